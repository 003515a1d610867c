/**
 * Usage rights (issue 40, `clients-and-confirmations.md` `job_usages`): the media vocabulary, territories and
 * exclusivity, with the labels every screen and document shows. The one home: the job's Money tab, the company's
 * history, the confirmation's document and its PDF all read these. Browser-safe.
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
  social_organic: "Social media (organic)",
  social_paid: "Social media (paid)",
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

export const USAGE_EXCLUSIVITY = ["none", "category", "full"] as const;
export type UsageExclusivity = (typeof USAGE_EXCLUSIVITY)[number];

export const USAGE_EXCLUSIVITY_LABELS: Record<UsageExclusivity, string> = {
  none: "Not exclusive",
  category: "Exclusive in its category",
  full: "Fully exclusive",
};

/** The two territories that are not countries. */
export const TERRITORY_EU = "EU";
export const TERRITORY_WORLDWIDE = "WW";

/** A territory code as typed ("es", " EU ") upper-cased; the validation checks it names a country, the EU or the world. */
export const normaliseTerritory = (code: string): string => code.trim().toUpperCase();

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  } catch {
    return null;
  }
})();

/** Whether a code is a territory: `EU`, `WW` or an ISO 3166 alpha-2 country. */
export function isTerritory(code: string): boolean {
  if (code === TERRITORY_EU || code === TERRITORY_WORLDWIDE) return true;
  if (!/^[A-Z]{2}$/.test(code)) return false;
  // Intl knows the assigned alpha-2 codes; a user-assigned or unassigned one ("XX", "ZZ") has no name.
  const name = regionNames?.of(code);
  return !!name && name !== code && !/^(XA|XB|XX|ZZ|Q[M-Z]|X[C-Z]|AA|OO)$/.test(code);
}

/** "European Union" for EU, "Worldwide" for WW, the English country name otherwise ("ES" → "Spain"). */
export function territoryLabel(code: string): string {
  if (code === TERRITORY_EU) return "European Union";
  if (code === TERRITORY_WORLDWIDE) return "Worldwide";
  return regionNames?.of(code) ?? code;
}

export const mediaLabel = (medium: string): string => USAGE_MEDIA_LABELS[medium as UsageMedium] ?? medium;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2028-01-31" → "31 Jan 2028" (a calendar date, no time zone involved). */
export function formatUsageDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}

/** "1 Feb 2027 – 31 Jan 2028", or "From 1 Feb 2027, perpetual". */
export function usagePeriodLabel(u: { starts_on: string; ends_on: string | null; perpetual: boolean }): string {
  if (u.perpetual || !u.ends_on) return `From ${formatUsageDate(u.starts_on)}, perpetual`;
  return `${formatUsageDate(u.starts_on)} – ${formatUsageDate(u.ends_on)}`;
}

/** One line that says what a usage licenses: "Online (paid), Social media (paid) · European Union · 1 Feb 2027 – 31 Jan 2028 · Not exclusive". */
export function usageSummary(u: { media: string[]; territory: string[]; starts_on: string; ends_on: string | null; perpetual: boolean; exclusivity: string; exclusivity_category?: string | null }): string {
  const exclusivity =
    u.exclusivity === "category" && u.exclusivity_category ? `Exclusive in ${u.exclusivity_category}` : (USAGE_EXCLUSIVITY_LABELS[u.exclusivity as UsageExclusivity] ?? u.exclusivity);
  return [u.media.map(mediaLabel).join(", "), u.territory.map(territoryLabel).join(", "), usagePeriodLabel(u), exclusivity].join(" · ");
}
