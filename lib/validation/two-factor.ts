import { z } from "zod";
import { TOTP_DIGITS, normalizeRecoveryCode, normalizeTotpCode, twoFactorMessages as m } from "@/lib/domain/two-factor";

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

/** `POST /auth/two-factor/enable`: the first code, which proves the app holds the secret. */
export const enableTwoFactorSchema = z.object({ code: totpCodeSchema });
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorSchema>;

/** `POST /auth/two-factor/disable`: the password and a current code (or one of the recovery codes). */
export const disableTwoFactorSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password must be at most 200 characters"),
  code: z.string({ error: m.codeRequired }).trim().min(1, { error: m.codeRequired }).max(64, { error: m.codeRequired }),
});
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

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
