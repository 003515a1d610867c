const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * "March 5, 2026": the one long date of the site, the mails and the notifications, read in UTC. A day written
 * YYYY-MM-DD (a booking's project date) is that calendar day wherever the reader is.
 */
export const formatLongDate = (value: string | Date): string => longDate.format(new Date(value));
