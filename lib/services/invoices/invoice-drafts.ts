import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { invoiceLines, invoices, jobs, type Invoice, type InvoiceLine, type Job } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { lineNet } from "@/lib/domain/invoice";
import { basisPointsToPercent, parseDecimal, parseQuantity, percentToBasisPoints, quantityToString } from "@/lib/domain/money";
import { FEE_KIND_LABELS } from "@/lib/domain/quote";
import { conflict, notFound, validationError } from "@/lib/errors";
import type { InvoiceUpdateInput } from "@/lib/validation/invoices";
import { logEvent } from "@/lib/services/audit";
import { readPricedJob } from "@/lib/services/jobs";
import { getBillingSettings } from "@/lib/services/settings";
import {
  agencySnapshotOf,
  billToOf,
  commissionRates,
  invoiceJson,
  lockInvoice,
  linesOf,
  totalsOf,
  type Billing,
} from "./invoice-core";

/*
 * Draft invoices (issue 41): made from the job's fees and expenses through the one quote module (talent fee lines,
 * the agency fee per talent, rebilled expenses), editable and deletable until issued.
 */

type NewLine = Omit<typeof invoiceLines.$inferInsert, "invoiceId" | "position">;

const NOT_READY = "This job is not ready to invoice: mark it ready to invoice first.";
const ISSUED = "This invoice has been issued and can no longer change: correct it with a credit note.";

export const invoiceFacts = (inv: Pick<Invoice, "id" | "number" | "jobId">, job: Pick<Job, "reference">) => ({
  invoice_id: inv.id,
  number: inv.number,
  job_id: inv.jobId,
  job_reference: job.reference,
});

/** The draft's lines from the job's quote: per talent its fee lines then its agency fee; then the rebilled expenses. */
async function linesFromQuote(tx: DbOrTx, jobId: number, billing: Billing) {
  const { job, quote, input } = await readPricedJob(tx, jobId, billing);
  const zero = quote.vatTreatment !== "standard";
  const rates = await commissionRates(tx, jobId, quote.talents.flatMap((t) => (t.talentId === null ? [] : [t.talentId])), billing);
  const lines: NewLine[] = [];
  for (const t of quote.talents) {
    if (!t.fees.length) continue;
    for (const f of t.fees) {
      const label = f.description?.trim() || FEE_KIND_LABELS[f.kind];
      lines.push({
        kind: "talent_fee",
        talentProfileId: t.talentId,
        jobFeeId: f.id,
        description: t.talentId === null ? label : `${t.name}: ${label}`,
        quantity: quantityToString(f.quantity),
        unitMinor: f.unitMinor,
        netMinor: f.amountMinor,
        vatBp: zero ? 0 : f.vatBp,
        commissionable: f.commissionable,
        commissionBp: t.talentId === null ? null : (rates.get(t.talentId) ?? null),
      });
    }
    if (t.agencyFeeMinor !== 0n) {
      lines.push({
        kind: "agency_fee",
        talentProfileId: t.talentId,
        description: `Agency fee ${basisPointsToPercent(input.agencyFeeBp)}%${t.talentId === null ? "" : `: ${t.name}`}`,
        quantity: "1.00",
        unitMinor: t.agencyFeeMinor,
        netMinor: t.agencyFeeMinor,
        vatBp: zero ? 0 : input.defaultVatBp,
        commissionable: false,
        commissionBp: null,
      });
    }
  }
  for (const e of quote.expenses) {
    lines.push({
      kind: "expense",
      talentProfileId: e.expense.talentId,
      jobExpenseId: e.expense.id,
      description: e.expense.description?.trim() || "Expense",
      quantity: "1.00",
      unitMinor: e.amountMinor,
      netMinor: e.amountMinor,
      vatBp: zero ? 0 : e.expense.vatBp,
      commissionable: false,
      commissionBp: null,
    });
  }
  return { job, quote, lines };
}

/** Writes the lines of a draft (positions 1..n) and its stored totals; the balance of a draft is its total. */
async function writeLines(tx: DbOrTx, invoiceId: number, currency: string, lines: NewLine[]) {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length) await tx.insert(invoiceLines).values(lines.map((l, i) => ({ ...l, invoiceId, position: i + 1 })));
  const totals = totalsOf(lines as Pick<InvoiceLine, "netMinor" | "vatBp">[], currency);
  await tx
    .update(invoices)
    .set({ netMinor: totals.netMinor, vatMinor: totals.vatMinor, totalMinor: totals.totalMinor, balanceMinor: totals.totalMinor })
    .where(eq(invoices.id, invoiceId));
}

/** `POST /admin/jobs/{id}/invoices`: a 201 draft; 409 unless the job is ready to invoice. */
export async function createInvoiceDraft(viewer: Viewer | null, jobId: number) {
  const staff = requirePermission(viewer, "finance");
  const billing = await getBillingSettings();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for("update");
    if (!locked) throw notFound("Job not found.");
    if (locked.billingStatus !== "invoice_ready") throw conflict(NOT_READY);
    const { job, quote, lines } = await linesFromQuote(tx, jobId, billing);
    if (!lines.length) throw conflict("This job has no fees or rebilled expenses to invoice.");
    const { snapshot } = await billToOf(tx, job);
    const [created] = await tx
      .insert(invoices)
      .values({
        kind: "invoice",
        status: "draft",
        jobId,
        companyId: snapshot.company_id,
        billTo: snapshot,
        agency: agencySnapshotOf(billing),
        currency: job.currency,
        poNumber: job.poNumber,
        vatNote: quote.vatNote,
        createdBy: staff.id,
      })
      .returning();
    await writeLines(tx, created.id, job.currency, lines);
    await logEvent(tx, staff, "invoice.drafted", { subject: { type: "invoice", id: created.id }, payload: invoiceFacts(created, job) });
    const [saved] = await tx.select().from(invoices).where(eq(invoices.id, created.id));
    return invoiceJson(tx, saved);
  });
}

/** `PUT /admin/invoices/{id}`: a draft's dates, PO and lines (replacing them all); 409 once issued. */
export async function updateInvoiceDraft(viewer: Viewer | null, id: number, input: InvoiceUpdateInput) {
  const staff = requirePermission(viewer, "finance");
  const billing = await getBillingSettings();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { invoice, job } = await lockInvoice(tx, id);
    if (invoice.status !== "draft") throw conflict(ISSUED);
    const errors: Record<string, string[]> = {};
    if (input.issue_date && input.due_date && input.due_date < input.issue_date) errors.due_date = ["The due date cannot be before the issue date"];
    let lines: NewLine[] | null = null;
    if (input.lines) {
      const existing = new Map((await linesOf(tx, id)).map((l) => [l.id, l]));
      const talents = input.lines.flatMap((l) => (l.talent_profile_id ? [l.talent_profile_id] : []));
      const rates = await commissionRates(tx, job.id, talents, billing);
      lines = [];
      input.lines.forEach((l, i) => {
        const before = l.id === undefined ? undefined : existing.get(l.id);
        if (l.id !== undefined && !before) errors[`lines.${i}.id`] = ["This line is not on this invoice"];
        const quantity = parseQuantity(l.quantity);
        if (quantity === null) errors[`lines.${i}.quantity`] = ["Enter a quantity above zero with at most two decimals, such as 2 or 1.5"];
        const unit = parseDecimal(l.unit_amount, invoice.currency);
        if (unit === null || unit < 0n || unit > 10n ** 15n) errors[`lines.${i}.unit_amount`] = [`Enter an amount in ${invoice.currency}`];
        const vat = percentToBasisPoints(l.vat_percent);
        if (vat === null || vat > 10_000) errors[`lines.${i}.vat_percent`] = ["Enter a percentage such as 21.00"];
        if (quantity === null || unit === null || vat === null) return;
        const net = lineNet(quantity, unit, invoice.currency);
        if (net > 10n ** 15n) {
          errors[`lines.${i}.unit_amount`] = ["This line's amount is too large"];
          return;
        }
        const talent = l.talent_profile_id ?? before?.talentProfileId ?? null;
        const commissionable = l.commissionable ?? before?.commissionable ?? l.kind === "talent_fee";
        lines!.push({
          kind: l.kind,
          talentProfileId: talent,
          jobFeeId: before?.jobFeeId ?? null,
          jobExpenseId: before?.jobExpenseId ?? null,
          description: l.description,
          quantity: quantityToString(quantity),
          unitMinor: unit,
          netMinor: net,
          vatBp: invoice.vatNote ? 0 : vat,
          commissionable: l.kind === "talent_fee" && commissionable,
          commissionBp: l.kind === "talent_fee" && talent !== null ? (rates.get(talent) ?? null) : null,
        });
      });
      if (!input.lines.length) errors.lines = ["An invoice needs at least one line"];
    }
    if (Object.keys(errors).length) throw validationError("Validation failed", errors);
    await tx
      .update(invoices)
      .set({
        ...(input.issue_date !== undefined ? { issueDate: input.issue_date } : {}),
        ...(input.due_date !== undefined ? { dueDate: input.due_date } : {}),
        ...(input.po_number !== undefined ? { poNumber: input.po_number } : {}),
      })
      .where(and(eq(invoices.id, id), eq(invoices.status, "draft")));
    if (lines) await writeLines(tx, id, invoice.currency, lines);
    await logEvent(tx, staff, "invoice.edited", { subject: { type: "invoice", id }, payload: invoiceFacts(invoice, job) });
    const [saved] = await tx.select().from(invoices).where(eq(invoices.id, id));
    return invoiceJson(tx, saved);
  });
}

/** `DELETE /admin/invoices/{id}`: drafts only; 409 once issued. */
export async function deleteInvoiceDraft(viewer: Viewer | null, id: number) {
  const staff = requirePermission(viewer, "finance");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { invoice, job } = await lockInvoice(tx, id);
    if (invoice.status !== "draft") throw conflict(ISSUED);
    await tx.delete(invoices).where(eq(invoices.id, id));
    await logEvent(tx, staff, "invoice.deleted", { subject: { type: "invoice", id }, payload: invoiceFacts(invoice, job) });
    return { id };
  });
}
