import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { invoiceLines, invoices, jobLines, users, type Invoice, type Job } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { addDays, fxRateToString, homeVatMinor, parseFxRate } from "@/lib/domain/invoice";
import { formatMoney } from "@/lib/domain/money";
import { dayInZone, startOfDayInZone } from "@/lib/domain/zoned-time";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { conflict, validationError } from "@/lib/errors";
import type { InvoiceIssueInput } from "@/lib/validation/invoices";
import { logEvent } from "@/lib/services/audit";
import { moveBillingStatus, vatTreatmentOf } from "@/lib/services/jobs";
import { takeNumber } from "@/lib/services/platform";
import { agencyTimeZone, getBillingSettings, timeZoneFor } from "@/lib/services/settings";
import { postInvoiceToLedger } from "@/lib/services/statements";
import { replaceTask } from "@/lib/tasks";
import { invoiceFacts } from "./invoice-drafts";
import { agencySnapshotOf, agencyToday, billToOf, commissionRates, invoiceJson, linesOf, lockInvoice, totalsOf } from "./invoice-core";
import { freezeInvoicePdf } from "./invoice-pdf";

/*
 * Issuing (issue 41): in one transaction the number is taken from the gapless series, the bill-to and the agency are
 * snapshotted, the dates set, reverse charge and home-currency VAT applied, the commission rates snapshotted, the PDF
 * frozen, the ledger posted, the client mailed (outbox), the overdue reminder queued and the job moved to invoiced.
 * A refusal or a failure anywhere rolls all of it back, the number too.
 */

/** The supply date: the end of the job's last confirmed line, as a day in the job's clock (null without one). */
async function supplyDateOf(tx: DbOrTx, job: Job): Promise<string | null> {
  const [last] = await tx
    .select({ endsAt: jobLines.endsAt })
    .from(jobLines)
    .where(and(eq(jobLines.jobId, job.id), eq(jobLines.state, "confirmed")))
    .orderBy(desc(jobLines.endsAt))
    .limit(1);
  if (!last) return null;
  const zone = job.timeZone ?? (await agencyTimeZone(tx));
  return dayInZone(last.endsAt, zone);
}

/** The booker of the job (its creator), whom internal finance mails reach. */
export async function bookerEmail(tx: DbOrTx, job: Job): Promise<string | null> {
  if (job.createdBy === null) return null;
  const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, job.createdBy));
  return u?.email ?? null;
}

/** `POST /admin/invoices/{id}/issue`. */
export async function issueInvoice(viewer: Viewer | null, id: number, input: InvoiceIssueInput) {
  const staff = requirePermission(viewer, "finance");
  const billing = await getBillingSettings();
  const db = await getDb();
  const { result, mailIds } = await db.transaction(async (tx) => {
    const { invoice, job } = await lockInvoice(tx, id);
    if (invoice.kind !== "invoice" || invoice.status !== "draft") throw conflict("This invoice has already been issued.");
    const { company, snapshot } = await billToOf(tx, job);
    const po = invoice.poNumber ?? job.poNumber;
    const errors: Record<string, string[]> = {};
    if (company?.poRequired && !po?.trim()) errors.po_number = ["This client requires a purchase order number: add it to the invoice or the job first"];
    const home = billing.homeCurrency;
    let fx: bigint | null = null;
    if (invoice.currency !== home) {
      fx = input.fx_rate ? parseFxRate(input.fx_rate) : null;
      if (fx === null) errors.fx_rate = [`The invoice is in ${invoice.currency}: give the exchange rate to ${home} for its VAT`];
    }
    if (Object.keys(errors).length) throw validationError("Validation failed", errors);

    const treatment = vatTreatmentOf(company ? { country: company.country, vatIdValid: company.vatIdValid } : undefined, billing);
    const zoneToday = await agencyToday(tx);
    const issueDate = invoice.issueDate ?? zoneToday;
    const terms = company?.paymentTermsDays ?? billing.paymentTermsDays;
    const dueDate = invoice.dueDate && invoice.dueDate >= issueDate ? invoice.dueDate : addDays(issueDate, terms);

    // The lines settle before the invoice leaves draft (the database freezes an issued invoice's lines).
    const before = await linesOf(tx, id);
    const talents = before.flatMap((l) => (l.kind === "talent_fee" && l.talentProfileId !== null ? [l.talentProfileId] : []));
    const rates = await commissionRates(tx, job.id, talents, billing);
    for (const l of before) {
      const vatBp = treatment === "standard" ? l.vatBp : 0;
      const commissionBp = l.kind === "talent_fee" && l.talentProfileId !== null ? (rates.get(l.talentProfileId) ?? null) : l.commissionBp;
      if (vatBp !== l.vatBp || commissionBp !== l.commissionBp) await tx.update(invoiceLines).set({ vatBp, commissionBp }).where(eq(invoiceLines.id, l.id));
    }
    const lines = await linesOf(tx, id);
    if (!lines.length) throw conflict("An invoice needs at least one line before it is issued.");
    const totals = totalsOf(lines, invoice.currency);
    const vatNote = treatment === "standard" ? null : treatment === "reverse_charge" ? "Reverse charge" : "Outside the scope of EU VAT (Art. 44)";
    const vatHome = fx === null ? totals.vatMinor : homeVatMinor(totals.vatMinor, invoice.currency, fx, home);
    if (vatHome > 10n ** 17n || vatHome < -(10n ** 17n)) throw validationError("Validation failed", { fx_rate: ["This exchange rate gives a VAT too large to state"] });
    const taken = await takeNumber(tx, billing.invoicePrefix, Number(issueDate.slice(0, 4)));
    const values = {
      status: "issued" as const,
      series: taken.series,
      year: taken.year,
      seq: taken.seq,
      number: taken.number,
      companyId: snapshot.company_id,
      billTo: snapshot,
      agency: agencySnapshotOf(billing),
      issueDate,
      supplyDate: (await supplyDateOf(tx, job)) ?? issueDate,
      dueDate,
      poNumber: po ?? null,
      netMinor: totals.netMinor,
      vatMinor: totals.vatMinor,
      totalMinor: totals.totalMinor,
      homeCurrency: home,
      fxRate: fx === null ? null : fxRateToString(fx),
      vatHomeMinor: vatHome,
      vatNote,
      paidMinor: 0n,
      balanceMinor: totals.totalMinor,
      issuedBy: staff.id,
      issuedAt: new Date(),
    } satisfies Partial<Invoice>;
    const issued: Invoice = { ...invoice, ...values };
    const pdf = await freezeInvoicePdf(tx, issued, lines, null);
    await tx
      .update(invoices)
      .set({ ...values, pdfPath: pdf.path, pdfSha256: pdf.sha256 })
      .where(eq(invoices.id, id));
    await postInvoiceToLedger(tx, id, staff.id);
    await moveBillingStatus(tx, job.id, "invoiced");
    const mailIds: number[] = [];
    if (snapshot.email) {
      mailIds.push(
        ...(await enqueueMail(
          tx,
          mails.invoiceIssued(snapshot.email, {
            agency: billing.agencyLegalName,
            attention: snapshot.attention,
            number: taken.number,
            total: formatMoney(totals.totalMinor, invoice.currency),
            dueDate,
            po: po ?? null,
          }),
        )),
      );
    }
    // The reminder: the day after the due date, at the start of that day in the agency's clock.
    const zone = await timeZoneFor(null, { timeZone: await agencyTimeZone(tx) });
    await replaceTask(tx, "invoice-overdue", { invoiceId: id }, { key: `invoice:${id}`, runAt: startOfDayInZone(addDays(dueDate, 1), zone) });
    await logEvent(tx, staff, "invoice.issued", { subject: { type: "invoice", id }, payload: invoiceFacts(issued, job) });
    const [saved] = await tx.select().from(invoices).where(eq(invoices.id, id));
    return { result: await invoiceJson(tx, saved), mailIds };
  });
  await deliverNow(mailIds);
  return result;
}
