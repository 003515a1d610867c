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
export type UsageRenewalStatus = (typeof USAGE_RENEWAL_STATUSES)[number];

/** Territory codes beside ISO 3166 alpha-2 countries. */
export const USAGE_REGION_LABELS = { EU: "European Union", WW: "Worldwide" } as const;
