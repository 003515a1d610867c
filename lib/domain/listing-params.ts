import { listingParamNames } from "./listing-filters";

// Zod-free, so `proxy.ts` can tell a filtered listing (rendered on demand) from the cached one without loading a
// schema library. The filters' URL parameters come from their table (lib/domain/listing-filters.ts).

/** The A to Z filter's letters. */
export const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** Whether a listing URL's query sets any filter (empty values, as a GET form sends them, do not count). */
export function hasListingParams(params: URLSearchParams): boolean {
  return listingParamNames.some((name) => Boolean(params.get(name)?.trim()));
}

/**
 * The address of one page of a listing: page 1 is the listing itself (`/female-models`, `/female-models/letter/a`),
 * the next ones add `/page/{n}` (`/female-models/page/2`), real links a crawler follows to every talent.
 */
export function listingPagePath(slug: string, letter: string | undefined, page: number): string {
  const base = letter ? `/${slug}/letter/${letter.toLowerCase()}` : `/${slug}`;
  return page > 1 ? `${base}/page/${page}` : base;
}

/** A listing page number from its URL segment: 2 to 9999 (page 1 is the listing's own address), else null. */
export function parseListingPage(segment: string): number | null {
  return /^[1-9]\d{0,3}$/.test(segment) && Number(segment) >= 2 ? Number(segment) : null;
}
