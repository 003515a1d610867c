import { z } from "zod";
import type { getCurrentUser } from "@/lib/services/current-user";
import type { requestPasswordReset, resetPassword, verifyResetCode } from "@/lib/services/password-reset";
import type { publicUser } from "@/lib/api/login";
import { createTalentByAdminResponse } from "./admin-talents";
import { isoDate, type Wire } from "./envelope";

/*
 * The `data` of the sign-in, account and password-reset routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const socialMediaSchema = z.object({
  platform: z.enum(["instagram", "tiktok"]),
  url: z.string().nullable(),
  followers: z.number(),
  username: z.string().nullable(),
});
const talentProfileSchema = z.object({
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

export const getCurrentUserResponse = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["admin", "subadmin", "talent"]),
  status: z.enum(["pending", "active", "hidden", "declined", "suspended"]),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  permissions: z.union([z.string(), z.array(z.enum(["notifications", "content", "bookings", "packages", "talents", "dashboard", "pending-approval", "news", "banner", "categories", "brands", "join-statements", "social-media", "member-settings", "logo-icon"]))]),
  created_at: isoDate,
  talent_profile: talentProfileSchema.nullable(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getCurrentUser>>>>;
export const requestPasswordResetResponse = z.object({ message: z.string() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof requestPasswordReset>>>>;
export const resetPasswordResponse = requestPasswordResetResponse satisfies z.ZodType<Wire<Awaited<ReturnType<typeof resetPassword>>>>;
export const verifyResetCodeResponse = requestPasswordResetResponse satisfies z.ZodType<Wire<Awaited<ReturnType<typeof verifyResetCode>>>>;

/** The user in a sign-in answer (`publicUser`). */
export const signedInUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["admin", "subadmin", "talent"]),
  status: z.enum(["pending", "active", "hidden", "declined", "suspended"]),
  profile_image_url: z.string().nullable(),
}) satisfies z.ZodType<Wire<ReturnType<typeof publicUser>>>;

const signedIn = z.object({ token: z.string(), user: signedInUserSchema });

/** `POST /auth/login`: the whole body; the old talent site reads `success`, `token` (and `error` on a failure). */
export const talentLoginAnswer = z.object({ success: z.literal(true), token: z.string(), message: z.string(), data: signedIn });
/** `POST /admin/login`: the whole body; the old admin reads `success`, `message`, `data.token`, `data.user.name`. */
export const adminLoginAnswer = z.object({ success: z.literal(true), message: z.string(), data: signedIn });

/** `GET /auth/me`: the user under `data.user`. */
export const meAnswer = z.object({ user: getCurrentUserResponse });
/** `GET /admin/me`: the admin, and again under `user` (the old admin reads `data.user.role`). */
export const adminMeAnswer = getCurrentUserResponse.extend({ user: getCurrentUserResponse });

/** Answers whose `message` says it all: `data` is null. */
export const noData = z.null();

/** `POST /auth/register`: null for a visitor (the same answer whether or not the email had an account); staff get the created talent. */
export const registerAnswer = z.union([z.null(), createTalentByAdminResponse]);
