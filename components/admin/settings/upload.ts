import { apiFetch } from "@/lib/api/client";

/** The kinds of site image `POST /upload` accepts; each needs the permission of the screen that uses it. */
export type UploadKind = "banner" | "brand" | "partner" | "about" | "member" | "logo" | "favicon" | "blog";

export type UploadedImage = { url: string; width: number | null; height: number | null };

/** Sends one image through the server's image pipeline and returns where it is stored. */
export function uploadImage(file: File, type: UploadKind): Promise<UploadedImage> {
  const form = new FormData();
  form.append("file", file);
  form.append("type", type);
  return apiFetch<UploadedImage>("/upload", { method: "POST", body: form });
}
