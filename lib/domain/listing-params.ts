/**
 * The URL parameters of a filtered listing page (`/female-models?height_min=170&hair=blonde`). Zod-free, so
 * `proxy.ts` can tell a filtered listing (rendered on demand) from the cached one without loading a schema library.
 */
export const listingParamNames = ["height_min", "height_max", "hair", "eyes", "followers_min", "sort", "letter"] as const;

/** The A to Z filter's letters. */
export const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** Whether a listing URL's query sets any filter (empty values, as a GET form sends them, do not count). */
export function hasListingParams(params: URLSearchParams): boolean {
  return listingParamNames.some((name) => Boolean(params.get(name)?.trim()));
}
