import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { invoiceLines, invoicePayments, invoices, jobExpenses, jobs } from "@/db/schema";
import { commissionRatesFor, postCreditNoteReversals, postInvoiceToLedger, releaseInvoiceEntries } from "@/lib/services/statements";

/*
 * Issue 41, the ledger's tests: invoices, credit notes and payments written straight into the tables, then the posting
 * seam called the way the invoices domain calls it inside its own transactions (issue, credit note, full payment).
 * The invoices routes drive the same seam; these helpers let the ledger be tested on its own.
 */

export interface FeeLine {
  talent: number;
  /** Minor units. */
  net: bigint;
  commissionable?: boolean;
  description?: string;
}

export interface ExpenseLine {
  talent: number;
  net: bigint;
  paidBy?: "talent" | "agency";
}

let seq = 0;

/** An issued invoice for `jobId` with these talent-fee, agency-fee (20 % of each fee) and expense lines, posted to the ledger. */
export async function issueInvoice(
  db: Db,
  jobId: number,
  spec: { fees: FeeLine[]; expenses?: ExpenseLine[]; currency?: string; supplyDate?: string; issueDate?: string; actor?: number | null },
) {
  const currency = spec.currency ?? "EUR";
  const issueDate = spec.issueDate ?? new Date().toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const rates = await commissionRatesFor(tx, jobId, spec.fees.map((f) => f.talent));
    const n = ++seq;
    const [invoice] = await tx
      .insert(invoices)
      .values({
        kind: "invoice",
        status: "draft",
        jobId,
        billTo: {},
        agency: {},
        currency,
        issueDate,
        supplyDate: spec.supplyDate ?? issueDate,
        dueDate: issueDate,
      })
      .returning();
    let position = 0;
    const lines: (typeof invoiceLines.$inferInsert)[] = [];
    for (const f of spec.fees) {
      lines.push({ invoiceId: invoice.id, position: position++, kind: "talent_fee", talentProfileId: f.talent, description: f.description ?? "Day rate", quantity: "1", unitMinor: f.net, netMinor: f.net, vatBp: 2100, commissionable: f.commissionable ?? true, commissionBp: rates.get(f.talent)! });
      const agencyFee = (f.net * 2000n + 5000n) / 10000n;
      lines.push({ invoiceId: invoice.id, position: position++, kind: "agency_fee", talentProfileId: f.talent, description: "Agency fee", quantity: "1", unitMinor: agencyFee, netMinor: agencyFee, vatBp: 2100 });
    }
    for (const e of spec.expenses ?? []) {
      const [expense] = await tx.insert(jobExpenses).values({ jobId, talentProfileId: e.talent, kind: "transport", amountMinor: e.net, paidBy: e.paidBy ?? "talent", rebill: true, vatBp: 2100 }).returning();
      lines.push({ invoiceId: invoice.id, position: position++, kind: "expense", talentProfileId: e.talent, jobExpenseId: expense.id, description: "Transport", quantity: "1", unitMinor: e.net, netMinor: e.net, vatBp: 2100 });
    }
    const written = await tx.insert(invoiceLines).values(lines).returning();
    const net = written.reduce((s, l) => s + l.netMinor, 0n);
    const vat = (net * 2100n + 5000n) / 10000n;
    // Issued in one move from the draft, as the freeze triggers allow (lines first, then the number).
    const number = `TST-2031-${String(n).padStart(4, "0")}`;
    await tx
      .update(invoices)
      .set({ status: "issued", series: "TST-", year: 2031, seq: n, number, netMinor: net, vatMinor: vat, totalMinor: net + vat, balanceMinor: net + vat })
      .where(eq(invoices.id, invoice.id));
    await tx.update(jobs).set({ billingStatus: "invoiced" }).where(eq(jobs.id, jobId));
    await postInvoiceToLedger(tx, invoice.id, spec.actor ?? null);
    return { id: invoice.id, number, total: net + vat, lines: written };
  });
}

/** The whole invoice paid on `receivedOn`: the payment, the invoice and the job paid, the entries released. */
export async function payInvoice(db: Db, invoiceId: number, receivedOn: string) {
  await db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (invoice.balanceMinor > 0n) await tx.insert(invoicePayments).values({ invoiceId, amountMinor: invoice.balanceMinor, receivedOn });
    await tx.update(invoices).set({ status: "paid", paidMinor: invoice.paidMinor + invoice.balanceMinor, balanceMinor: 0n }).where(eq(invoices.id, invoiceId));
    await tx.update(jobs).set({ billingStatus: "paid" }).where(eq(jobs.id, invoice.jobId));
    await releaseInvoiceEntries(tx, invoiceId, receivedOn);
  });
}

/** A credit note of `invoiceId` crediting these lines (the whole line, or `net` of it), posted to the ledger. */
export async function creditNote(db: Db, invoiceId: number, credit: { lineId: number; net?: bigint }[]) {
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    const originals = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    const n = ++seq;
    const [note] = await tx
      .insert(invoices)
      .values({ kind: "credit_note", status: "draft", jobId: original.jobId, billTo: {}, agency: {}, currency: original.currency, issueDate: original.issueDate, creditedInvoiceId: invoiceId, reason: "test" })
      .returning();
    await tx.insert(invoiceLines).values(
      credit.map((c, i) => {
        const line = originals.find((l) => l.id === c.lineId)!;
        const net = c.net ?? line.netMinor;
        return { invoiceId: note.id, position: i, kind: line.kind, talentProfileId: line.talentProfileId, jobExpenseId: line.jobExpenseId, description: line.description, quantity: "-1", unitMinor: net, netMinor: -net, vatBp: line.vatBp, commissionable: line.commissionable, commissionBp: line.commissionBp, creditedLineId: line.id };
      }),
    );
    await tx.update(invoices).set({ status: "issued", series: "TCN-", year: 2031, seq: n, number: `TCN-2031-${String(n).padStart(4, "0")}` }).where(eq(invoices.id, note.id));
    await postCreditNoteReversals(tx, note.id, null);
    return note;
  });
}

/** The sum of a talent's entries for an invoice (reversals included), in minor units. */
export async function ledgerSum(db: Db, where: { talent?: number; company?: number; invoice?: number }): Promise<bigint> {
  const rows = await db.execute(sql`select coalesce(sum(amount_minor), 0)::text as s from ledger_entries where true
    ${where.talent !== undefined ? sql`and talent_profile_id = ${where.talent}` : sql``}
    ${where.company !== undefined ? sql`and company_id = ${where.company}` : sql``}
    ${where.invoice !== undefined ? sql`and invoice_id = ${where.invoice}` : sql``}`);
  const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: unknown[] }).rows) as { s: string }[];
  return BigInt(list[0].s);
}
