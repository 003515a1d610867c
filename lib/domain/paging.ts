/** A paged list as the spec reads it: the items under `data.data`, with totals beside them. */
export type Paged<T> = { data: T[]; total: number; page: number; limit: number; last_page: number };

export function paged<T>(items: T[], total: number, page: number, limit: number): Paged<T> {
  return { data: items, total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) };
}
