const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** "Mar 5, 2026" (the journal's cards) and "March 5, 2026" (the article page, the legal pages), both read in UTC. */
export { formatLongDate, formatShortDateUtc as formatShortDate } from "@/lib/domain/dates";
/** "48.2K" followers. */
export const formatCompact = (n: number) => compact.format(n);
