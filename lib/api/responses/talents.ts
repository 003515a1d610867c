import { z } from "zod";
import type { updateOwnMeasurements } from "@/lib/services/talents";
import type { getOwnTalentProfile } from "@/lib/services/talents";
import type { getPublicTalent, listPublicTalents } from "@/lib/services/talents";
import { genderSchema, talentCategorySchema } from "./common";
import { pagedSchema, type Wire } from "./envelope";
import { photoRefSchema, photoSchema } from "./media";
import { socialAccountSchema } from "./social";

/*
 * The `data` of the public talent and own-profile routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

/** The measurements every talent read carries (free text as the talent typed it, or null). */
export const measurementsSchema = z.object({
  height: z.string().nullable(),
  bust: z.string().nullable(),
  waist: z.string().nullable(),
  hips: z.string().nullable(),
  shoe_size: z.string().nullable(),
  dress_size: z.string().nullable(),
  hair_color: z.string().nullable(),
  eye_color: z.string().nullable(),
});
/** The signed-in talent's own profile (the dashboard's reads and writes). */
export const ownTalentProfileSchema = measurementsSchema.extend({
  id: z.number(),
  stage_name: z.string().nullable(),
  category: talentCategorySchema.nullable(),
  weight: z.string().nullable(),
  age: z.number().nullable(),
  dob: z.string().nullable(),
  gender: genderSchema.nullable(),
  experience_level: z.string().nullable(),
  bio: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  instagram_connected: z.boolean(),
  instagram_followers: z.number(),
  tiktok_connected: z.boolean(),
  tiktok_followers: z.number(),
  media: z.array(photoRefSchema),
  social_media: z.array(socialAccountSchema),
});
const publicTalentProfileSchema = measurementsSchema.extend({
  id: z.number(),
  stage_name: z.string(),
  category: talentCategorySchema.nullable(),
  gender: genderSchema.nullable(),
  bio: z.string().nullable(),
  height_cm: z.number().nullable(),
  user: z.object({
    name: z.string(),
    profile_image_url: z.string().nullable(),
    profile_image_blur: z.string().nullable(),
  }),
  media: z.array(photoSchema),
  social_media: z.array(socialAccountSchema.omit({ username: true })),
  updated_at: z.string(),
});
const publicTalentListItemSchema = publicTalentProfileSchema.pick({ id: true, stage_name: true, category: true }).extend({
  user: publicTalentProfileSchema.shape.user.pick({ name: true, profile_image_url: true }),
});

export const getOwnTalentProfileResponse = ownTalentProfileSchema.nullable() satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getOwnTalentProfile>>>>;
export const getPublicTalentResponse = publicTalentProfileSchema satisfies z.ZodType<Wire<NonNullable<Awaited<ReturnType<typeof getPublicTalent>>>>>;
export const listPublicTalentsResponse = pagedSchema(publicTalentListItemSchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listPublicTalents>>>>;
export const updateOwnMeasurementsResponse = ownTalentProfileSchema.nullable() satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateOwnMeasurements>>>>;
