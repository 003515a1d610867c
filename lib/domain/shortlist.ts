/**
 * The visitor's shortlist: talent ids kept in the browser (localStorage, no account) and carried in the URL of
 * `/shortlist?ids=3,8,12`, which the server renders from. Shared by the client leaves, the page and the API schema.
 */

/** At most this many talents on a shortlist: the URL stays short and one inquiry makes at most this many bookings. */
export const SHORTLIST_MAX = 50;

export const SHORTLIST_STORAGE_KEY = "shortlist";

export const shortlistMessages = {
  empty: "Add at least one talent to your shortlist",
  tooMany: `A shortlist holds at most ${SHORTLIST_MAX} talents`,
} as const;

// Postgres' integer range, as `dbId` (lib/validation/common.ts, which brings zod, so not imported by the client leaves).
const MAX_DB_ID = 2_147_483_647;

/**
 * The ids of a list written "3,8,12" (the URL's `ids`, the stored value): positive integers in Postgres' integer
 * range, each once, in the order given, at most `SHORTLIST_MAX`. Anything else is dropped, never an error.
 */
export function parseShortlistIds(raw: string | null | undefined): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.split(",")) {
    if (!/^\d{1,10}$/.test(part.trim())) continue;
    const id = Number(part.trim());
    if (id < 1 || id > MAX_DB_ID || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === SHORTLIST_MAX) break;
  }
  return ids;
}

/** The shortlist page showing these ids. */
export const shortlistHref = (ids: readonly number[]) => (ids.length ? `/shortlist?ids=${ids.join(",")}` : "/shortlist");
