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

/**
 * `readPage` for a list that may grow without bound (the activity log, the notifications, issue 38): the rows are
 * counted only up to `cap` past the page asked for, so a load reads its page and at most that many index entries
 * however long the list has grown. Past the cap, `total` is "at least" and `total_capped` says so (the screens show
 * "1,000+"); paging further moves the cap along, so every page stays reachable. `counted(n)` is the count of at most
 * `n` matching rows: `select count(*) from (select 1 from ... where ... limit n)`.
 */
export async function readCappedPage<Row>(
  paging: { page: number; limit: number },
  rows: Windowable<Row>,
  counted: (atMost: number) => PromiseLike<{ total: number }[]>,
  cap: number,
): Promise<Paged<Row> & { total_capped: boolean }> {
  const reach = cap + (paging.page - 1) * paging.limit;
  const page = await readPage(paging, rows, counted(reach + 1));
  const capped = page.total > reach;
  return { ...paged(page.data, capped ? reach : page.total, paging.page, paging.limit), total_capped: capped };
}
