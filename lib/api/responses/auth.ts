import { z } from "zod";
import type { getCurrentUser } from "@/lib/services/accounts";
import type { publicUser } from "@/lib/api/login";
import type { enableTwoFactor, getSecurityPolicy, getTwoFactorStatus, startTwoFactorSetup } from "@/lib/services/accounts";
import type { getReauthNeeds } from "@/lib/services/accounts";
import type { changeOwnEmail, changeOwnPassword } from "@/lib/services/accounts";
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

/** Either login's answer for a user with a second factor: no token, no cookie, a challenge for the second step. */
const twoFactorChallengeAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    two_factor_required: z.literal(true),
    challenge: z.string().describe("Send it to `POST /admin/login/two-factor` with `code` or `recovery_code` within five minutes"),
    expires_at: isoDate,
  }),
});
export const adminLoginOrChallengeAnswer = z.union([adminLoginAnswer, twoFactorChallengeAnswer]);
export const talentLoginOrChallengeAnswer = z.union([talentLoginAnswer, twoFactorChallengeAnswer]);

/** `GET /auth/two-factor`: the account page's section. */
export const twoFactorStatusAnswer = z.object({
  enabled: z.boolean(),
  enabled_at: isoDate.nullable(),
  recovery_codes_left: z.number().int(),
  required: z.boolean(),
  has_passkey: z.boolean().describe("A passkey counts as a second factor too"),
  last_factor_locked: z.boolean().describe("Two-factor is required for staff and this is the account's only factor: removing it is refused (409)"),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getTwoFactorStatus>>>>;
/** `POST /auth/two-factor/setup`: the secret, shown this once, its otpauth:// address and that address as a QR code. */
export const twoFactorSetupAnswer = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string().describe("The otpauth:// address as an SVG QR code, a data: URL"),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof startTwoFactorSetup>>>>;
/** `POST /auth/two-factor/enable` and `/recovery-codes`: the ten recovery codes, shown this once. */
export const twoFactorEnableAnswer = z.object({
  recovery_codes: z.array(z.string()),
  sessions_ended: z.number().int().describe("The account's other sessions ended by turning two-factor on (0 for new recovery codes)"),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof enableTwoFactor>>>>;
/** `GET/PUT /admin/security`: the staff sign-in policy, and how many staff have no second factor yet. */
export const securityPolicyAnswer = z.object({
  require_two_factor: z.boolean(),
  staff_without_factor: z.number().int().describe("Staff (not suspended) without an authenticator app or a passkey; turning the setting on mails each"),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getSecurityPolicy>>>>;

/** `GET /auth/reauth`: what a change to the viewer's sign-in asks for besides the current password. */
export const reauthNeedsAnswer = z.object({
  code: z.boolean().describe("`current_code`: an authenticator code or a recovery code is accepted"),
  passkey: z.boolean().describe("`current_passkey`: a passkey's answer to a sign-in challenge is accepted"),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getReauthNeeds>>>>;
/** `POST /auth/password`. */
export const changePasswordAnswer = z.object({ sessions_ended: z.number().int() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof changeOwnPassword>>>>;
/** `POST /auth/email`. */
export const changeEmailAnswer = z.object({ email: z.string() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof changeOwnEmail>>>>;

/** `GET /auth/me`: the user under `data.user`. */
export const meAnswer = z.object({ user: getCurrentUserResponse });
/** `GET /admin/me`: the admin, and again under `user` (the old admin reads `data.user.role`). */
export const adminMeAnswer = getCurrentUserResponse.extend({ user: getCurrentUserResponse });

/** Answers whose `message` says it all: `data` is null. */
export const noData = z.null();

/** `POST /auth/register`: null for a visitor (the same answer whether or not the email had an account); staff get the created talent. */
export const registerAnswer = z.union([z.null(), createTalentByAdminResponse]);

/** The routes' documentation of asking again (issue 35), one text for every route that does. */
export const REAUTH_NOTE =
  "The current password comes in `current_password`, and when the account has a second factor a current code (`current_code`) or a passkey's answer to a sign-in challenge from `POST /auth/passkeys/authentication/options` (`current_passkey`); `GET /auth/reauth` says which. Without them, or with a wrong one, the answer is a 403 with `code: REAUTH_REQUIRED` and the message at that field; too many wrong ones a 429.";
