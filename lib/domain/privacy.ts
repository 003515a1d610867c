/**
 * Personal data: the export a talent downloads and the erasure staff (or the retention job) carry out (issue 29,
 * items 8 and 9). Browser-safe: the names, limits and defaults that the services, the schemas and the screens share.
 */

/** What an erased talent is called wherever a booking, a job line or a list still names them. */
export const ERASED_TALENT_NAME = "Erased talent";

const ERASED_DOMAIN = "@erased.invalid";

/**
 * The address an erased account keeps: unique (the email column is), never deliverable (`.invalid` is reserved by
 * RFC 2606), and saying nothing about the person.
 */
export const erasedEmail = (userId: number) => `erased-${userId}${ERASED_DOMAIN}`;
/** Whether an account's address is an erased one (the admin's talent page then offers no erasure). */
export const isErasedEmail = (email: string) => email.endsWith(ERASED_DOMAIN);

/** A talent may download their data this many times a day (counted per account, lib/services/rate-limit.ts). */
export const DATA_EXPORT_LIMIT = { max: 3, windowSeconds: 86_400 } as const;

/** Photos beyond this total are left out of an export (and named in its README) so a zip stays within memory. */
export const DATA_EXPORT_MAX_PHOTO_BYTES = 200 * 1024 * 1024;

/** The retention setting's defaults and bounds, in days. */
export const RETENTION_DEFAULTS = { declinedApplicantDays: 180, contactMessageDays: 365 } as const;
export const RETENTION_MIN_DAYS = 1;
export const RETENTION_MAX_DAYS = 3650;

/** The erase dialog's and the API's wording for a confirmation that is not the talent's email. */
export const ERASE_CONFIRM_MISMATCH = "Type the talent's email address exactly to confirm.";
