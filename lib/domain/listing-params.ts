import { listingParamNames } from "./listing-filters";

// Zod-free, so `proxy.ts` can tell a filtered listing (rendered on demand) from the cached one without loading a
// schema library. The filters' URL parameters come from their table (lib/domain/listing-filters.ts).

/** The A to Z filter's letters. */
export const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** Whether a listing URL's query sets any filter (empty values, as a GET form sends them, do not count). */
export function hasListingParams(params: URLSearchParams): boolean {
  return listingParamNames.some((name) => Boolean(params.get(name)?.trim()));
}
