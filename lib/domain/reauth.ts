/**
 * Asking again before a change to how an account signs in (issue 35): the code a refused request carries and the
 * texts the service, the schemas and the account forms share. Browser-safe.
 */

/** The `code` of the 403 a sign-in change answers without the current password (and factor) in the request. */
export const REAUTH_REQUIRED = "REAUTH_REQUIRED";
/** The `code` of the 409 that refuses removing one's last second factor while staff must have one. */
export const LAST_FACTOR_REQUIRED = "LAST_FACTOR_REQUIRED";
/** The `code` of the 403 a password sign-in gets when the account's second factor is a passkey. */
export const PASSKEY_SIGN_IN_REQUIRED = "PASSKEY_SIGN_IN_REQUIRED";

export const reauthMessages = {
  passwordRequired: "Enter your current password to make this change.",
  wrongPassword: "That password is not right.",
  codeRequired: "Enter a current code from your authenticator app, or a recovery code.",
  passkeyRequired: "Confirm this change with one of your passkeys.",
  passkeyFailed: "That passkey could not be verified. Try again.",
  tooMany: "Too many wrong passwords or codes for this account. Please wait a few minutes and try again.",
  lastFactor:
    "Two-factor sign-in is required for all staff, so you cannot remove your last second factor. Add another one first (a passkey or an authenticator app), or ask an administrator to stop requiring it.",
  passkeySignIn: "This account's second factor is a passkey: sign in with “Sign in with a passkey”.",
} as const;

/** What a change to an account's sign-in asks for besides the password (the account's second factors). */
export interface ReauthNeeds {
  /** A current authenticator code (or a recovery code) is accepted. */
  code: boolean;
  /** A passkey assertion is accepted. */
  passkey: boolean;
}

/** Whether the account must prove a second factor as well as its password. */
export const needsFactor = (needs: ReauthNeeds) => needs.code || needs.passkey;

/** The sign-in pages' `?reason=` when a page found the browser's session ended elsewhere (issue 39). */
export const SIGNED_OUT_REASON = "signed-out";
export const signedOutNotice = "You were signed out from another device. Please sign in again.";
