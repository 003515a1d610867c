// The forgot- and reset-password screens' checks without zod, so those pages ship no schema library. The server
// validates with the zod schemas of password-reset.ts, built from the same messages; password-reset-rules.test.ts
// keeps the two in agreement.
import { emailMessages } from "./email-rules";

export { checkEmail, normalizeEmail } from "./email-rules";

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
  email: emailMessages.invalid,
  emailRequired: emailMessages.required,
  codeFormat: "Enter the 6-digit code from the email.",
  /** The server's answer to every forgot-password request, whether or not the email has an account. */
  requested: "If an account exists for this email, a verification code has been sent to it.",
  locked: "Too many incorrect attempts. Please request a new code.",
} as const;

export const CODE_LENGTH = 6;

/** The code step's field, as verifyResetCodeSchema checks `token`: required, then the six digits of the mail. */
export function checkCode(code: string): string | null {
  const trimmed = code.trim();
  if (!trimmed) return resetMessages.enterCode;
  return trimmed.length === CODE_LENGTH && /^\d+$/.test(trimmed) ? null : resetMessages.codeFormat;
}

export type NewPasswordValues = { password: string; password_confirmation: string };
export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** The reset screen's two password fields: at least 8 characters, and the same twice. */
export function validateNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (values.password.length < 8 || values.password.length > 200) errors.password = resetMessages.passwordShort;
  if (values.password_confirmation.length > 200 || values.password !== values.password_confirmation) {
    errors.password_confirmation = resetMessages.mismatch;
  }
  return errors;
}
