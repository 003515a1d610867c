/**
 * Two-factor sign-in for staff (issue 29): the numbers and texts shared by the service, the routes' schemas and the
 * screens. Browser-safe.
 */

/** Digits of an authenticator code (RFC 6238 defaults, what every authenticator app shows). */
export const TOTP_DIGITS = 6;
/** Recovery codes given when TOTP is turned on; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in waits for its code, and how many codes it takes. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** Where a staff member sets up (and turns off) their second factor. */
export const ACCOUNT_PATH = "/admin/account";
/** The account page's address when the "require" setting sent someone there. */
export const ACCOUNT_SETUP_REQUIRED_PATH = `${ACCOUNT_PATH}?two-factor=required`;

/** The `code` of the 403 every staff route answers while the "require" setting waits for this user's set-up. */
export const TWO_FACTOR_SETUP_REQUIRED = "TWO_FACTOR_SETUP_REQUIRED";

export const twoFactorMessages = {
  setupRequired: "Two-factor sign-in is required for staff. Set it up on your account page to continue.",
  codeFormat: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`,
  wrongCode: "That code is not right. Enter the current code from your authenticator app.",
  codeUsed: "That code was already used. Wait for the next one.",
  wrongRecoveryCode: "That recovery code is not right, or it was already used.",
  wrongPassword: "The password is not right.",
  challengeGone: "This sign-in has expired. Enter your email and password again.",
  challengeSpent: "Too many wrong codes. Enter your email and password again.",
  alreadyOn: "Two-factor sign-in is already on for this account.",
  notStarted: "Start the set-up first: the code must come from the secret just shown.",
  notOn: "Two-factor sign-in is not on for this account.",
  codeRequired: "Enter a code from your authenticator app, or a recovery code",
  oneCode: "Send either a code or a recovery code",
  challengeRequired: "The sign-in challenge is missing",
  tooMany: "Too many wrong codes for this account. Please wait a few minutes and try again.",
  enterCode: "Enter the code from your authenticator app.",
} as const;

/** A recovery code as typed: spaces and dashes dropped, lower-case (codes are shown as `abcde-fghij`). */
export function normalizeRecoveryCode(value: string): string {
  return value.replace(/[\s-]/g, "").toLowerCase();
}

/** A TOTP code as typed: spaces dropped ("123 456"). */
export function normalizeTotpCode(value: string): string {
  return value.replace(/\s/g, "");
}
