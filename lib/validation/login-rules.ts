// The sign-in form's checks without zod, so the /login page ships no schema library. The server validates the
// same request with `loginSchema` (lib/validation/auth.ts); login-rules.test.ts keeps the two in agreement.
import { checkEmail, emailMessages, normalizeEmail } from "./email-rules";

export type LoginFormValues = { email: string; password: string };
export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

export const loginMessages = {
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  passwordRequired: "Password is required",
  passwordTooLong: "Password must be at most 200 characters",
} as const;

/** The form's values as the API expects them: the email trimmed and lower-cased, the password as typed. */
export function normalizeLogin(values: LoginFormValues): LoginFormValues {
  return { email: normalizeEmail(values.email), password: values.password };
}

/** Field messages for the sign-in form (spec section 5: email required and an email, password required). */
export function validateLoginForm(values: LoginFormValues): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const email = checkEmail(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = loginMessages.passwordRequired;
  else if (values.password.length > 200) errors.password = loginMessages.passwordTooLong;
  return errors;
}
