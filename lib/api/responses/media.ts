import { z } from "zod";
import type { getCompCardChoiceByAdmin, getOwnCompCardChoice, setCompCardChoiceByAdmin, setOwnCompCardChoice } from "@/lib/services/talents";
import type { deleteOwnMedia, listOwnMedia, reorderOwnMedia, uploadOwnMedia } from "@/lib/services/talents";
import type { storeImage } from "@/lib/storage";
import { isoDate, type Wire } from "./envelope";
import { deletedSchema } from "./common";

/*
 * The `data` of the gallery, comp-card choice and site-image upload routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

/** A stored photo with its measured size and blur placeholder: the shape every photo list narrows or extends. */
export const photoSchema = z.object({
  id: z.number(),
  file_url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  blur_data_url: z.string().nullable(),
});
/** A photo where only its address is needed (a profile's gallery, a package's picker). */
export const photoRefSchema = photoSchema.pick({ id: true, file_url: true });
const compCardChoiceSchema = z.object({ media_ids: z.array(z.number()), photos: z.array(photoSchema) });
const mediaItemSchema = photoSchema.extend({ created_at: isoDate });

export const deleteOwnMediaResponse = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteOwnMedia>>>>;
export const getCompCardChoiceByAdminResponse = compCardChoiceSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getCompCardChoiceByAdmin>>>>;
export const setCompCardChoiceByAdminResponse = getCompCardChoiceByAdminResponse satisfies z.ZodType<Wire<Awaited<ReturnType<typeof setCompCardChoiceByAdmin>>>>;
export const getOwnCompCardChoiceResponse = getCompCardChoiceByAdminResponse satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getOwnCompCardChoice>>>>;
export const setOwnCompCardChoiceResponse = getCompCardChoiceByAdminResponse satisfies z.ZodType<Wire<Awaited<ReturnType<typeof setOwnCompCardChoice>>>>;
export const listOwnMediaResponse = z.array(mediaItemSchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listOwnMedia>>>>;
export const reorderOwnMediaResponse = z.object({ ids: z.array(z.number()) }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof reorderOwnMedia>>>>;
export const uploadOwnMediaResponse = mediaItemSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof uploadOwnMedia>>>>;

/** `POST /upload`: the stored site image (an .ico favicon is kept as sent, without a measured size). */
export const siteImageAnswer = z.object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable() }) satisfies z.ZodType<
  Pick<Awaited<ReturnType<typeof storeImage>>, "url" | "width" | "height">
>;
