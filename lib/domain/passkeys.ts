/** Passkeys (WebAuthn): the limits and words shared by the service, its schemas and the screens. */

/** How many passkeys one person may keep: enough for every device they own, few enough to review at a glance. */
export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX = 60;
/** How long an options call's challenge may be answered. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60;

/** Where a passkey sign-in leads: the admin panel (staff only) or the talent site. */
export const PASSKEY_PANELS = ["admin", "talent"] as const;
export type PasskeyPanel = (typeof PASSKEY_PANELS)[number];

export const passkeyMessages = {
  nameRequired: "Please give the passkey a name",
  nameTooLong: `The name can be at most ${PASSKEY_NAME_MAX} characters`,
  tooMany: `You can keep at most ${MAX_PASSKEYS} passkeys. Remove one to add another.`,
  notVerified: "This passkey could not be verified. Please try again.",
  signInFailed: "This passkey could not sign you in. Try again, or use your email and password.",
  duplicate: "This passkey is already registered.",
  added: "Passkey added",
  renamed: "Passkey renamed",
  removed: "Passkey removed",
} as const;
