import { apiFetch } from "@/lib/api/client";

import type { z } from "zod";
import type { siteImageAnswer } from "@/lib/api/responses/media";
import type { UploadKind } from "@/lib/validation/upload";

export type { UploadKind };
export type UploadedImage = z.infer<typeof siteImageAnswer>;

/** Sends one image through the server's image pipeline and returns where it is stored. */
export function uploadImage(file: File, type: UploadKind): Promise<UploadedImage> {
  const form = new FormData();
  form.append("file", file);
  form.append("type", type);
  return apiFetch<typeof siteImageAnswer>("/upload", { method: "POST", body: form });
}
