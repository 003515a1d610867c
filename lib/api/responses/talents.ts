import { z } from "zod";
import type { updateOwnMeasurements } from "@/lib/services/talent-measurements";
import type { getOwnTalentProfile } from "@/lib/services/talent-profile";
import type { getPublicTalent, listPublicTalents } from "@/lib/services/talents";
import type { Wire } from "./envelope";

/*
 * The `data` of the public talent and own-profile routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const socialMediaSchema = z.object({
  platform: z.enum(["instagram", "tiktok"]),
  url: z.string().nullable(),
  followers: z.number(),
  username: z.string().nullable(),
});
const getOwnTalentProfileSchema = z.object({
  id: z.number(),
  stage_name: z.string().nullable(),
  category: z.enum(["female", "male", "influencer", "teen"]).nullable(),
  height: z.string().nullable(),
  waist: z.string().nullable(),
  bust: z.string().nullable(),
  hips: z.string().nullable(),
  shoe_size: z.string().nullable(),
  hair_color: z.string().nullable(),
  eye_color: z.string().nullable(),
  dress_size: z.string().nullable(),
  weight: z.string().nullable(),
  age: z.number().nullable(),
  dob: z.string().nullable(),
  gender: z.enum(["female", "male", "other"]).nullable(),
  experience_level: z.string().nullable(),
  bio: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  instagram_connected: z.boolean(),
  instagram_followers: z.number(),
  tiktok_connected: z.boolean(),
  tiktok_followers: z.number(),
  media: z.array(z.object({ id: z.number(), file_url: z.string() })),
  social_media: z.array(socialMediaSchema),
});
const publicMediaSchema = z.object({
  id: z.number(),
  file_url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  blur_data_url: z.string().nullable(),
});
const publicTalentProfileSchema = z.object({
  id: z.number(),
  stage_name: z.string(),
  category: z.enum(["female", "male", "influencer", "teen"]).nullable(),
  bio: z.string().nullable(),
  height: z.string().nullable(),
  height_cm: z.number().nullable(),
  bust: z.string().nullable(),
  waist: z.string().nullable(),
  hips: z.string().nullable(),
  shoe_size: z.string().nullable(),
  hair_color: z.string().nullable(),
  eye_color: z.string().nullable(),
  dress_size: z.string().nullable(),
  user: z.object({
    name: z.string(),
    profile_image_url: z.string().nullable(),
    profile_image_blur: z.string().nullable(),
  }),
  media: z.array(publicMediaSchema),
  social_media: z.array(z.object({ platform: z.enum(["instagram", "tiktok"]), followers: z.number(), url: z.string().nullable() })),
  updated_at: z.string(),
});
const publicTalentListItemSchema = z.object({
  id: z.number(),
  stage_name: z.string(),
  category: z.enum(["female", "male", "influencer", "teen"]).nullable(),
  user: z.object({ name: z.string(), profile_image_url: z.string().nullable() }),
});
const updateOwnMeasurementsSchema = z.object({
  id: z.number(),
  stage_name: z.string().nullable(),
  category: z.enum(["female", "male", "influencer", "teen"]).nullable(),
  height: z.string().nullable(),
  waist: z.string().nullable(),
  bust: z.string().nullable(),
  hips: z.string().nullable(),
  shoe_size: z.string().nullable(),
  hair_color: z.string().nullable(),
  eye_color: z.string().nullable(),
  dress_size: z.string().nullable(),
  weight: z.string().nullable(),
  age: z.number().nullable(),
  dob: z.string().nullable(),
  gender: z.enum(["female", "male", "other"]).nullable(),
  experience_level: z.string().nullable(),
  bio: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  instagram_connected: z.boolean(),
  instagram_followers: z.number(),
  tiktok_connected: z.boolean(),
  tiktok_followers: z.number(),
  media: z.array(z.object({ id: z.number(), file_url: z.string() })),
  social_media: z.array(socialMediaSchema),
});

export const getOwnTalentProfileResponse = getOwnTalentProfileSchema.nullable() satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getOwnTalentProfile>>>>;
export const getPublicTalentResponse = publicTalentProfileSchema satisfies z.ZodType<Wire<NonNullable<Awaited<ReturnType<typeof getPublicTalent>>>>>;
export const listPublicTalentsResponse = z.object({
  data: z.array(publicTalentListItemSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  last_page: z.number(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listPublicTalents>>>>;
export const updateOwnMeasurementsResponse = updateOwnMeasurementsSchema.nullable() satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateOwnMeasurements>>>>;
