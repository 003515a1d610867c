/**
 * The talent categories and the four public listings (boards) that show them: the one home of their values, labels,
 * slugs and paths. Browser-safe and zod-free: `db/schema/enums.ts` builds the `talent_category` enum from the tuple,
 * the zod schemas use `z.enum(TALENT_CATEGORIES)`, `proxy.ts` reads the listing paths.
 */

/** The database enum's values, in its order. */
export const TALENT_CATEGORIES = ["female", "male", "influencer", "teen"] as const;
export type TalentCategory = (typeof TALENT_CATEGORIES)[number];

/** The spec's display names of the categories (the profile's eyebrow, the comp card, the admin, registration). */
export const talentCategoryLabels: Record<TalentCategory, string> = {
  female: "Female Model",
  male: "Male Model",
  influencer: "Influencer",
  teen: "Teen Model",
};

/** The short names the admin's edit form offers ("Female", "Teen"). */
export const talentCategoryShortLabels: Record<TalentCategory, string> = {
  female: "Female",
  male: "Male",
  influencer: "Influencer",
  teen: "Teen",
};

/** A category's display name; any other value as it is, none as "Uncategorized" (the admin's tables). */
export function categoryLabel(category: string | null | undefined): string {
  if (!category) return "Uncategorized";
  return Object.hasOwn(talentCategoryLabels, category) ? talentCategoryLabels[category as TalentCategory] : category;
}

/** A select's options for the categories, in the order a screen lists them. */
export function talentCategoryOptions(order: readonly TalentCategory[] = TALENT_CATEGORIES, labels: Record<TalentCategory, string> = talentCategoryLabels) {
  return order.map((value) => ({ value, label: labels[value] }));
}

/** The four listings' URL slugs, in the order the menu, the footer and the home page show them. */
export const listingSlugs = ["female-models", "male-models", "influencers", "teen-models"] as const;
export type ListingSlug = (typeof listingSlugs)[number];
/** The listings' paths: the only pages whose query strings carry filters (proxy.ts). */
export const listingPaths = listingSlugs.map((slug) => `/${slug}` as const);

/**
 * The four listing pages: URL slug -> category, the heading's words, the board's short name in the desktop header
 * (as agencies name their boards: Women, Men) and the default subtitle.
 */
export const listings = {
  "female-models": { category: "female", label: "Female Models", board: "Women", subtitle: "Runway, editorial and commercial female models ready for your next project." },
  "male-models": { category: "male", label: "Male Models", board: "Men", subtitle: "Distinctive male models for fashion, fitness and lifestyle campaigns." },
  influencers: { category: "influencer", label: "Influencers", board: "Influencers", subtitle: "Creators with engaged audiences who turn campaigns into conversations." },
  "teen-models": { category: "teen", label: "Teen Models", board: "Teen", subtitle: "Fresh faces aged 16 to 17, represented with parental consent." },
} as const satisfies Record<ListingSlug, { category: TalentCategory; label: string; board: string; subtitle: string }>;

export const isListingSlug = (value: string): value is ListingSlug => Object.hasOwn(listings, value);

/** The listing page of a category ("Back to Models"); `/talent` when the category is unknown. */
export function listingPathOf(category: string | null | undefined): string {
  const slug = listingSlugs.find((s) => listings[s].category === category);
  return slug ? `/${slug}` : "/talent";
}

/** The four listings as links (the menu, the footer, the home page), in their order. */
export const listingLinks: readonly { href: string; label: string }[] = listingSlugs.map((slug) => ({ href: `/${slug}`, label: listings[slug].label }));

/** The four boards by their short names, for the desktop header. */
export const boardLinks: readonly { href: string; label: string }[] = listingSlugs.map((slug) => ({ href: `/${slug}`, label: listings[slug].board }));
