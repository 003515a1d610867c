import { eyeColorLabels, hairColorLabels, type EyeColorKey, type HairColorKey } from "./colors";

/**
 * The one table of a listing's filters (`/female-models?height_min=170&hair=blonde`, and `GET /talents`): a row per
 * filter with the URL parameters it reads and how the empty state names it ("Remove" link). A new filter is a row
 * here, its parse (`listingFilterShape`, lib/validation/talents.ts) and its SQL (`filterConditions`,
 * lib/services/talent-filters.ts), each table keyed by the same names so the compiler asks for all three. Zod-free
 * and drizzle-free, so proxy.ts and the pages read it without a schema library or a database driver.
 */

/** A listing's filters as parsed: what the rows' labels read. */
export interface ListingFilterValues {
  height_min?: number;
  height_max?: number;
  hair?: HairColorKey;
  eyes?: EyeColorKey;
  followers_min?: number;
  sort?: string;
  letter?: string;
}

interface ListingFilterRow {
  /** The URL (and `GET /talents` query) parameters of the filter, in the order a listing's links write them. */
  params: readonly (keyof ListingFilterValues)[];
  /** How the empty state names the filter when it is set; none for the order, which narrows nothing. */
  label?: (f: ListingFilterValues) => string;
  /** A bounded filter (26 letters) whose pages the data cache may keep; the others make too many combinations. */
  bounded?: boolean;
  /** The value that is no choice at all (the default order): such a filter counts as not set. */
  unset?: string;
}

/** Follower counts as the filters write them: 10K, 1M. */
export const formatFollowers = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1_000 ? `${n / 1_000}K` : String(n));

const listingFilters = {
  height: {
    params: ["height_min", "height_max"],
    label: (f) => {
      if (f.height_min !== undefined && f.height_max !== undefined) return `Height ${f.height_min}–${f.height_max} cm`;
      return f.height_min !== undefined ? `Height from ${f.height_min} cm` : `Height up to ${f.height_max} cm`;
    },
  },
  hair: { params: ["hair"], label: (f) => `Hair: ${f.hair ? hairColorLabels[f.hair] : ""}` },
  eyes: { params: ["eyes"], label: (f) => `Eyes: ${f.eyes ? eyeColorLabels[f.eyes] : ""}` },
  followers_min: { params: ["followers_min"], label: (f) => `At least ${formatFollowers(f.followers_min ?? 0)} followers` },
  sort: { params: ["sort"], unset: "name" },
  letter: { params: ["letter"], label: (f) => `Names starting with ${f.letter ?? ""}`, bounded: true },
} as const satisfies Record<string, ListingFilterRow>;

export type ListingFilterName = keyof typeof listingFilters;
type Row = ListingFilterRow;
const rows = Object.entries(listingFilters) as [ListingFilterName, Row][];

/** The filters that narrow the list, so the empty state can suggest loosening one: every filter but the order. */
export type LoosenableFilter = { [K in ListingFilterName]: (typeof listingFilters)[K] extends { label: unknown } ? K : never }[ListingFilterName];
export const loosenableFilters = rows.filter(([, row]) => row.label).map(([name]) => name as LoosenableFilter);

/** The URL parameters of a filtered listing page, in the order its links write them. */
export const listingParamNames = rows.flatMap(([, row]) => row.params);
export type ListingParamName = (typeof listingFilters)[ListingFilterName]["params"][number];

/** Whether a filter is set in a set of filter values. */
export function isFilterSet(name: ListingFilterName, f: ListingFilterValues): boolean {
  const row: Row = listingFilters[name];
  return row.params.some((param) => f[param] !== undefined && f[param] !== row.unset);
}

/** Whether any filter is set that the data cache cannot keep every combination of (all but the letter). */
export const hasUnboundedFilter = (f: ListingFilterValues): boolean => rows.some(([name, row]) => !row.bounded && isFilterSet(name, f));

/** The same filters without one of them. */
export function withoutFilter<F extends ListingFilterValues>(name: ListingFilterName, f: F): F {
  return { ...f, ...Object.fromEntries(listingFilters[name].params.map((param) => [param, undefined])) };
}

/** How the empty state names a filter that is set. */
export function filterLabel(name: LoosenableFilter, f: ListingFilterValues): string {
  return listingFilters[name].label(f);
}
