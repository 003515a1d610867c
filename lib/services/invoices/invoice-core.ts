import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import {
  companies,
  companyContacts,
  invoiceLines,
  invoicePayments,
  invoices,
  jobs,
  type Invoice,
  type InvoiceLine,
  type Job,
} from "@/db/schema";
import { daysOverdue, fxRateToString, hundredthsOf, invoiceTotals, parseFxRate, signedQuantity, type InvoiceTotals } from "@/lib/domain/invoice";
import { basisPointsToPercent, toDecimalString } from "@/lib/domain/money";
import { dayInZone } from "@/lib/domain/zoned-time";
import { notFound } from "@/lib/errors";
import { agencyTimeZone, type getBillingSettings } from "@/lib/services/settings";

/*
 * What every invoice file shares (issue 41): the row locks (job first, then the invoice: the order every write
 * takes), the bill-to and agency snapshots, the stored totals and the JSON.
 */

export const INVOICE_NOT_FOUND = "Invoice not found.";
export type Billing = Awaited<ReturnType<typeof getBillingSettings>>;

/** The snapshot of who is billed, as issued (and shown on a draft as it reads now). */
export interface BillTo {
  company_id: number | null;
  name: string;
  legal_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  postal_code: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  vat_id: string | null;
  vat_id_valid: boolean | null;
  attention: string | null;
  email: string | null;
}

export interface AgencySnapshot {
  legal_name: string;
  address: { line1: string; postal_code: string; city: string; country: string };
  vat_id: string;
  home_currency: string;
}

/** The job's row lock, then the invoice's: 404 for either missing. */
export async function lockInvoice(tx: DbOrTx, id: number): Promise<{ invoice: Invoice; job: Job }> {
  const [peek] = await tx.select({ jobId: invoices.jobId }).from(invoices).where(eq(invoices.id, id));
  if (!peek) throw notFound(INVOICE_NOT_FOUND);
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, peek.jobId)).for("update");
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!invoice || !job) throw notFound(INVOICE_NOT_FOUND);
  return { invoice, job };
}

export async function linesOf(db: DbOrTx, invoiceId: number): Promise<InvoiceLine[]> {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
}

/** The bill-to of a job now: its billing company (else its client company), the attention contact, where mail goes. */
export async function billToOf(db: DbOrTx, job: Job) {
  const companyId = job.billingCompanyId ?? job.companyId;
  const [company] = companyId === null ? [] : await db.select().from(companies).where(eq(companies.id, companyId));
  const contactId = job.billingContactId ?? (job.billingCompanyId === null ? job.contactId : null);
  const [contact] = contactId === null ? [] : await db.select().from(companyContacts).where(eq(companyContacts.id, contactId));
  const snapshot: BillTo = {
    company_id: company?.id ?? null,
    name: company?.name ?? job.clientCompany ?? job.clientName ?? "",
    legal_name: company?.legalName ?? null,
    address_line1: company?.addressLine1 ?? null,
    address_line2: company?.addressLine2 ?? null,
    postal_code: company?.postalCode ?? null,
    city: company?.city ?? null,
    region: company?.region ?? null,
    country: company?.country ?? null,
    vat_id: company?.vatId ?? null,
    vat_id_valid: company?.vatIdValid ?? null,
    attention: contact?.name ?? null,
    email: contact?.email ?? company?.billingEmail ?? company?.email ?? (company ? null : job.clientEmail),
  };
  return { company: company ?? null, snapshot };
}

export const agencySnapshotOf = (billing: Billing): AgencySnapshot => ({
  legal_name: billing.agencyLegalName,
  address: { line1: billing.address.line1, postal_code: billing.address.postalCode, city: billing.address.city, country: billing.address.country },
  vat_id: billing.vatId,
  home_currency: billing.homeCurrency,
});

/** The totals of an invoice's lines (a reverse-charged invoice's lines carry 0% already). */
export const totalsOf = (lines: Pick<InvoiceLine, "netMinor" | "vatBp">[], currency: string): InvoiceTotals => invoiceTotals(lines, currency);

/** Today in the agency's clock (an invoice's dates are calendar days there). */
export async function agencyToday(db: DbOrTx, now = new Date()): Promise<string> {
  return dayInZone(now, await agencyTimeZone(db));
}

/** The credit notes of an invoice, issued, oldest first. */
export async function creditNotesOf(db: DbOrTx, invoiceId: number) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.creditedInvoiceId, invoiceId), eq(invoices.kind, "credit_note"), ne(invoices.status, "draft")))
    .orderBy(asc(invoices.id));
}

const OPEN: readonly Invoice["status"][] = ["issued", "partially_paid", "partially_credited"];
export const isOpen = (status: Invoice["status"]) => OPEN.includes(status);

function lineJson(l: InvoiceLine, currency: string) {
  return {
    id: l.id,
    position: l.position,
    kind: l.kind,
    talent_profile_id: l.talentProfileId,
    job_fee_id: l.jobFeeId,
    job_expense_id: l.jobExpenseId,
    description: l.description,
    quantity: signedQuantity(hundredthsOf(l.quantity)),
    unit_amount: toDecimalString(l.unitMinor, currency),
    net: toDecimalString(l.netMinor, currency),
    vat_percent: basisPointsToPercent(l.vatBp),
    commissionable: l.commissionable,
    commission_percent: l.commissionBp === null ? null : basisPointsToPercent(l.commissionBp),
    credited_line_id: l.creditedLineId,
  };
}

/** An invoice's list entry: what the finance screens' tabs show. */
export function summaryJson(inv: Invoice, today: string) {
  const money = (m: bigint) => toDecimalString(m, inv.currency);
  const billTo = inv.billTo as BillTo;
  return {
    id: inv.id,
    kind: inv.kind,
    status: inv.status,
    number: inv.number,
    job_id: inv.jobId,
    company_id: inv.companyId,
    client: billTo.legal_name ?? billTo.name,
    currency: inv.currency,
    issue_date: inv.issueDate,
    due_date: inv.dueDate,
    net: money(inv.netMinor),
    vat: money(inv.vatMinor),
    total: money(inv.totalMinor),
    paid: money(inv.paidMinor),
    balance: money(inv.balanceMinor),
    /** Whole days past the due date while money is still owed; 0 otherwise. */
    days_overdue: inv.kind === "invoice" && isOpen(inv.status) && inv.balanceMinor > 0n ? daysOverdue(inv.dueDate, today) : 0,
    credited_invoice_id: inv.creditedInvoiceId,
    created_at: inv.createdAt,
  };
}

/** One invoice or credit note with its lines, VAT groups, payments and credit notes. */
export async function invoiceJson(db: DbOrTx, inv: Invoice) {
  const [lines, payments, credits, today, [job]] = await Promise.all([
    linesOf(db, inv.id),
    db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, inv.id)).orderBy(asc(invoicePayments.id)),
    inv.kind === "invoice" ? creditNotesOf(db, inv.id) : Promise.resolve([]),
    agencyToday(db),
    db.select({ reference: jobs.reference }).from(jobs).where(eq(jobs.id, inv.jobId)),
  ]);
  const money = (m: bigint) => toDecimalString(m, inv.currency);
  const totals = totalsOf(lines, inv.currency);
  const [credited] = inv.creditedInvoiceId ? await db.select({ number: invoices.number, issueDate: invoices.issueDate }).from(invoices).where(eq(invoices.id, inv.creditedInvoiceId)) : [];
  return {
    ...summaryJson(inv, today),
    job_reference: job.reference,
    bill_to: inv.billTo as BillTo,
    agency: inv.agency as AgencySnapshot,
    supply_date: inv.supplyDate,
    po_number: inv.poNumber,
    vat_groups: totals.vat.map((g) => ({ percent: basisPointsToPercent(g.rateBp), base: money(g.baseMinor), amount: money(g.amountMinor) })),
    home_currency: inv.homeCurrency,
    fx_rate: inv.fxRate === null ? null : fxRateToString(parseFxRate(inv.fxRate) ?? 0n),
    vat_home: inv.vatHomeMinor === null || inv.homeCurrency === null ? null : toDecimalString(inv.vatHomeMinor, inv.homeCurrency),
    vat_note: inv.vatNote,
    reason: inv.reason,
    credited_invoice: credited ? { id: inv.creditedInvoiceId!, number: credited.number, issue_date: credited.issueDate } : null,
    pdf_sha256: inv.pdfSha256,
    issued_at: inv.issuedAt,
    lines: lines.map((l) => lineJson(l, inv.currency)),
    payments: payments.map((p) => ({ id: p.id, amount: money(p.amountMinor), received_on: p.receivedOn, method: p.method, reference: p.reference, created_at: p.createdAt })),
    credit_notes: credits.map((c) => ({ id: c.id, number: c.number, issue_date: c.issueDate, total: money(c.totalMinor), reason: c.reason })),
  };
}
