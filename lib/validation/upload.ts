import { z } from "zod";

/** What a site image is for; `POST /upload` keeps each kind its own way and asks the permission of its screen. */
const uploadKinds = ["banner", "brand", "partner", "about", "member", "logo", "favicon", "blog"] as const;
export type UploadKind = (typeof uploadKinds)[number];

export const uploadBodySchema = z.object({
  file: z.instanceof(File, { error: "Choose a file to upload" }),
  type: z.enum(uploadKinds, { error: `type must be one of ${uploadKinds.join(", ")}` }),
});
