import { z } from "zod";
import { emailSchema } from "./email";
import { resetMessages } from "./password-reset-rules";

// The messages live without zod in password-reset-rules.ts, so the reset screens can check their fields without
// shipping zod; they are re-exported here for the server.
export { resetMessages };

const email = emailSchema({ required: resetMessages.emailRequired, invalid: resetMessages.email });

const code = z
  .string({ error: resetMessages.enterCode })
  .trim()
  .min(1, { error: resetMessages.enterCode, abort: true })
  .regex(/^\d{6}$/, resetMessages.codeFormat);

export const forgotPasswordSchema = z.object({ email });

/** The code travels as `token`, as the old client sent it. */
export const verifyResetCodeSchema = z.object({ email, token: code });
export type VerifyResetCodeInput = z.infer<typeof verifyResetCodeSchema>;

const newPasswordFields = {
  password: z.string({ error: resetMessages.passwordShort }).min(8, resetMessages.passwordShort).max(200),
  password_confirmation: z.string({ error: resetMessages.mismatch }).max(200),
};

export const resetPasswordSchema = z
  .object({ email, token: code, ...newPasswordFields })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: resetMessages.mismatch,
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset screen's own form: the two password fields (the email and code come from the link). */
export const newPasswordFormSchema = z.object(newPasswordFields).refine((v) => v.password === v.password_confirmation, {
  path: ["password_confirmation"],
  message: resetMessages.mismatch,
});
