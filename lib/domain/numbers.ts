const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** "48.2K" followers (the public profile). */
export const formatCompact = (n: number) => compact.format(n);
