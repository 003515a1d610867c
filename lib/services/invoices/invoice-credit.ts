import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { invoiceLines, invoices, type Invoice, type InvoiceLine } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { homeVatMinor, hundredthsOf, lineNet, parseFxRate, signedQuantity } from "@/lib/domain/invoice";
import { formatMoney, parseQuantity } from "@/lib/domain/money";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { conflict, validationError } from "@/lib/errors";
import type { CreditNoteInput } from "@/lib/validation/invoices";
import { logEvent } from "@/lib/services/audit";
import { takeNumber } from "@/lib/services/platform";
import { getBillingSettings } from "@/lib/services/settings";
import { postCreditNoteReversals } from "@/lib/services/statements";
import { cancelTask } from "@/lib/tasks";
import { invoiceFacts } from "./invoice-drafts";
import { agencyToday, creditNotesOf, invoiceJson, isOpen, linesOf, lockInvoice, totalsOf, type BillTo } from "./invoice-core";
import { freezeInvoicePdf } from "./invoice-pdf";

/*
 * Credit notes (issue 41): issued at once with a number of their own series, negative amounts, naming the invoice
 * they correct. A credit note takes from each line at most what earlier ones left; the one that credits the last of
 * the invoice takes exactly the VAT that remains (so the credit notes of a fully credited invoice sum to its total,
 * whatever the rounding per VAT group). The invoice moves to partially_credited or credited and its balance falls.
 */

const EXCEEDS = "This credit note takes more than remains on the invoice.";

/** What remains of each line: the quantity (hundredths) and net not yet credited. */
async function remainingByLine(lines: InvoiceLine[], credits: InvoiceLine[]) {
  const out = new Map<number, { quantity: number; net: bigint }>();
  for (const l of lines) out.set(l.id, { quantity: hundredthsOf(l.quantity), net: l.netMinor });
  for (const c of credits) {
    const r = c.creditedLineId === null ? undefined : out.get(c.creditedLineId);
    if (r) out.set(c.creditedLineId!, { quantity: r.quantity + hundredthsOf(c.quantity), net: r.net + c.netMinor });
  }
  return out;
}

/** `POST /admin/invoices/{id}/credit-notes`: 201 with the credit note; 422 when it exceeds what remains. */
export async function issueCreditNote(viewer: Viewer | null, id: number, input: CreditNoteInput) {
  const staff = requirePermission(viewer, "finance");
  const billing = await getBillingSettings();
  const db = await getDb();
  const { result, mailIds } = await db.transaction(async (tx) => {
    const { invoice, job } = await lockInvoice(tx, id);
    if (invoice.kind !== "invoice") throw conflict("A credit note cannot itself be credited.");
    if (!isOpen(invoice.status)) throw conflict(invoice.status === "draft" ? "A draft is edited or deleted, not credited." : `An invoice that is ${invoice.status.replace("_", " ")} cannot be credited.`);
    const lines = await linesOf(tx, id);
    const notes = await creditNotesOf(tx, id);
    const credits = notes.length ? await tx.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, notes.map((n) => n.id))) : [];
    const remaining = await remainingByLine(lines, credits);

    // What this credit note takes, per line: quantity (hundredths, positive) and net (positive).
    const take = new Map<number, { quantity: number; net: bigint }>();
    const errors: Record<string, string[]> = {};
    if (input.lines === "all") {
      for (const l of lines) {
        const r = remaining.get(l.id)!;
        if (r.net !== 0n) take.set(l.id, { quantity: r.quantity, net: r.net });
      }
    } else {
      input.lines.forEach((wanted, i) => {
        const line = lines.find((l) => l.id === wanted.invoice_line_id);
        if (!line) {
          errors[`lines.${i}.invoice_line_id`] = ["This line is not on the invoice"];
          return;
        }
        const r = remaining.get(line.id)!;
        const prior = take.get(line.id) ?? { quantity: 0, net: 0n };
        let q: number;
        let net: bigint;
        if (wanted.quantity === undefined) {
          q = r.quantity - prior.quantity;
          net = r.net - prior.net;
        } else {
          const parsed = parseQuantity(wanted.quantity);
          if (parsed === null) {
            errors[`lines.${i}.quantity`] = ["Enter a quantity above zero with at most two decimals"];
            return;
          }
          q = parsed;
          net = lineNet(parsed, line.unitMinor, invoice.currency);
        }
        if (net <= 0n || prior.net + net > r.net || prior.quantity + q > r.quantity) {
          errors[`lines.${i}.invoice_line_id`] = [EXCEEDS];
          return;
        }
        take.set(line.id, { quantity: prior.quantity + q, net: prior.net + net });
      });
    }
    if (Object.keys(errors).length) throw validationError(EXCEEDS, errors);
    if (!take.size) throw validationError(EXCEEDS, { lines: ["Nothing remains to credit on this invoice"] });

    const cnLines = lines
      .filter((l) => take.has(l.id))
      .map((l, i) => ({
        position: i + 1,
        kind: l.kind,
        talentProfileId: l.talentProfileId,
        jobFeeId: l.jobFeeId,
        jobExpenseId: l.jobExpenseId,
        description: l.description,
        quantity: signedQuantity(-take.get(l.id)!.quantity),
        unitMinor: l.unitMinor,
        netMinor: -take.get(l.id)!.net,
        vatBp: l.vatBp,
        commissionable: l.commissionable,
        commissionBp: l.commissionBp,
        creditedLineId: l.id,
      }));
    const totals = totalsOf(cnLines, invoice.currency);
    const closesAll = lines.every((l) => remaining.get(l.id)!.net === (take.get(l.id)?.net ?? 0n));
    const creditedVat = notes.reduce((s, n) => s + n.vatMinor, 0n);
    // The last credit note takes the VAT that remains, to the cent.
    const vatMinor = closesAll ? -(invoice.vatMinor + creditedVat) : totals.vatMinor;
    const totalMinor = totals.netMinor + vatMinor;
    if (-totalMinor > invoice.balanceMinor) throw validationError(EXCEEDS, { lines: ["The credit note is more than the invoice's open balance"] });

    const today = await agencyToday(tx);
    const [draft] = await tx
      .insert(invoices)
      .values({
        kind: "credit_note",
        status: "draft",
        jobId: invoice.jobId,
        companyId: invoice.companyId,
        billTo: invoice.billTo,
        agency: invoice.agency,
        currency: invoice.currency,
        poNumber: invoice.poNumber,
        creditedInvoiceId: invoice.id,
        reason: input.reason,
        createdBy: staff.id,
      })
      .returning();
    await tx.insert(invoiceLines).values(cnLines.map((l) => ({ ...l, invoiceId: draft.id })));
    const taken = await takeNumber(tx, billing.creditNotePrefix, Number(today.slice(0, 4)));
    const fx = invoice.fxRate === null ? null : parseFxRate(invoice.fxRate);
    const values = {
      status: "issued" as const,
      series: taken.series,
      year: taken.year,
      seq: taken.seq,
      number: taken.number,
      issueDate: today,
      supplyDate: invoice.supplyDate,
      dueDate: null,
      netMinor: totals.netMinor,
      vatMinor,
      totalMinor,
      homeCurrency: invoice.homeCurrency,
      fxRate: invoice.fxRate,
      vatHomeMinor: fx === null || invoice.homeCurrency === null ? vatMinor : homeVatMinor(vatMinor, invoice.currency, fx, invoice.homeCurrency),
      vatNote: invoice.vatNote,
      paidMinor: 0n,
      balanceMinor: 0n,
      issuedBy: staff.id,
      issuedAt: new Date(),
    } satisfies Partial<Invoice>;
    const cnId = draft.id;
    const savedLines = await linesOf(tx, cnId);
    const pdf = await freezeInvoicePdf(tx, { ...draft, ...values }, savedLines, { number: invoice.number!, issueDate: invoice.issueDate! });
    await tx
      .update(invoices)
      .set({ ...values, pdfPath: pdf.path, pdfSha256: pdf.sha256 })
      .where(eq(invoices.id, cnId));

    const balance = invoice.balanceMinor + totalMinor;
    const status: Invoice["status"] = closesAll ? "credited" : balance === 0n && invoice.paidMinor > 0n ? "paid" : "partially_credited";
    await tx.update(invoices).set({ status, balanceMinor: balance }).where(and(eq(invoices.id, id)));
    if (status === "credited" || status === "paid") await cancelTask(tx, "invoice-overdue", `invoice:${id}`);
    await postCreditNoteReversals(tx, cnId, staff.id);

    const billTo = invoice.billTo as BillTo;
    const mailIds = billTo.email
      ? await enqueueMail(
          tx,
          mails.creditNoteIssued(billTo.email, {
            agency: billing.agencyLegalName,
            attention: billTo.attention,
            number: taken.number,
            invoiceNumber: invoice.number!,
            total: formatMoney(totalMinor, invoice.currency),
            reason: input.reason,
          }),
        )
      : [];
    await logEvent(tx, staff, "invoice.credited", {
      subject: { type: "invoice", id },
      payload: { ...invoiceFacts(invoice, job), credit_note_id: cnId, credit_note_number: taken.number },
    });
    const [saved] = await tx.select().from(invoices).where(eq(invoices.id, cnId));
    return { result: await invoiceJson(tx, saved), mailIds };
  });
  await deliverNow(mailIds);
  return result;
}
