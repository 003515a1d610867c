/** A paged list as the spec reads it: the items under `data.data`, with totals beside them. */
export type Paged<T> = { data: T[]; total: number; page: number; limit: number; last_page: number };

export function paged<T>(items: T[], total: number, page: number, limit: number): Paged<T> {
  return { data: items, total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) };
}

/**
 * How far a list that grows without bound (the activity log, the notices sent, the booking requests of one status)
 * counts its rows beyond the page in view (issue 38): past it the total reads "1,000+". One number for every such
 * list, so the screens say the same thing and each load reads at most this many index entries.
 */
export const LIST_COUNT_CAP = 1_000;
