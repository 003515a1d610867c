import { z } from "zod";
import type { getClientPackageJson, recordPackageView, submitPackageSelection } from "@/lib/services/package-client";
import type { createPackage, deletePackage, getPackage, listPackages, revokePackage, searchPackageTalents, sendPackage, updatePackage } from "@/lib/services/packages";
import type { Wire } from "./envelope";

/*
 * The `data` of the client-package routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const packageBookingSchema = z.object({
  id: z.number(),
  reference: z.string(),
  talent_profile_id: z.number(),
  stage_name: z.string(),
  status: z.enum(["pending", "confirmed", "completed", "cancelled"]),
  created_at: z.string(),
});
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
const createPackageSchema = z.object({
  bookings: z.array(packageBookingSchema),
  id: z.number(),
  title: z.string(),
  client_name: z.string(),
  client_company: z.string().nullable(),
  client_email: z.string(),
  message: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  view_count: z.number(),
  first_viewed_at: z.string().nullable(),
  last_viewed_at: z.string().nullable(),
  selected_at: z.string().nullable(),
  status: z.enum(["active", "expired", "revoked"]),
  url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  talents: z.array(packageTalentSchema),
});
const packageListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  client_name: z.string(),
  client_company: z.string().nullable(),
  client_email: z.string(),
  message: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  view_count: z.number(),
  first_viewed_at: z.string().nullable(),
  last_viewed_at: z.string().nullable(),
  selected_at: z.string().nullable(),
  status: z.enum(["active", "expired", "revoked"]),
  url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  talents: z.array(packageTalentSchema),
});
const packageCountsSchema = z.object({ all: z.number(), active: z.number(), expired: z.number(), revoked: z.number() });
const getPackageSchema = z.object({
  bookings: z.array(packageBookingSchema),
  id: z.number(),
  title: z.string(),
  client_name: z.string(),
  client_company: z.string().nullable(),
  client_email: z.string(),
  message: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  view_count: z.number(),
  first_viewed_at: z.string().nullable(),
  last_viewed_at: z.string().nullable(),
  selected_at: z.string().nullable(),
  status: z.enum(["active", "expired", "revoked"]),
  url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  talents: z.array(packageTalentSchema),
});
const updatePackageSchema = z.object({
  bookings: z.array(packageBookingSchema),
  id: z.number(),
  title: z.string(),
  client_name: z.string(),
  client_company: z.string().nullable(),
  client_email: z.string(),
  message: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  view_count: z.number(),
  first_viewed_at: z.string().nullable(),
  last_viewed_at: z.string().nullable(),
  selected_at: z.string().nullable(),
  status: z.enum(["active", "expired", "revoked"]),
  url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  talents: z.array(packageTalentSchema),
});
const clientPhotoSchema = z.object({
  id: z.number(),
  file_url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
const clientPackageTalentSchema = z.object({
  talent_profile_id: z.number(),
  stage_name: z.string(),
  category: z.enum(["female", "male", "influencer", "teen"]).nullable(),
  height: z.string().nullable(),
  height_cm: z.number().nullable(),
  bust: z.string().nullable(),
  waist: z.string().nullable(),
  hips: z.string().nullable(),
  shoe_size: z.string().nullable(),
  dress_size: z.string().nullable(),
  hair_color: z.string().nullable(),
  eye_color: z.string().nullable(),
  note: z.string().nullable(),
  photos: z.array(clientPhotoSchema),
});
const revokePackageSchema = z.object({
  bookings: z.array(packageBookingSchema),
  id: z.number(),
  title: z.string(),
  client_name: z.string(),
  client_company: z.string().nullable(),
  client_email: z.string(),
  message: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  view_count: z.number(),
  first_viewed_at: z.string().nullable(),
  last_viewed_at: z.string().nullable(),
  selected_at: z.string().nullable(),
  status: z.enum(["active", "expired", "revoked"]),
  url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  talents: z.array(packageTalentSchema),
});
const sendPackageSchema = z.object({
  bookings: z.array(packageBookingSchema),
  id: z.number(),
  title: z.string(),
  client_name: z.string(),
  client_company: z.string().nullable(),
  client_email: z.string(),
  message: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  view_count: z.number(),
  first_viewed_at: z.string().nullable(),
  last_viewed_at: z.string().nullable(),
  selected_at: z.string().nullable(),
  status: z.enum(["active", "expired", "revoked"]),
  url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  talents: z.array(packageTalentSchema),
});
const createdBookingRequestSchema = z.object({
  id: z.number(),
  reference: z.string(),
  talent_profile_id: z.number(),
  talent_name: z.string(),
  status: z.literal("pending"),
});

export const createPackageResponse = createPackageSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createPackage>>>>;
export const listPackagesResponse = z.object({
  data: z.array(packageListItemSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  last_page: z.number(),
  counts: packageCountsSchema,
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listPackages>>>>;
export const deletePackageResponse = z.object({ id: z.number() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deletePackage>>>>;
export const getPackageResponse = getPackageSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getPackage>>>>;
export const updatePackageResponse = updatePackageSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updatePackage>>>>;
export const getClientPackageJsonResponse = z.object({
  talents: z.array(clientPackageTalentSchema),
  title: z.string(),
  client_name: z.string(),
  client_company: z.string().nullable(),
  message: z.string(),
  expires_at: z.string(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getClientPackageJson>>>>;
export const recordPackageViewResponse = z.object({ counted: z.boolean() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof recordPackageView>>>>;
export const revokePackageResponse = revokePackageSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof revokePackage>>>>;
export const searchPackageTalentsResponse = z.array(z.object({
  talent_profile_id: z.number(),
  stage_name: z.string(),
  category: z.enum(["female", "male", "influencer", "teen"]).nullable(),
  image_url: z.string().nullable(),
  photos: z.array(z.object({ id: z.number(), file_url: z.string() })),
})) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof searchPackageTalents>>>>;
export const sendPackageResponse = sendPackageSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof sendPackage>>>>;
export const submitPackageSelectionResponse = z.object({ booking_ids: z.array(z.number()), bookings: z.array(createdBookingRequestSchema) }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof submitPackageSelection>>>>;
