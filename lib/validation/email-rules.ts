// The email check of the public forms without zod (sign-in, forgot password, registration). It accepts what zod's `z.email()`
// accepts; login-rules.test.ts and password-reset-rules.test.ts compare the two.

export const emailMessages = {
  required: "Email is required",
  invalid: "Please enter a valid email address",
} as const;

// zod 4's email pattern: one @, no leading, trailing or double dots in the local part, a dotted domain.
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([\w'+\-.]*)[\w+-]@([a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/i;

/** The address as the server stores it: trimmed and lower-cased. */
export const normalizeEmail = (raw: string): string => raw.trim().toLowerCase();

/** Whether an address (already normalized) is one the server accepts. */
export const isEmail = (email: string): boolean => email.length <= 254 && EMAIL_PATTERN.test(email);

/** The message for a bad address, or null when it is fine. */
export function checkEmail(raw: string): string | null {
  const email = normalizeEmail(raw);
  if (!email) return emailMessages.required;
  if (!isEmail(email)) return emailMessages.invalid;
  return null;
}
