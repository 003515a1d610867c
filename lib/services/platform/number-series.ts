import "server-only";
import { sql } from "drizzle-orm";
import { numberSeries } from "@/db/schema";
import type { Tx } from "@/db/types";

/** How a document number reads: the series' prefix, the year and the sequence in four digits ("INV-2027-0001"). */
const formatDocumentNumber = (prefix: string, year: number, seq: number): string => `${prefix}${year}-${String(seq).padStart(4, "0")}`;

export interface TakenNumber {
  series: string;
  year: number;
  seq: number;
  number: string;
}

/**
 * Takes the next number of a gapless series (issue 41: invoices, credit notes, remittances) inside the caller's
 * transaction: one insert-or-increment of the series' counter row, so concurrent issues queue on that row's lock and
 * get consecutive numbers, and a transaction that fails after taking one rolls its number back (no gap).
 */
export async function takeNumber(tx: Tx, prefix: string, year: number): Promise<TakenNumber> {
  const [row] = await tx
    .insert(numberSeries)
    .values({ series: prefix, year, lastValue: 1 })
    .onConflictDoUpdate({ target: [numberSeries.series, numberSeries.year], set: { lastValue: sql`${numberSeries.lastValue} + 1` } })
    .returning({ seq: numberSeries.lastValue });
  return { series: prefix, year, seq: row.seq, number: formatDocumentNumber(prefix, year, row.seq) };
}
