/**
 * Client packages' rules shared by the admin screens, the validation and the services (browser-safe).
 */

/** A new package's link lasts this many days unless the booker picks another date. */
const PACKAGE_DEFAULT_DAYS = 14;
/** The longest a link may last, counted from today. */
export const PACKAGE_MAX_DAYS = 90;
/** At most this many talents in one package (a brief's shortlist, not the whole board). */
export const PACKAGE_MAX_TALENTS = 24;
/** At most this many chosen photos per talent. */
export const PACKAGE_MAX_PHOTOS = 12;
/** A reload by the same browser within this many seconds is the same visit. */
export const PACKAGE_VISIT_SECONDS = 30 * 60;

export const packageStatuses = ["active", "expired", "revoked"] as const;
export type PackageStatus = (typeof packageStatuses)[number];

export const packageStatusLabels: Record<PackageStatus, string> = {
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
};

/** Revoked wins over expired: a revoked link stays revoked whatever its date. */
export function packageStatusOf(p: { revoked_at: string | Date | null; expires_at: string | Date }, now = new Date()): PackageStatus {
  if (p.revoked_at) return "revoked";
  return new Date(p.expires_at).getTime() <= now.getTime() ? "expired" : "active";
}

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The expiry date field's default: 14 days from today (YYYY-MM-DD). */
export const defaultExpiryDay = (now = new Date()) => isoDay(new Date(now.getTime() + PACKAGE_DEFAULT_DAYS * DAY_MS));
/** The latest day the expiry field accepts. */
export const maxExpiryDay = (now = new Date()) => isoDay(new Date(now.getTime() + PACKAGE_MAX_DAYS * DAY_MS));
/** The earliest: tomorrow (a link that expires today is of no use to a client). */
export const minExpiryDay = (now = new Date()) => isoDay(new Date(now.getTime() + DAY_MS));

/** A link chosen to expire on a day lasts to the end of that day (UTC). */
export const expiryInstantOf = (day: string) => new Date(`${day}T23:59:59.999Z`);

export const packageMessages = {
  title: "Please enter a title",
  clientName: "Please enter the client's name",
  clientEmail: "Invalid email address",
  expiresAt: "Enter a valid date",
  expiresTooLate: `The link can last at most ${PACKAGE_MAX_DAYS} days`,
  expiresTooEarly: "The link must last until tomorrow or later",
  projectDate: "Enter a valid date",
  talents: "Add at least one talent",
  tooManyTalents: `A package holds at most ${PACKAGE_MAX_TALENTS} talents`,
  duplicateTalent: "A talent can be in the package only once",
  selection: "Please select at least one talent",
  gone: "This selection is no longer available",
  goneDetail:
    "The link you followed has expired or was withdrawn. If you would still like to see these talents, or others, get in touch and we will send you a new selection.",
  goneContact: "Contact the agency",
} as const;

