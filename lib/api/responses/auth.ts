import { z } from "zod";
import type { getCurrentUser } from "@/lib/services/current-user";
import type { publicUser } from "@/lib/api/login";
import { createTalentByAdminResponse } from "./admin-talents";
import { permissionSchema, roleSchema, userStatusSchema } from "./common";
import { isoDate, type Wire } from "./envelope";
import { ownTalentProfileSchema } from "./talents";

/*
 * The `data` of the sign-in, account and password-reset routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const getCurrentUserResponse = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  permissions: z.union([z.string(), z.array(permissionSchema)]),
  created_at: isoDate,
  talent_profile: ownTalentProfileSchema.nullable(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getCurrentUser>>>>;

/** The user in a sign-in answer (`publicUser`). */
const signedInUserSchema = getCurrentUserResponse.pick({
  id: true,
  name: true,
  email: true,
  role: true,
  status: true,
  profile_image_url: true,
}) satisfies z.ZodType<Wire<ReturnType<typeof publicUser>>>;

const signedIn = z.object({ token: z.string(), user: signedInUserSchema });

/** `POST /admin/login`: the whole body; the old admin reads `success`, `message`, `data.token`, `data.user.name`. */
export const adminLoginAnswer = z.object({ success: z.literal(true), message: z.string(), data: signedIn });
/** `POST /auth/login`: the whole body; the old talent site reads `success`, `token` (and `error` on a failure). */
export const talentLoginAnswer = adminLoginAnswer.extend({ token: z.string() });

/** `GET /auth/me`: the user under `data.user`. */
export const meAnswer = z.object({ user: getCurrentUserResponse });
/** `GET /admin/me`: the admin, and again under `user` (the old admin reads `data.user.role`). */
export const adminMeAnswer = getCurrentUserResponse.extend({ user: getCurrentUserResponse });

/** Answers whose `message` says it all: `data` is null. */
export const noData = z.null();

/** `POST /auth/register`: null for a visitor (the same answer whether or not the email had an account); staff get the created talent. */
export const registerAnswer = z.union([z.null(), createTalentByAdminResponse]);
