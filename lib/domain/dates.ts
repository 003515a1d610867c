/**
 * The app's date formats, all "en-US": the one home for how a date reads, on the site, in the back office, in the
 * mails and the notifications. Browser-safe.
 */
const longDateUtc = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDateUtc = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

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
 * "Mar 4, 2026" in the reader's time zone (the back office's tables and cards); a YYYY-MM-DD day is that calendar
 * day wherever the reader is. Empty for no value or one that is not a date.
 */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  if (typeof value === "string" && DAY_ONLY.test(value)) {
    const [y, m, d] = value.split("-").map(Number);
    return shortDate.format(new Date(y, m - 1, d));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : shortDate.format(date);
}

/** "Mar 4, 2026, 2:05 PM" in the reader's time zone. */
export const formatDateTime = (value: string | Date): string => dateTime.format(new Date(value));
