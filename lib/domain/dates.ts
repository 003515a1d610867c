/**
 * The app's date formats, all "en-US": the one home for how a date reads, on the site, in the back office, in the
 * mails and the notifications. Browser-safe.
 */
const longDateUtc = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDateUtc = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const dateTimeUtc = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "March 5, 2026": the one long date of the site, the mails and the notifications, read in UTC. A day written
 * YYYY-MM-DD (a booking's project date) is that calendar day wherever the reader is.
 */
export const formatLongDate = (value: string | Date): string => longDateUtc.format(new Date(value));

/**
 * "Mar 5, 2026" read in UTC: what the public pages' server components render (the journal's cards), the same on
 * any server.
 */
export const formatShortDateUtc = (value: string | Date): string => shortDateUtc.format(new Date(value));

/**
 * "Mar 4, 2026" (the back office's and the dashboard's tables and cards), read in UTC like every date of the site: a
 * client component is rendered on the server first, and a date read in the reader's zone would differ there from the
 * browser's and break hydration (issue 30). A YYYY-MM-DD day is that calendar day. Empty for no value or one that is
 * not a date.
 */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  if (typeof value === "string" && DAY_ONLY.test(value)) return shortDateUtc.format(new Date(`${value}T00:00:00Z`));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : shortDateUtc.format(date);
}

/** "Mar 4, 2026, 2:05 PM UTC": a moment, read in UTC on the server and in the browser alike. */
export const formatDateTime = (value: string | Date): string => `${dateTimeUtc.format(new Date(value))} UTC`;

/**
 * The years a date the app stores or reads may fall in: a staff read or a line outside them is refused with a 422
 * (year 0000 or 9999 would reach the database and fail there, or overflow a day's arithmetic).
 */
const SANE_YEARS = { min: 2000, max: 2100 } as const;

/** Whether a YYYY-MM-DD day (or a moment) falls within `SANE_YEARS`, read in UTC. */
export function isSaneDate(value: string | Date): boolean {
  const year = typeof value === "string" ? Number(value.slice(0, 4)) : value.getUTCFullYear();
  return Number.isInteger(year) && year >= SANE_YEARS.min && year <= SANE_YEARS.max;
}

export const saneDateMessage = `Please enter a date between ${SANE_YEARS.min} and ${SANE_YEARS.max}`;
