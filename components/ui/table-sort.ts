/** Sorting for DataTable: pure, so it can be tested without a browser. */

export type SortDirection = "ascending" | "descending";
export type SortValue = string | number | Date | null | undefined;
export interface SortState {
  column: string;
  direction: SortDirection;
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Compares two cell values: numbers and dates by value, text by the English collation; empty cells go last either way. */
function compare(a: SortValue, b: SortValue, direction: SortDirection): number {
  const emptyA = a === null || a === undefined || a === "";
  const emptyB = b === null || b === undefined || b === "";
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  const order =
    typeof a === "string" && typeof b === "string" ? collator.compare(a, b) : Number(a instanceof Date ? a.getTime() : a) - Number(b instanceof Date ? b.getTime() : b);
  return direction === "ascending" ? order : -order;
}

/** The rows in the order of one column (stable: equal rows keep their order), or as given without a sort. */
export function sortRows<T>(rows: readonly T[], valueOf: ((row: T) => SortValue) | undefined, direction: SortDirection): T[] {
  if (!valueOf) return [...rows];
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((x, y) => compare(x.value, y.value, direction) || x.index - y.index)
    .map((x) => x.row);
}

/** A click on a column's header: the same column flips its direction, another column starts ascending. */
export function nextSort(current: SortState | null, column: string): SortState {
  if (current?.column === column) return { column, direction: current.direction === "ascending" ? "descending" : "ascending" };
  return { column, direction: "ascending" };
}
