import { z } from "zod";
import { TOTP_DIGITS, normalizeRecoveryCode, normalizeTotpCode, twoFactorMessages as m } from "@/lib/domain/two-factor";
import { currentPasswordField, reauthFields } from "./reauth";

const totpPattern = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** A six-digit code from the authenticator app; spaces inside are allowed ("123 456"). */
const totpCodeSchema = z
  .string({ error: m.codeFormat })
  .max(32, { error: m.codeFormat })
  .transform(normalizeTotpCode)
  .refine((v) => totpPattern.test(v), { error: m.codeFormat });

/** A recovery code as shown (`abcde-fghij`), typed with or without its dash. */
const recoveryCodeSchema = z
  .string({ error: m.wrongRecoveryCode })
  .max(64, { error: m.wrongRecoveryCode })
  .transform(normalizeRecoveryCode)
  .refine((v) => /^[a-z2-7]{10}$/.test(v), { error: m.wrongRecoveryCode });

/**
 * `POST /auth/two-factor/enable`: the first code, which proves the app holds the secret, with the current password
 * (and a passkey when the account has one: lib/validation/reauth.ts). The account's other sessions end unless
 * `end_other_sessions` is false.
 */
export const enableTwoFactorSchema = z.object({ code: totpCodeSchema, end_other_sessions: z.boolean().default(true), ...reauthFields });
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorSchema>;
/** The set-up form: the code and the password (a passkey, when needed, is asked for on submit). */
export const enableTwoFactorFormSchema = z.object({ code: totpCodeSchema, current_password: currentPasswordField, end_other_sessions: z.boolean() });

/** `POST /auth/two-factor/recovery-codes`: a current code from the app and the current password. */
export const recoveryCodesSchema = z.object({ code: totpCodeSchema, current_password: reauthFields.current_password });
export type RecoveryCodesInput = z.infer<typeof recoveryCodesSchema>;
export const recoveryCodesFormSchema = z.object({ code: totpCodeSchema, current_password: currentPasswordField });

/** `POST /auth/two-factor/disable`: the current password and a current code (or one of the recovery codes). */
export const disableTwoFactorSchema = z.object({
  current_password: reauthFields.current_password,
  code: z.string({ error: m.codeRequired }).trim().min(1, { error: m.codeRequired }).max(64, { error: m.codeRequired }),
});
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;
export const disableTwoFactorFormSchema = disableTwoFactorSchema.extend({ current_password: currentPasswordField });

/** `POST /admin/login/two-factor`: the challenge of the first step with a code, or with a recovery code. */
export const twoFactorLoginSchema = z
  .object({
    challenge: z.string({ error: m.challengeRequired }).min(1, { error: m.challengeRequired }).max(200, { error: m.challengeRequired }),
    code: totpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.code === undefined && v.recovery_code === undefined) ctx.addIssue({ code: "custom", path: ["code"], message: m.codeRequired });
    if (v.code !== undefined && v.recovery_code !== undefined) ctx.addIssue({ code: "custom", path: ["recovery_code"], message: m.oneCode });
  });
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginSchema>;

/** `PUT /admin/security`: the staff sign-in policy, admin only. */
export const securityPolicySchema = z.object({ require_two_factor: z.boolean({ error: "Choose on or off" }) });
export type SecurityPolicy = z.infer<typeof securityPolicySchema>;
