import { z } from "zod";
import { dbId, pagingSchema } from "./common";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "./image-file";

/** Gallery page size (spec section 9). */
export const MEDIA_PAGE_SIZE = 10;
/** A talent's gallery holds at most this many photos. */
export const MAX_MEDIA_PER_TALENT = 100;

export const MEDIA_ACCEPT = ".jpg,.jpeg,.png,.gif";
const MEDIA_MIME_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export const MEDIA_TYPE_ERROR = "Only JPG, PNG, GIF allowed.";
const MEDIA_FILE_REQUIRED = "Choose a photo to upload.";
export const MEDIA_LIMIT_REACHED = `Your gallery holds at most ${MAX_MEDIA_PER_TALENT} photos. Delete some to add more.`;

/** What the browser checks before uploading; the server judges the bytes again. */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  const byType = (MEDIA_MIME_TYPES as readonly string[]).includes(file.type);
  const byName = /\.(jpe?g|png|gif)$/i.test(file.name);
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
/** The gallery's formats (spec: JPG, PNG, GIF), judged from the bytes before upload. */
export const MEDIA_FORMATS = ["jpeg", "png", "gif"] as const;
