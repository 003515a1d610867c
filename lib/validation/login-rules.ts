// The sign-in form's checks without zod, so the /login page ships no schema library. The server validates the
// same request with `loginSchema` (lib/validation/auth.ts); login-rules.test.ts keeps the two in agreement.

export type LoginFormValues = { email: string; password: string };
export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

export const loginMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooLong: "Password must be at most 200 characters",
} as const;

// The shape zod's .email() accepts in practice: one @, a dotted domain, no spaces.
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([\w'+\-.]*)[\w+-]@([a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/i;

/** The form's values as the API expects them: the email trimmed and lower-cased, the password as typed. */
export function normalizeLogin(values: LoginFormValues): LoginFormValues {
  return { email: values.email.trim().toLowerCase(), password: values.password };
}

/** Field messages for the sign-in form (spec section 5: email required and an email, password required). */
export function validateLoginForm(values: LoginFormValues): LoginFormErrors {
  const { email, password } = normalizeLogin(values);
  const errors: LoginFormErrors = {};
  if (!email) errors.email = loginMessages.emailRequired;
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) errors.email = loginMessages.emailInvalid;
  if (!password) errors.password = loginMessages.passwordRequired;
  else if (password.length > 200) errors.password = loginMessages.passwordTooLong;
  return errors;
}
