import { z } from "zod";
import { eyeColorKeys, hairColorKeys } from "@/lib/domain/colors";
import { HEIGHT_MAX_CM, HEIGHT_MIN_CM } from "@/lib/domain/height";
import { listingParamNames, type ListingParamName } from "@/lib/domain/listing-filters";
import { letters } from "@/lib/domain/listing-params";
import { TALENT_CATEGORIES } from "@/lib/domain/talent-categories";

/** The A to Z filter of the listings (zod-free, lib/domain/listing-params.ts, so proxy.ts can check a letter). */
export { letters };

/** A single letter, upper-cased; anything else is treated as "no filter" by the query schema. */
const letterSchema = z
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

/** The orders of a listing: name A to Z, height shortest first, most followed first, newest first. */
const talentSorts = ["name", "height", "followers", "newest"] as const;
export type TalentSort = (typeof talentSorts)[number];

const HEIGHT_RANGE_MESSAGE = `Height must be a whole number of centimetres from ${HEIGHT_MIN_CM} to ${HEIGHT_MAX_CM}`;
const HEIGHT_ORDER_MESSAGE = "height_min must not be more than height_max";
const FOLLOWERS_MAX = 1_000_000_000;

/** An empty query value ("height_min=", as a GET form sends an empty field) is "no filter". */
const blank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema);

const heightCm = blank(
  z.coerce
    .number({ error: HEIGHT_RANGE_MESSAGE })
    .int({ error: HEIGHT_RANGE_MESSAGE })
    .min(HEIGHT_MIN_CM, { error: HEIGHT_RANGE_MESSAGE })
    .max(HEIGHT_MAX_CM, { error: HEIGHT_RANGE_MESSAGE })
    .optional(),
);
const FOLLOWERS_MESSAGE = "followers_min must be a whole number of followers";

/**
 * The listing filters, shared by `GET /talents` and the four listing pages (which read them from their URL):
 * a height range in centimetres, a hair and an eye colour from the palette, a minimum follower count on Instagram or
 * TikTok, and the order. The parse of each row of the filters' table (lib/domain/listing-filters.ts) but the letter,
 * which `GET /talents` reads as strictly as its other non-filter parameters.
 */
const talentFiltersShape = {
  height_min: heightCm,
  height_max: heightCm,
  hair: blank(z.enum(hairColorKeys, { error: `Hair must be one of ${hairColorKeys.join(", ")}` }).optional()),
  eyes: blank(z.enum(eyeColorKeys, { error: `Eyes must be one of ${eyeColorKeys.join(", ")}` }).optional()),
  followers_min: blank(
    z.coerce
      .number({ error: FOLLOWERS_MESSAGE })
      .int({ error: FOLLOWERS_MESSAGE })
      .min(0, { error: FOLLOWERS_MESSAGE })
      .max(FOLLOWERS_MAX, { error: FOLLOWERS_MESSAGE })
      .optional(),
  ),
  sort: blank(z.enum(talentSorts, { error: `Sort must be one of ${talentSorts.join(", ")}` }).default("name")),
} satisfies Record<Exclude<ListingParamName, "letter">, z.ZodType>;

/** The parse of every parameter of the filters' table, as a listing page reads its URL. */
const listingFilterShape = { ...talentFiltersShape, letter: letterSchema.optional() } satisfies Record<ListingParamName, z.ZodType>;

/** A height range whose ends are both given must not be reversed. */
const heightOrdered = (f: { height_min?: number; height_max?: number }) =>
  f.height_min === undefined || f.height_max === undefined || f.height_min <= f.height_max;
const heightOrder = { error: HEIGHT_ORDER_MESSAGE, path: ["height_max"] };


/**
 * `GET /talents`: category, search, letter, page and limit, and the listing filters. An unknown category, a
 * malformed letter or a bad filter is a 422 (a client asking for something that cannot exist should hear so);
 * paging is clamped.
 */
export const talentsQuerySchema = z
  .object({
    category: z.enum(TALENT_CATEGORIES, { error: `Category must be one of ${TALENT_CATEGORIES.join(", ")}` }).optional(),
    search: optionalText(100),
    letter: letterSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).catch(20).default(20),
    ...talentFiltersShape,
  })
  .refine(heightOrdered, heightOrder);
export type TalentsQuery = z.infer<typeof talentsQuerySchema>;

/** The first value of each query parameter, trimmed, without the empty ones. */
function firstValues(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first.trim() !== "") out[key] = first.trim();
  }
  return out;
}

export type ListingFilters = z.infer<z.ZodObject<typeof listingFilterShape>>;

/**
 * The filters of a listing page from its URL. A page never errors on its URL: a value the API would refuse with a
 * 422 is dropped (a bad height, an unknown colour), a reversed height range is swapped, and anything else is ignored.
 */
export function parseListingFilters(raw: Record<string, string | string[] | undefined>): ListingFilters {
  const input: Record<string, string> = {};
  const clean = firstValues(raw);
  for (const name of listingParamNames) if (clean[name] !== undefined) input[name] = clean[name];
  const min = Number(input.height_min);
  const max = Number(input.height_max);
  if (Number.isFinite(min) && Number.isFinite(max) && min > max) [input.height_min, input.height_max] = [input.height_max, input.height_min];
  const schema = z.object(listingFilterShape);
  for (let attempt = 0; attempt <= listingParamNames.length; attempt++) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return { sort: "name" };
}

/** The URL query of a set of listing filters, in a fixed order, leaving out what is not set. */
export function listingQueryString(f: Partial<ListingFilters>): string {
  const params = new URLSearchParams();
  for (const name of listingParamNames) {
    const value = f[name];
    if (value === undefined || (name === "sort" && value === "name")) continue;
    params.set(name, name === "letter" ? String(value).toLowerCase() : String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
