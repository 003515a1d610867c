const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** "Mar 5, 2026" (the journal's cards). */
export const formatShortDate = (iso: string | Date) => shortDate.format(new Date(iso));
/** "March 5, 2026" (the article page, the legal pages). */
export { formatLongDate } from "@/lib/domain/dates";
/** "48.2K" followers. */
export const formatCompact = (n: number) => compact.format(n);
