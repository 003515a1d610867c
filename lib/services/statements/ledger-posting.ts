import "server-only";
import { and, eq, gte, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { invoiceLines, invoices, jobExpenses, ledgerEntries, talentAgencyRelations, talentFinance, type InvoiceLine, type LedgerEntry } from "@/db/schema";
import type { Tx } from "@/db/types";
import { divideRounded } from "@/lib/domain/money";
import { billingSettingsIn } from "@/lib/services/settings";
import { addDays, todayUtc } from "./dates";

/*
 * The seam between invoices and statements (issue 41, "Statement per invoice" in `invoices-and-statements.md`). The
 * invoices domain calls these inside its own issuing and payment transactions; only this file writes the entries an
 * invoice causes. Every amount goes through lib/domain/money.ts in bigint minor units, rounded half away from zero.
 *
 * How an invoice's entries are laid out (so a credit note can reverse them line by line, in proportion):
 * - one `earning` per talent-fee line (its net, exact), linked to that line;
 * - per talent, one `commission`, one `talent_vat` (VAT-registered talents) and the mother-agency entries of each
 *   relation valid on the supply date, each linked to the talent's first fee line of the invoice (which is how a
 *   reversal finds whose share an agency entry was);
 * - one `expense_reimbursement` per rebilled expense the talent paid, linked to its expense line.
 */

type NewEntry = typeof ledgerEntries.$inferInsert;

const BP = 10_000n;
/** round_half_up(amount × bp ÷ 10 000). */
const ofBp = (amount: bigint, bp: number): bigint => divideRounded(amount * BigInt(bp), BP);

/** At an invoice's issue: the talents' and mother agencies' entries for each of its lines, `on_hold`. */
export async function postInvoiceToLedger(tx: Tx, invoiceId: number, actorUserId: number | null): Promise<void> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice || invoice.kind !== "invoice") return;
  // Issuing twice writes nothing twice.
  const [already] = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(and(eq(ledgerEntries.invoiceId, invoiceId), ne(ledgerEntries.kind, "reversal"))).limit(1);
  if (already) return;
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(invoiceLines.position, invoiceLines.id);
  const base = { currency: invoice.currency, jobId: invoice.jobId, invoiceId, status: "on_hold" as const, createdBy: actorUserId };
  const entries: NewEntry[] = [];

  const feeLines = lines.filter((l) => l.kind === "talent_fee" && l.talentProfileId !== null);
  const talents = [...new Set(feeLines.map((l) => l.talentProfileId!))];
  const supplyDate = invoice.supplyDate ?? invoice.issueDate ?? todayUtc();
  const [finance, relations] = talents.length
    ? await Promise.all([
        tx.select().from(talentFinance).where(inArray(talentFinance.talentProfileId, talents)),
        tx
          .select()
          .from(talentAgencyRelations)
          .where(
            and(
              inArray(talentAgencyRelations.talentProfileId, talents),
              lte(talentAgencyRelations.startsOn, supplyDate),
              or(isNull(talentAgencyRelations.endsOn), gte(talentAgencyRelations.endsOn, supplyDate)),
            ),
          )
          .orderBy(talentAgencyRelations.id),
      ])
    : [[], []];

  for (const talent of talents) {
    const own = feeLines.filter((l) => l.talentProfileId === talent);
    const party = { partyKind: "talent" as const, talentProfileId: talent };
    for (const line of own) entries.push({ ...base, ...party, kind: "earning", amountMinor: line.netMinor, invoiceLineId: line.id, description: line.description });
    const first = own[0].id;
    const gross = own.reduce((sum, l) => sum + l.netMinor, 0n);
    // The commission is rounded once over the talent's commissionable lines, each at its snapshotted rate.
    const commission = -divideRounded(
      own.reduce((sum, l) => sum + (l.commissionable ? l.netMinor * BigInt(l.commissionBp ?? 0) : 0n), 0n),
      BP,
    );
    if (commission !== 0n) entries.push({ ...base, ...party, kind: "commission", amountMinor: commission, invoiceLineId: first, description: "Agency commission" });
    const record = finance.find((f) => f.talentProfileId === talent);
    if (record?.vatRegistered && record.vatBp) {
      const vat = ofBp(gross + commission, record.vatBp);
      if (vat !== 0n) entries.push({ ...base, ...party, kind: "talent_vat", amountMinor: vat, invoiceLineId: first, description: "VAT on the talent's services (self-billing)" });
    }
    for (const relation of relations.filter((r) => r.talentProfileId === talent)) {
      const basis = relation.basis === "gross" ? gross : gross + commission;
      const share = ofBp(basis, relation.commissionBp);
      if (share === 0n) continue;
      entries.push({ ...base, partyKind: "agency", companyId: relation.companyId, kind: "mother_commission", amountMinor: share, invoiceLineId: first, description: "Agency share of a represented talent's fees" });
      if (relation.mode === "additional") {
        entries.push({ ...base, ...party, kind: "mother_commission", amountMinor: -share, invoiceLineId: first, description: "Mother agency commission" });
      }
    }
  }

  const expenseLines = lines.filter((l) => l.kind === "expense" && l.jobExpenseId !== null);
  if (expenseLines.length) {
    const expenses = await tx.select().from(jobExpenses).where(inArray(jobExpenses.id, expenseLines.map((l) => l.jobExpenseId!)));
    for (const line of expenseLines) {
      const expense = expenses.find((e) => e.id === line.jobExpenseId);
      const talent = expense?.talentProfileId ?? line.talentProfileId;
      if (!expense || expense.paidBy !== "talent" || talent === null || expense.amountMinor === 0n) continue;
      entries.push({ ...base, partyKind: "talent", talentProfileId: talent, kind: "expense_reimbursement", amountMinor: expense.amountMinor, invoiceLineId: line.id, description: line.description });
    }
  }

  if (entries.length) await tx.insert(ledgerEntries).values(entries);
}

/** When an invoice is fully paid: its entries (and its credit notes' reversals) become `payable`, due `receivedOn` + the talent payment days. */
export async function releaseInvoiceEntries(tx: Tx, invoiceId: number, receivedOn: string): Promise<void> {
  const billing = await billingSettingsIn(tx);
  await tx
    .update(ledgerEntries)
    .set({ status: "payable", dueOn: addDays(receivedOn, billing.talentPaymentDays) })
    .where(and(eq(ledgerEntries.invoiceId, invoiceId), eq(ledgerEntries.status, "on_hold")));
}

/**
 * At a credit note's issue: `reversal` entries for each credited line, in proportion. A credited fee line reverses its
 * earning exactly; the talent's commission, VAT and mother-agency entries (and a talent-paid expense) reverse by the
 * share of the talent's fees (the expense's line) credited so far, taken as the difference of two cumulative roundings,
 * so a line credited in several notes reverses to exactly zero in the end.
 */
export async function postCreditNoteReversals(tx: Tx, creditNoteId: number, actorUserId: number | null): Promise<void> {
  const [note] = await tx.select().from(invoices).where(eq(invoices.id, creditNoteId));
  if (!note || note.kind !== "credit_note" || note.creditedInvoiceId === null) return;
  const originalId = note.creditedInvoiceId;
  const [done] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .innerJoin(invoiceLines, eq(invoiceLines.id, ledgerEntries.invoiceLineId))
    .where(and(eq(ledgerEntries.kind, "reversal"), eq(invoiceLines.invoiceId, creditNoteId)))
    .limit(1);
  if (done) return;
  const [noteLines, originalLines, posted] = await Promise.all([
    tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, creditNoteId)).orderBy(invoiceLines.position, invoiceLines.id),
    tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, originalId)),
    tx.select().from(ledgerEntries).where(and(eq(ledgerEntries.invoiceId, originalId), ne(ledgerEntries.kind, "reversal"))),
  ]);
  const credited = noteLines.filter((l) => l.creditedLineId !== null);
  if (!credited.length || !posted.length) return;
  // What other (issued) credit notes of the same invoice credited before this one, per original line.
  const earlier = await tx
    .select({ lineId: invoiceLines.creditedLineId, net: sql<string>`sum(abs(${invoiceLines.netMinor}))` })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.creditedInvoiceId, originalId), eq(invoices.kind, "credit_note"), ne(invoices.status, "draft"), ne(invoices.id, creditNoteId)))
    .groupBy(invoiceLines.creditedLineId);
  const before = new Map<number, bigint>(earlier.filter((r) => r.lineId !== null).map((r) => [r.lineId!, BigInt(r.net)]));
  const now = new Map<number, bigint>();
  for (const l of credited) now.set(l.creditedLineId!, (now.get(l.creditedLineId!) ?? 0n) + abs(l.netMinor));
  const byId = new Map<number, InvoiceLine>(originalLines.map((l) => [l.id, l]));
  const noteLineFor = (originalLineIds: number[]) => credited.find((l) => originalLineIds.includes(l.creditedLineId!))?.id ?? credited[0].id;

  const today = todayUtc();
  const reversal = (entry: LedgerEntry, amount: bigint, noteLineId: number): NewEntry => ({
    partyKind: entry.partyKind,
    talentProfileId: entry.talentProfileId,
    companyId: entry.companyId,
    kind: "reversal",
    amountMinor: amount,
    currency: entry.currency,
    jobId: entry.jobId,
    invoiceId: originalId,
    invoiceLineId: noteLineId,
    // An entry already released reverses as a debt payable at once; one on hold stays on hold with its invoice.
    status: entry.status === "on_hold" ? "on_hold" : "payable",
    dueOn: entry.status === "on_hold" ? null : today,
    description: `Credit note ${note.number ?? ""}: ${entry.description ?? entry.kind}`.trim(),
    createdBy: actorUserId,
  });
  /** −(round(amount × after ÷ whole) − round(amount × before ÷ whole)). */
  const share = (amount: bigint, whole: bigint, prior: bigint, added: bigint): bigint =>
    whole === 0n ? 0n : -(divideRounded(amount * (prior + added), whole) - divideRounded(amount * prior, whole));

  const out: NewEntry[] = [];
  for (const entry of posted) {
    const line = entry.invoiceLineId === null ? undefined : byId.get(entry.invoiceLineId);
    if (!line) continue;
    if (entry.kind === "earning" || entry.kind === "expense_reimbursement") {
      const added = now.get(line.id);
      if (!added) continue;
      const amount = entry.kind === "earning" ? -added : share(entry.amountMinor, abs(line.netMinor), before.get(line.id) ?? 0n, added);
      if (amount !== 0n) out.push(reversal(entry, amount, noteLineFor([line.id])));
      continue;
    }
    // A talent's aggregate entry: in proportion to her fee lines credited.
    const talent = line.talentProfileId;
    const fees = originalLines.filter((l) => l.kind === "talent_fee" && l.talentProfileId === talent);
    const whole = fees.reduce((sum, l) => sum + abs(l.netMinor), 0n);
    const added = fees.reduce((sum, l) => sum + (now.get(l.id) ?? 0n), 0n);
    if (!added) continue;
    const prior = fees.reduce((sum, l) => sum + (before.get(l.id) ?? 0n), 0n);
    const amount = share(entry.amountMinor, whole, prior, added);
    if (amount !== 0n) out.push(reversal(entry, amount, noteLineFor(fees.map((l) => l.id))));
  }
  if (out.length) await tx.insert(ledgerEntries).values(out);
}

const abs = (n: bigint): bigint => (n < 0n ? -n : n);
