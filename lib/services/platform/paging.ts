import "server-only";
import { paged, type Paged } from "@/lib/domain/paging";

/** A query that has not run yet and can still take a window (a Drizzle select before `.limit()`). */
interface Windowable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of a list and the number of rows in the whole list, read at once: `rows` is the ordered query, which
 * gets the page's window here, and `total` the matching `select({ total: count() })` query.
 */
export async function readPage<Row>(
  paging: { page: number; limit: number },
  rows: Windowable<Row>,
  total: PromiseLike<{ total: number }[]>,
): Promise<Paged<Row>> {
  const [items, [{ total: n }]] = await Promise.all([rows.limit(paging.limit).offset((paging.page - 1) * paging.limit), total]);
  return paged(items, Number(n), paging.page, paging.limit);
}
