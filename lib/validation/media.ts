import { z } from "zod";
import { dbId, pagingSchema } from "./common";
import { extensionsOf, hasExtensionOf, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, mimeTypesOf, type ImageFileFormat } from "@/lib/domain/image-formats";

/** Gallery page size (spec section 9). */
export const MEDIA_PAGE_SIZE = 10;
/** A talent's gallery holds at most this many photos. */
export const MAX_MEDIA_PER_TALENT = 100;

/** The gallery's formats (spec: JPG, PNG, GIF), judged from the bytes before upload. */
export const MEDIA_FORMATS = ["jpeg", "png", "gif"] as const satisfies readonly ImageFileFormat[];
export const MEDIA_ACCEPT = extensionsOf(MEDIA_FORMATS).join(",");
export const MEDIA_TYPE_ERROR = "Only JPG, PNG, GIF allowed.";
const MEDIA_FILE_REQUIRED = "Choose a photo to upload.";
export const MEDIA_LIMIT_REACHED = `Your gallery holds at most ${MAX_MEDIA_PER_TALENT} photos. Delete some to add more.`;

/** What the browser checks before uploading; the server judges the bytes again. */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  const byType = mimeTypesOf(MEDIA_FORMATS).includes(file.type);
  const byName = hasExtensionOf(file.name, MEDIA_FORMATS);
  return file.type ? byType && byName : byName;
}

export const mediaListQuerySchema = pagingSchema.extend({
  limit: z.coerce.number().int().min(1).max(100).catch(MEDIA_PAGE_SIZE).default(MEDIA_PAGE_SIZE),
  /** `newest` (the default, as the spec's gallery reads it) or `portfolio`: the order the public profile shows. */
  order: z.enum(["newest", "portfolio"]).catch("newest").default("newest"),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

export const MEDIA_ORDER_MESSAGE = "List each of your photos once, in the order to show them.";

/** `PUT /talent-media/order`: every one of the talent's photo ids, each once, in the portfolio's new order. */
export const mediaOrderSchema = z.object({
  ids: z
    .array(dbId(MEDIA_ORDER_MESSAGE), { error: MEDIA_ORDER_MESSAGE })
    .min(1, { error: MEDIA_ORDER_MESSAGE })
    .max(MAX_MEDIA_PER_TALENT, { error: MEDIA_ORDER_MESSAGE })
    .refine((ids) => new Set(ids).size === ids.length, { error: MEDIA_ORDER_MESSAGE }),
});

export const mediaUploadSchema = z.object({
  file: z.instanceof(File, { error: MEDIA_FILE_REQUIRED }).refine((f) => f.size > 0, { error: MEDIA_FILE_REQUIRED }),
});

/** The storage limit, checked in the browser too so a large file is refused before it is sent. */
export const MEDIA_MAX_BYTES = MAX_IMAGE_BYTES;
export const MEDIA_TOO_LARGE = IMAGE_TOO_LARGE;
