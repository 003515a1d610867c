import "server-only";
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { invoices, jobs, ledgerEntries, payouts } from "@/db/schema";
import type { LedgerKind, LedgerStatus } from "@/lib/domain/finance";
import { toDecimalString } from "@/lib/domain/money";
import { paged } from "@/lib/domain/paging";
import { billingSettingsIn } from "@/lib/services/settings";

/*
 * Statements are sums of ledger entries (issue 41): `on_hold`, `payable` and `paid` are the sums of the entries in
 * that status, `balance` what is still owed (on hold + payable), all computed by the database. One statement is in
 * one currency (the one asked for, else the party's latest entry's, else the home currency); `currencies` lists
 * every currency the party has entries in.
 */

export type Party = { kind: "talent"; talentProfileId: number } | { kind: "agency"; companyId: number };

export interface StatementFilter {
  from?: string;
  to?: string;
  currency?: string;
  page: number;
  limit: number;
}

const partyWhere = (party: Party): SQL =>
  party.kind === "talent"
    ? and(eq(ledgerEntries.partyKind, "talent"), eq(ledgerEntries.talentProfileId, party.talentProfileId))!
    : and(eq(ledgerEntries.partyKind, "agency"), eq(ledgerEntries.companyId, party.companyId))!;

const sourceInvoice = alias(invoices, "source_invoice");

/** One entry as the statement routes answer it (the talent's own view too: nothing in it is another party's). */
export function toEntry(row: {
  entry: typeof ledgerEntries.$inferSelect;
  invoiceNumber: string | null;
  jobReference: string | null;
  jobTitle: string | null;
  payoutNumber: string | null;
}) {
  const e = row.entry;
  return {
    id: e.id,
    kind: e.kind as LedgerKind,
    amount: toDecimalString(e.amountMinor, e.currency),
    currency: e.currency,
    status: e.status as LedgerStatus,
    due_on: e.dueOn,
    description: e.description,
    job_id: e.jobId,
    job_reference: row.jobReference,
    job_title: row.jobTitle,
    invoice_id: e.invoiceId,
    invoice_number: row.invoiceNumber,
    payout_id: e.payoutId,
    payout_number: row.payoutNumber,
    created_at: e.createdAt,
  };
}

/** The party's currency for a statement: the one asked for, else the latest entry's, else the home currency. */
async function statementCurrency(db: DbOrTx, party: Party, asked: string | undefined): Promise<{ currency: string; currencies: string[] }> {
  const rows = await db
    .select({ currency: ledgerEntries.currency, latest: sql<number>`max(${ledgerEntries.id})` })
    .from(ledgerEntries)
    .where(partyWhere(party))
    .groupBy(ledgerEntries.currency)
    .orderBy(desc(sql`max(${ledgerEntries.id})`));
  const currencies = rows.map((r) => r.currency).sort();
  const currency = asked ?? rows[0]?.currency ?? (await billingSettingsIn(db)).homeCurrency;
  return { currency, currencies };
}

/** The sums of a party's entries in one currency, by status, over an optional period (days the entries were written). */
export async function statementSums(db: DbOrTx, party: Party, currency: string, filter: { from?: string; to?: string } = {}) {
  const where = and(partyWhere(party), eq(ledgerEntries.currency, currency), ...periodWhere(filter));
  const rows = await db
    .select({ status: ledgerEntries.status, sum: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
    .from(ledgerEntries)
    .where(where)
    .groupBy(ledgerEntries.status);
  const of = (status: LedgerStatus) => BigInt(rows.find((r) => r.status === status)?.sum ?? "0");
  const [onHold, payable, paid] = [of("on_hold"), of("payable"), of("paid")];
  return { onHold, payable, paid, balance: onHold + payable };
}

function periodWhere(filter: { from?: string; to?: string }): SQL[] {
  const day = sql`(${ledgerEntries.createdAt} at time zone 'UTC')::date`;
  return [...(filter.from ? [gte(day, sql`${filter.from}::date`)] : []), ...(filter.to ? [lte(day, sql`${filter.to}::date`)] : [])];
}

/** Entries with the numbers and job they name, newest first (or, `oldest`, by currency and then as written). */
export function entryRows(db: DbOrTx, where: SQL | undefined, order: "newest" | "oldest" = "newest") {
  return db
    .select({ entry: ledgerEntries, invoiceNumber: sourceInvoice.number, jobReference: jobs.reference, jobTitle: jobs.title, payoutNumber: payouts.number })
    .from(ledgerEntries)
    .leftJoin(sourceInvoice, eq(sourceInvoice.id, ledgerEntries.invoiceId))
    .leftJoin(jobs, eq(jobs.id, ledgerEntries.jobId))
    .leftJoin(payouts, eq(payouts.id, ledgerEntries.payoutId))
    .where(where)
    .orderBy(
      ...(order === "newest"
        ? [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)]
        : [asc(ledgerEntries.currency), asc(ledgerEntries.createdAt), asc(ledgerEntries.id)]),
    );
}

/** A party's statement: one page of its entries and the sums over the same period, in one currency. */
export async function readStatement(db: DbOrTx, party: Party, filter: StatementFilter) {
  const { currency, currencies } = await statementCurrency(db, party, filter.currency);
  const where = and(partyWhere(party), eq(ledgerEntries.currency, currency), ...periodWhere(filter));
  const [rows, [{ total }], sums] = await Promise.all([
    entryRows(db, where).limit(filter.limit).offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(ledgerEntries).where(where),
    statementSums(db, party, currency, filter),
  ]);
  const page = paged(rows.map(toEntry), Number(total), filter.page, filter.limit);
  return {
    currency,
    currencies,
    from: filter.from ?? null,
    to: filter.to ?? null,
    entries: page.data,
    total: page.total,
    page: page.page,
    limit: page.limit,
    last_page: page.last_page,
    on_hold: toDecimalString(sums.onHold, currency),
    payable: toDecimalString(sums.payable, currency),
    paid: toDecimalString(sums.paid, currency),
    balance: toDecimalString(sums.balance, currency),
  };
}
