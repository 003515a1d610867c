import { z } from "zod";

/** The New Faces board holds a few dozen places at most; a place outside them is a typo. */
const NEW_FACE_MAX_POSITION = 99;

/** `PUT /admin/talents/{id}/new-face`: a place on the board (1 first), or null to take the talent off it. */
export const newFaceSchema = z.object({
  position: z
    .number({ error: "Position must be a whole number" })
    .int("Position must be a whole number")
    .min(1, "Position must be at least 1")
    .max(NEW_FACE_MAX_POSITION, `Position must be at most ${NEW_FACE_MAX_POSITION}`)
    .nullable(),
});

/** The talent page's New Faces field: empty takes the talent off the board, anything else must be a place. */
export const newFaceFormSchema = z.object({
  position: z
    .string()
    .trim()
    .transform((v) => (v === "" ? null : Number(v)))
    .pipe(newFaceSchema.shape.position),
});

/** `/guardian/{token}`: the token is 43 base64url characters; anything far longer is refused before a lookup. */
export const guardianTokenParamSchema = z.object({ token: z.string().max(200) });
