import { z } from "zod";
import type { addTalentMediaByAdmin, deleteTalentMediaByAdmin } from "@/lib/services/talents";
import type { getAdminTalent, listAdminTalents } from "@/lib/services/talents";
import type { setTalentVisibility } from "@/lib/services/talents";
import type { createTalentByAdmin, deleteTalentByAdmin, updateTalentByAdmin } from "@/lib/services/talents";
import type { approveTalent, declineTalent, listPendingApplicants } from "@/lib/services/talents";
import { snapshotKinds } from "@/lib/domain/application-snapshots";
import { approvedStatuses } from "@/lib/domain/talent-status";
import { deletedSchema, genderSchema, talentCategorySchema, userStatusSchema } from "./common";
import { isoDate, pagedSchema, type Wire } from "./envelope";
import { socialAccountSchema } from "./social";
import { photoRefSchema } from "./media";
import { measurementsSchema } from "./talents";

/*
 * The `data` of the admin talent, approval and portfolio routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const linkedAccountSchema = socialAccountSchema.pick({ username: true, url: true, followers: true });
const talentProfileSchema = measurementsSchema.extend({
  id: z.number(),
  user_id: z.number(),
  stage_name: z.string(),
  bio: z.string().nullable(),
  weight: z.string().nullable(),
  city: z.string().nullable(),
  city_unlisted: z.boolean(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  location: z.string().nullable(),
  dob: z.string().nullable(),
  age: z.number().nullable(),
  gender: genderSchema.nullable(),
  category: talentCategorySchema.nullable(),
  hourly_rate: z.number().nullable(),
  is_available: z.boolean(),
  is_featured: z.boolean(),
  portfolio_url: z.string().nullable(),
  experience_level: z.string().nullable(),
  instagram_handle: z.string().nullable(),
  guardian: z.object({ name: z.string().nullable(), email: z.string().nullable(), consent_at: isoDate.nullable() }),
  whatsapp: z.string().nullable(),
  updated_at: isoDate,
  media: z.array(photoRefSchema),
  social_media: z.object({ instagram: linkedAccountSchema.nullable(), tiktok: linkedAccountSchema.nullable() }),
});
/** A talent as the admin reads and writes it: the account, with its profile. */
const adminTalentSchema = z.object({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  email: z.string(),
  gender: genderSchema.nullable(),
  age: z.number().nullable(),
  is_minor: z.boolean(),
  height: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
  phone: z.string().nullable(),
  experience: z.string().nullable(),
  category: talentCategorySchema.nullable(),
  status: userStatusSchema,
  is_hidden: z.boolean(),
  profile_image_url: z.string().nullable(),
  created_at: isoDate,
  talent_profile: talentProfileSchema.nullable(),
});
const categoryCountsSchema = z.object({ female: z.number(), male: z.number(), influencer: z.number(), teen: z.number(), all: z.number() });

export const addTalentMediaByAdminResponse = photoRefSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof addTalentMediaByAdmin>>>>;
export const approveTalentResponse = z.object({ id: z.number(), status: z.literal("active") }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof approveTalent>>>>;
export const createTalentByAdminResponse = adminTalentSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createTalentByAdmin>>>>;
const listAdminTalentsResponse = z.object({ items: z.array(adminTalentSchema), total: z.number(), counts: categoryCountsSchema }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listAdminTalents>>>>;
export const declineTalentResponse = z.object({ id: z.number(), status: z.literal("declined") }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof declineTalent>>>>;
const deleteTalentByAdminResponse = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteTalentByAdmin>>>>;
export const getAdminTalentResponse = adminTalentSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getAdminTalent>>>>;
const updateTalentByAdminResponse = adminTalentSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateTalentByAdmin>>>>;
export const deleteTalentMediaByAdminResponse = deleteTalentByAdminResponse satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteTalentMediaByAdmin>>>>;
/** An application in the review queue: the talent, its snapshots and what it lacks. */
const applicantSchema = adminTalentSchema.extend({
  application: z.object({
    snapshots: z.array(
      z.object({
        id: z.number(),
        kind: z.enum(snapshotKinds),
        file_url: z.string(),
        width: z.number().nullable(),
        height: z.number().nullable(),
      }),
    ),
    missing: z.array(z.string()),
  }),
});
export const listPendingApplicantsResponse = pagedSchema(applicantSchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listPendingApplicants>>>>;
export const setTalentVisibilityResponse = z.object({
  id: z.number(),
  status: userStatusSchema.extract(approvedStatuses),
  is_hidden: z.boolean(),
  message: z.string(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof setTalentVisibility>>>>;

// What the admin talent routes answer around the services' results (the old admin reads `data.status`).
export const adminTalentListAnswer = pagedSchema(listAdminTalentsResponse.shape.items.element).extend({
  counts: listAdminTalentsResponse.shape.counts,
});
export const adminTalentUpdateAnswer = z.object({ status: z.literal("success"), talent: updateTalentByAdminResponse });
export const adminTalentDeleteAnswer = deletedSchema.extend({ status: z.literal("success") });
