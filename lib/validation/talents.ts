import { z } from "zod";
import { talentCategories, type TalentCategory } from "./common";

/** The A to Z filter of the listings. */
export const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** A single letter, upper-cased; anything else is treated as "no filter" by the query schema. */
export const letterSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z]$/, { error: "Letter must be a single letter from A to Z" })
  .transform((v) => v.toUpperCase());

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((v) => (v ? v : undefined));

/**
 * `GET /talents`: category, search, letter, page and limit. An unknown category or a malformed letter is a 422
 * (a client asking for something that cannot exist should hear so); paging is clamped.
 */
export const talentsQuerySchema = z.object({
  category: z.enum(talentCategories, { error: "Category must be one of female, male, influencer, teen" }).optional(),
  search: optionalText(100),
  letter: letterSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(20).default(20),
});
export type TalentsQuery = z.infer<typeof talentsQuerySchema>;

/** The four listing pages: URL slug -> API category, the heading's category word and the default subtitle. */
export const listings = {
  "female-models": { category: "female", label: "Female Models", subtitle: "Runway, editorial and commercial female models ready for your next project." },
  "male-models": { category: "male", label: "Male Models", subtitle: "Distinctive male models for fashion, fitness and lifestyle campaigns." },
  influencers: { category: "influencer", label: "Influencers", subtitle: "Creators with engaged audiences who turn campaigns into conversations." },
  "teen-models": { category: "teen", label: "Teen Models", subtitle: "Fresh faces aged 16 to 17, represented with parental consent." },
} as const satisfies Record<string, { category: TalentCategory; label: string; subtitle: string }>;

export type ListingSlug = keyof typeof listings;
export const listingSlugs = Object.keys(listings) as ListingSlug[];

export const isListingSlug = (value: string): value is ListingSlug => Object.hasOwn(listings, value);

/** The listing page of a category ("Back to Models"); `/talent` when the category is unknown. */
export function listingPathOf(category: string | null | undefined): string {
  const slug = listingSlugs.find((s) => listings[s].category === category);
  return slug ? `/${slug}` : "/talent";
}

export const categoryLabels: Record<TalentCategory, string> = {
  female: "Female Model",
  male: "Male Model",
  influencer: "Influencer",
  teen: "Teen Model",
};
