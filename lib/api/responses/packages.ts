import { z } from "zod";
import type { getClientPackageJson, recordPackageView, submitPackageSelection } from "@/lib/services/packages";
import type { createPackage, deletePackage, getPackage, listPackages, revokePackage, sendPackage, updatePackage } from "@/lib/services/packages";
import type { searchPackageTalents } from "@/lib/services/packages";
import { availabilityKinds } from "@/lib/domain/availability";
import { talentDayStates } from "@/lib/domain/talent-day";
import { createdBookingSchema } from "./bookings";
import { deletedSchema, packageStatusSchema, talentCategorySchema } from "./common";
import { pagedSchema, type Wire } from "./envelope";
import { photoRefSchema, photoSchema } from "./media";
import { measurementsSchema } from "./talents";

/*
 * The `data` of the client-package routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const packageBookingSchema = createdBookingSchema
  .pick({ id: true, reference: true, talent_profile_id: true, status: true, created_at: true })
  .extend({ stage_name: z.string() });
const packageTalentSchema = z.object({
  talent_profile_id: z.number(),
  stage_name: z.string(),
  note: z.string().nullable(),
  position: z.number(),
  media_ids: z.array(z.number()).nullable(),
  image_url: z.string().nullable(),
  visible: z.boolean(),
  opened: z.boolean(),
  open_count: z.number(),
  opened_at: z.string().nullable(),
  last_opened_at: z.string().nullable(),
  selected: z.boolean(),
  selected_at: z.string().nullable(),
});
/** A package as the list reads it; one package's own reads and writes add the booking requests it brought. */
const packageSchema = z.object({
  id: z.number(),
  title: z.string(),
  client_name: z.string(),
  client_company: z.string().nullable(),
  client_email: z.string(),
  message: z.string(),
  expires_at: z.string(),
  /** The day of the client's project (YYYY-MM-DD), staff only: the client's own package answer leaves it out. */
  project_date: z.string().nullable(),
  revoked_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  view_count: z.number(),
  first_viewed_at: z.string().nullable(),
  last_viewed_at: z.string().nullable(),
  selected_at: z.string().nullable(),
  status: packageStatusSchema,
  url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  talents: z.array(packageTalentSchema),
});
const packageDetailSchema = packageSchema.extend({ bookings: z.array(packageBookingSchema) });
const packageCountsSchema = z.object({ all: z.number(), active: z.number(), expired: z.number(), revoked: z.number() });
const clientPackageTalentSchema = measurementsSchema.extend({
  talent_profile_id: z.number(),
  stage_name: z.string(),
  category: talentCategorySchema.nullable(),
  height_cm: z.number().nullable(),
  note: z.string().nullable(),
  photos: z.array(photoSchema.omit({ blur_data_url: true })),
});
const createdBookingRequestSchema = z.object({
  id: z.number(),
  reference: z.string(),
  talent_profile_id: z.number(),
  talent_name: z.string(),
  status: z.literal("pending"),
});

export const createPackageResponse = packageDetailSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createPackage>>>>;
export const listPackagesResponse = pagedSchema(packageSchema).extend({ counts: packageCountsSchema }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listPackages>>>>;
export const deletePackageResponse = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deletePackage>>>>;
export const getPackageResponse = packageDetailSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getPackage>>>>;
export const updatePackageResponse = packageDetailSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updatePackage>>>>;
export const getClientPackageJsonResponse = packageSchema
  .pick({ title: true, client_name: true, client_company: true, message: true, expires_at: true })
  .extend({ talents: z.array(clientPackageTalentSchema) }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getClientPackageJson>>>>;
export const recordPackageViewResponse = z.object({ counted: z.boolean() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof recordPackageView>>>>;
export const revokePackageResponse = packageDetailSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof revokePackage>>>>;
export const searchPackageTalentsResponse = z.array(z.object({
  talent_profile_id: z.number(),
  stage_name: z.string(),
  category: talentCategorySchema.nullable(),
  image_url: z.string().nullable(),
  photos: z.array(photoRefSchema),
  /** How the talent stands on the `date` asked for; null without one. */
  day: z
    .object({
      state: z.enum(talentDayStates),
      rank: z.number().nullable(),
      options: z.number(),
      block_kind: z.enum(availabilityKinds).nullable(),
    })
    .nullable(),
})) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof searchPackageTalents>>>>;
export const sendPackageResponse = packageDetailSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof sendPackage>>>>;
export const submitPackageSelectionResponse = z.object({ booking_ids: z.array(z.number()), bookings: z.array(createdBookingRequestSchema) }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof submitPackageSelection>>>>;
