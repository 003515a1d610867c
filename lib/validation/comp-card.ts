import { z } from "zod";
import { dbId } from "./common";

/** A comp card holds the main photo on the front and up to four more on the back. */
const COMP_CARD_BACK_PHOTOS = 4;
export const COMP_CARD_PHOTOS = 1 + COMP_CARD_BACK_PHOTOS;

export const COMP_CARD_TOO_MANY = `Choose at most ${COMP_CARD_PHOTOS} photos: one for the front and ${COMP_CARD_BACK_PHOTOS} for the back.`;
export const COMP_CARD_DUPLICATE = "Each photo can appear on the comp card only once.";
export const COMP_CARD_UNKNOWN_PHOTO = "Choose photos from this talent's portfolio.";

/** `PUT .../comp-card`: the photos in card order (the first is the front). An empty list returns to the default. */
export const compCardChoiceSchema = z.object({
  media_ids: z
    .array(dbId())
    .max(COMP_CARD_PHOTOS, { error: COMP_CARD_TOO_MANY })
    .refine((ids) => new Set(ids).size === ids.length, { error: COMP_CARD_DUPLICATE }),
});
