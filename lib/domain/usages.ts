/**
 * Usage rights a client licenses on a job (issue 40, `job_usages`): the media vocabulary, exclusivity and renewal
 * states, and the words each has on screens, documents and mails. Browser-safe; the one home of these words.
 */
export const USAGE_MEDIA = [
  "print",
  "online_owned",
  "online_paid",
  "social_organic",
  "social_paid",
  "ooh",
  "pos",
  "tv",
  "cinema",
  "ecommerce",
  "packaging",
  "editorial",
  "pr",
  "all_media",
] as const;
export type UsageMedium = (typeof USAGE_MEDIA)[number];

export const USAGE_MEDIA_LABELS: Record<UsageMedium, string> = {
  print: "Print",
  online_owned: "Online (owned)",
  online_paid: "Online (paid)",
  social_organic: "Social (organic)",
  social_paid: "Social (paid)",
  ooh: "Out of home",
  pos: "Point of sale",
  tv: "TV",
  cinema: "Cinema",
  ecommerce: "E-commerce",
  packaging: "Packaging",
  editorial: "Editorial",
  pr: "PR",
  all_media: "All media",
};

export const USAGE_EXCLUSIVITIES = ["none", "category", "full"] as const;
export type UsageExclusivity = (typeof USAGE_EXCLUSIVITIES)[number];

export const USAGE_EXCLUSIVITY_LABELS: Record<UsageExclusivity, string> = {
  none: "Not exclusive",
  category: "Exclusive in its category",
  full: "Fully exclusive",
};

export const USAGE_RENEWAL_STATUSES = ["none", "due", "offered", "renewed", "lapsed"] as const;

/** Territory codes beside ISO 3166 alpha-2 countries. */
export const USAGE_REGION_LABELS = { EU: "European Union", WW: "Worldwide" } as const;

/** A territory code as typed ("es", " EU ") upper-cased; `isTerritory` says whether it names a country, the EU or the world. */
export const normaliseTerritory = (code: string): string => code.trim().toUpperCase();

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  } catch {
    return null;
  }
})();

/** Whether a code is a territory: `EU`, `WW` or an assigned ISO 3166 alpha-2 country. */
export function isTerritory(code: string): boolean {
  if (code in USAGE_REGION_LABELS) return true;
  if (!/^[A-Z]{2}$/.test(code)) return false;
  // Intl names the assigned codes; user-assigned ones (AA, QM-QZ, XA-XZ, ZZ) are not countries.
  if (/^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/.test(code)) return false;
  const name = regionNames?.of(code);
  return !!name && name !== code;
}

/** "European Union" for EU, "Worldwide" for WW, the English country name otherwise ("ES" → "Spain"). */
export function territoryLabel(code: string): string {
  if (code in USAGE_REGION_LABELS) return USAGE_REGION_LABELS[code as keyof typeof USAGE_REGION_LABELS];
  return regionNames?.of(code) ?? code;
}

export const mediaLabel = (medium: string): string => USAGE_MEDIA_LABELS[medium as UsageMedium] ?? medium;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2028-01-31" → "31 Jan 2028": a calendar date, no time zone involved. */
function formatUsageDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}

/** "1 Feb 2027 – 31 Jan 2028", or "From 1 Feb 2027, perpetual". */
export function usagePeriodLabel(u: { starts_on: string; ends_on: string | null; perpetual: boolean }): string {
  if (u.perpetual || !u.ends_on) return `From ${formatUsageDate(u.starts_on)}, perpetual`;
  return `${formatUsageDate(u.starts_on)} – ${formatUsageDate(u.ends_on)}`;
}

/** The exclusivity in words: "Exclusive in fragrance" when the category is named. */
function exclusivityLabel(u: { exclusivity: string; exclusivity_category?: string | null }): string {
  if (u.exclusivity === "category" && u.exclusivity_category) return `Exclusive in ${u.exclusivity_category}`;
  return USAGE_EXCLUSIVITY_LABELS[u.exclusivity as UsageExclusivity] ?? u.exclusivity;
}

/** One line: "Online (paid), Social (paid) · European Union · 1 Feb 2027 – 31 Jan 2028 · Not exclusive". */
export function usageSummary(u: { media: string[]; territory: string[]; starts_on: string; ends_on: string | null; perpetual: boolean; exclusivity: string; exclusivity_category?: string | null }): string {
  return [u.media.map(mediaLabel).join(", "), u.territory.map(territoryLabel).join(", "), usagePeriodLabel(u), exclusivityLabel(u)].join(" · ");
}
