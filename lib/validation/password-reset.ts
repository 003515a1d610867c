import { z } from "zod";

/** The texts of the forgot-password and reset-password screens (spec section 8) and of their calls. */
export const resetMessages = {
  codeSent: "Verification code sent to your email.",
  sendFailed: "Failed to send reset code.",
  tryAgain: "Something went wrong. Please try again.",
  enterCode: "Enter the verification code.",
  invalidCode: "Invalid verification code.",
  invalidLink: "Invalid or expired reset link.",
  requestNew: "Something went wrong. Please request a new reset code.",
  resetDone: "Password reset successful! Please login with your new password.",
  resetFailed: "Failed to reset password.",
  mismatch: "Passwords don't match!",
  passwordShort: "Password must be at least 8 characters",
  email: "Please enter a valid email address",
  emailRequired: "Email is required",
  codeFormat: "Enter the 6-digit code from the email.",
  /** The server's answer to every forgot-password request, whether or not the email has an account. */
  requested: "If an account exists for this email, a verification code has been sent to it.",
  locked: "Too many incorrect attempts. Please request a new code.",
} as const;

export const CODE_LENGTH = 6;

const email = z
  .string({ error: resetMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, resetMessages.emailRequired)
  .max(254, resetMessages.email)
  .pipe(z.email(resetMessages.email));

const code = z
  .string({ error: resetMessages.enterCode })
  .trim()
  .min(1, { error: resetMessages.enterCode, abort: true })
  .regex(/^\d{6}$/, resetMessages.codeFormat);

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The code travels as `token`, as the old client sent it. */
export const verifyResetCodeSchema = z.object({ email, token: code });
export type VerifyResetCodeInput = z.infer<typeof verifyResetCodeSchema>;

export const newPasswordFields = {
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
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;
