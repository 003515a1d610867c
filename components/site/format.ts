const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en-US");

/** "Mar 5, 2026" (the journal's cards). */
export const formatShortDate = (iso: string | Date) => shortDate.format(new Date(iso));
/** "March 5, 2026" (the article page). */
export const formatLongDate = (iso: string | Date) => longDate.format(new Date(iso));
/** "48.2K" followers. */
export const formatCompact = (n: number) => compact.format(n);
export const formatNumber = (n: number) => whole.format(n);
