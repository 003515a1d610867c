import { z } from "zod";
import type { addTalentMediaByAdmin, deleteTalentMediaByAdmin } from "@/lib/services/talents-admin-media";
import type { getAdminTalent, listAdminTalents } from "@/lib/services/talents-admin-reads";
import type { setTalentVisibility } from "@/lib/services/talents-admin-status";
import type { createTalentByAdmin, deleteTalentByAdmin, updateTalentByAdmin } from "@/lib/services/talents-admin-writes";
import type { approveTalent, declineTalent, listPendingApplicants } from "@/lib/services/approvals";
import { isoDate, pagedSchema, type Wire } from "./envelope";

/*
 * The `data` of the admin talent, approval and portfolio routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const mediaSchema = z.object({ id: z.number(), file_url: z.string() });
const instagramSchema = z.object({ username: z.string().nullable(), url: z.string().nullable(), followers: z.number() });
const tiktokSchema = z.object({ username: z.string().nullable(), url: z.string().nullable(), followers: z.number() });
const talentProfileSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  stage_name: z.string(),
  bio: z.string().nullable(),
  bust: z.string().nullable(),
  waist: z.string().nullable(),
  hips: z.string().nullable(),
  height: z.string().nullable(),
  weight: z.string().nullable(),
  shoe_size: z.string().nullable(),
  dress_size: z.string().nullable(),
  hair_color: z.string().nullable(),
  eye_color: z.string().nullable(),
  city: z.string().nullable(),
  city_unlisted: z.boolean(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  location: z.string().nullable(),
  dob: z.string().nullable(),
  age: z.number().nullable(),
  gender: z.enum(["female", "male", "other"]).nullable(),
  category: z.enum(["female", "male", "influencer", "teen"]).nullable(),
  hourly_rate: z.number().nullable(),
  is_available: z.boolean(),
  is_featured: z.boolean(),
  portfolio_url: z.string().nullable(),
  experience_level: z.string().nullable(),
  whatsapp: z.string().nullable(),
  updated_at: isoDate,
  media: z.array(mediaSchema),
  social_media: z.object({ instagram: instagramSchema.nullable(), tiktok: tiktokSchema.nullable() }),
});
const createTalentByAdminSchema = z.object({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  email: z.string(),
  gender: z.enum(["female", "male", "other"]).nullable(),
  age: z.number().nullable(),
  height: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
  phone: z.string().nullable(),
  experience: z.string().nullable(),
  category: z.enum(["female", "male", "influencer", "teen"]).nullable(),
  status: z.enum(["pending", "active", "hidden", "declined", "suspended"]),
  is_hidden: z.boolean(),
  profile_image_url: z.string().nullable(),
  created_at: isoDate,
  talent_profile: talentProfileSchema.nullable(),
});
const adminTalentListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  email: z.string(),
  gender: z.enum(["female", "male", "other"]).nullable(),
  age: z.number().nullable(),
  height: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
  phone: z.string().nullable(),
  experience: z.string().nullable(),
  category: z.enum(["female", "male", "influencer", "teen"]).nullable(),
  status: z.enum(["pending", "active", "hidden", "declined", "suspended"]),
  is_hidden: z.boolean(),
  profile_image_url: z.string().nullable(),
  created_at: isoDate,
  talent_profile: talentProfileSchema.nullable(),
});
const categoryCountsSchema = z.object({ female: z.number(), male: z.number(), influencer: z.number(), teen: z.number(), all: z.number() });
const getAdminTalentSchema = z.object({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  email: z.string(),
  gender: z.enum(["female", "male", "other"]).nullable(),
  age: z.number().nullable(),
  height: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
  phone: z.string().nullable(),
  experience: z.string().nullable(),
  category: z.enum(["female", "male", "influencer", "teen"]).nullable(),
  status: z.enum(["pending", "active", "hidden", "declined", "suspended"]),
  is_hidden: z.boolean(),
  profile_image_url: z.string().nullable(),
  created_at: isoDate,
  talent_profile: talentProfileSchema.nullable(),
});
const updateTalentByAdminSchema = z.object({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  email: z.string(),
  gender: z.enum(["female", "male", "other"]).nullable(),
  age: z.number().nullable(),
  height: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
  phone: z.string().nullable(),
  experience: z.string().nullable(),
  category: z.enum(["female", "male", "influencer", "teen"]).nullable(),
  status: z.enum(["pending", "active", "hidden", "declined", "suspended"]),
  is_hidden: z.boolean(),
  profile_image_url: z.string().nullable(),
  created_at: isoDate,
  talent_profile: talentProfileSchema.nullable(),
});
const pendingApplicantSchema = z.object({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  email: z.string(),
  gender: z.enum(["female", "male", "other"]).nullable(),
  age: z.number().nullable(),
  height: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
  phone: z.string().nullable(),
  experience: z.string().nullable(),
  category: z.enum(["female", "male", "influencer", "teen"]).nullable(),
  status: z.enum(["pending", "active", "hidden", "declined", "suspended"]),
  is_hidden: z.boolean(),
  profile_image_url: z.string().nullable(),
  created_at: isoDate,
  talent_profile: talentProfileSchema.nullable(),
});

export const addTalentMediaByAdminResponse = z.object({ id: z.number(), file_url: z.string() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof addTalentMediaByAdmin>>>>;
export const approveTalentResponse = z.object({ id: z.number(), status: z.literal("active") }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof approveTalent>>>>;
export const createTalentByAdminResponse = createTalentByAdminSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createTalentByAdmin>>>>;
export const listAdminTalentsResponse = z.object({ items: z.array(adminTalentListItemSchema), total: z.number(), counts: categoryCountsSchema }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listAdminTalents>>>>;
export const declineTalentResponse = z.object({ id: z.number(), status: z.literal("declined") }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof declineTalent>>>>;
export const deleteTalentByAdminResponse = z.object({ id: z.number() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteTalentByAdmin>>>>;
export const getAdminTalentResponse = getAdminTalentSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getAdminTalent>>>>;
export const updateTalentByAdminResponse = updateTalentByAdminSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateTalentByAdmin>>>>;
export const deleteTalentMediaByAdminResponse = deleteTalentByAdminResponse satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteTalentMediaByAdmin>>>>;
export const listPendingApplicantsResponse = z.object({
  data: z.array(pendingApplicantSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  last_page: z.number(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listPendingApplicants>>>>;
export const setTalentVisibilityResponse = z.object({
  id: z.number(),
  status: z.enum(["active", "hidden"]),
  is_hidden: z.boolean(),
  message: z.string(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof setTalentVisibility>>>>;

// What the admin talent routes answer around the services' results (the old admin reads `data.status`).
export const adminTalentListAnswer = pagedSchema(listAdminTalentsResponse.shape.items.element).extend({
  counts: listAdminTalentsResponse.shape.counts,
});
export const adminTalentUpdateAnswer = z.object({ status: z.literal("success"), talent: updateTalentByAdminResponse });
export const adminTalentDeleteAnswer = z.object({ status: z.literal("success"), id: z.number() });
