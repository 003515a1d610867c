import type { z } from "zod";
import type { ApiResult } from "@/lib/api/envelope";
import type { uploadOwnMediaResponse } from "@/lib/api/responses/media";

/** A photo as `POST /talent-media` answers it. */
export type UploadedPhoto = z.infer<typeof uploadOwnMediaResponse>;

/** How an upload ended, in the spec's words (section 8, Gallery). */
export type UploadOutcome =
  | { ok: true; photo: UploadedPhoto }
  | { ok: false; title: "Failed to upload" | "Error parsing server response" | "Upload failed"; description?: string };

/**
 * Sends one photo to `POST /api/v1/talent-media` with XMLHttpRequest, whose upload events (unlike fetch) report
 * real progress. Resolves with the outcome; never rejects.
 */
export function uploadPhoto(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/talent-media");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: ApiResult<UploadedPhoto> | null;
      try {
        body = JSON.parse(xhr.responseText) as ApiResult<UploadedPhoto>;
      } catch {
        body = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const message = body && body.success === false ? body.message : undefined;
        return resolve({ ok: false, title: "Upload failed", description: message });
      }
      if (!body) return resolve({ ok: false, title: "Error parsing server response" });
      if (body.success !== true || !body.data?.file_url) return resolve({ ok: false, title: "Failed to upload" });
      onProgress(100);
      resolve({ ok: true, photo: body.data });
    };
    xhr.onerror = () => resolve({ ok: false, title: "Upload failed", description: "Network or server error" });
    xhr.onabort = () => resolve({ ok: false, title: "Upload failed", description: "The upload was cancelled." });
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
