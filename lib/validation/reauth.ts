import { z } from "zod";
import { reauthMessages as m } from "@/lib/domain/reauth";
import { emailSchema } from "./email";
import { authenticationResponseSchema } from "./webauthn";
import { resetMessages } from "./password-reset-rules";

/**
 * What a request that changes how an account signs in carries to prove its sender is the owner, not only a session
 * (issue 35): the current password, and when the account has a second factor a current code (or a recovery code) or
 * a passkey's answer to a sign-in challenge (`POST /auth/passkeys/authentication/options`). Each is optional here:
 * a request without them is a 403 `REAUTH_REQUIRED` from the service (lib/services/reauth.ts), not a 422.
 */
export const reauthFields = {
  current_password: z.string({ error: m.passwordRequired }).max(200, { error: m.wrongPassword }).optional(),
  current_code: z.string({ error: m.codeRequired }).trim().max(64, { error: m.codeRequired }).optional(),
  current_passkey: authenticationResponseSchema.optional(),
};
export const reauthSchema = z.object(reauthFields);
export type ReauthProof = z.infer<typeof reauthSchema>;

/** The forms ask for the password before sending anything. */
export const currentPasswordField = z.string().min(1, { error: m.passwordRequired }).max(200, { error: m.wrongPassword });

/** The account forms' fields: the password, and a code when the account has an authenticator app. */
export const reauthFormSchema = z.object({ current_password: currentPasswordField, current_code: z.string().trim().max(64).optional() });

const newPasswordFields = {
  password: z.string({ error: resetMessages.passwordShort }).min(8, resetMessages.passwordShort).max(200),
  password_confirmation: z.string({ error: resetMessages.mismatch }).max(200),
};
const samePasswords = (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation;

/** `POST /auth/password`: a new password, with the current one (and a factor). */
export const changePasswordSchema = z
  .object({ ...reauthFields, ...newPasswordFields })
  .refine(samePasswords, { path: ["password_confirmation"], message: resetMessages.mismatch });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export const changePasswordFormSchema = reauthFormSchema
  .extend(newPasswordFields)
  .refine(samePasswords, { path: ["password_confirmation"], message: resetMessages.mismatch });

/** `POST /auth/email`: a new sign-in email, with the current password (and a factor). */
export const changeEmailSchema = z.object({ ...reauthFields, email: emailSchema() });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export const changeEmailFormSchema = reauthFormSchema.extend({ email: emailSchema() });
