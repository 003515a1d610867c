"use client";

import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/utils";
import { nextSort, sortRows, type SortState, type SortValue } from "./table-sort";

export interface DataColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => React.ReactNode;
  /** Makes the column sortable by this value (its header becomes a button with aria-sort). */
  sortValue?: (row: T) => SortValue;
  /** A column whose header is read by screen readers only (a photo, the actions). */
  hiddenHeader?: boolean;
  className?: string;
}

type DataTableProps<T> = {
  /** What the table lists, for screen readers (the table's caption). */
  caption: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The same row as a card, shown on a phone instead of the table. */
  card: (row: T) => React.ReactNode;
  initialSort?: SortState;
  className?: string;
};

/**
 * The back office's list pattern: a dense table with sortable columns from a tablet up, the same rows as cards on
 * a phone. Sorting orders the rows already loaded (the page in view). Sortable headers are buttons and carry
 * aria-sort, every header has scope="col".
 */
export function DataTable<T>({ caption, columns, rows, rowKey, card, initialSort, className }: DataTableProps<T>) {
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const sortColumn = columns.find((c) => c.id === sort?.column);
  const sorted = sort ? sortRows(rows, sortColumn?.sortValue, sort.direction) : [...rows];

  return (
    <div className={className}>
      <ul className="flex flex-col gap-3 md:hidden">
        {sorted.map((row) => (
          <li key={rowKey(row)}>{card(row)}</li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-md border border-border bg-card md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              {columns.map((column) => {
                const active = sort?.column === column.id;
                const Icon = !active ? ChevronsUpDown : sort.direction === "ascending" ? ArrowUp : ArrowDown;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={column.sortValue ? (active ? sort.direction : "none") : undefined}
                    className={cn("px-3 py-2 font-medium first:pl-4 last:pr-4", column.className)}
                  >
                    {column.hiddenHeader ? (
                      <span className="sr-only">{column.header}</span>
                    ) : column.sortValue ? (
                      <button
                        type="button"
                        onClick={() => setSort(nextSort(sort, column.id))}
                        className={cn("-mx-1 inline-flex h-8 items-center gap-1 rounded-sm px-1 hover:text-foreground", active && "text-foreground")}
                      >
                        {column.header}
                        <Icon aria-hidden="true" className="size-3.5" />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {sorted.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-muted/40">
                {columns.map((column) => (
                  <td key={column.id} className={cn("px-3 py-2 align-middle first:pl-4 last:pr-4", column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
