import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { invoicePayments, invoices, jobs, type Invoice } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { formatMoney, parseDecimal } from "@/lib/domain/money";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { conflict, validationError } from "@/lib/errors";
import type { PaymentInput } from "@/lib/validation/invoices";
import { logEvent } from "@/lib/services/audit";
import { moveBillingStatus } from "@/lib/services/jobs";
import { releaseInvoiceEntries } from "@/lib/services/statements";
import { cancelTask, onceOnly } from "@/lib/tasks";
import { invoiceFacts } from "./invoice-drafts";
import { bookerEmail } from "./invoice-issue";
import { invoiceJson, isOpen, lockInvoice, type BillTo } from "./invoice-core";

/*
 * Payments and write-offs (issue 41). A payment is never edited (the database refuses it); it lowers the balance, and
 * the one that settles it marks the invoice paid, releases its ledger entries (payable from the day received), mails
 * the booker and, once every invoice of the job is settled, moves the job to paid.
 */

/** Moves the job to paid once none of its invoices is still open (and at least one was paid). */
async function settleJob(tx: DbOrTx, jobId: number) {
  const rows = await tx
    .select({ status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.jobId, jobId), eq(invoices.kind, "invoice"), ne(invoices.status, "draft")));
  if (rows.some((r) => isOpen(r.status)) || !rows.some((r) => r.status === "paid")) return;
  await moveBillingStatus(tx, jobId, "paid");
}

/** `POST /admin/invoices/{id}/payments`: 422 before the issue date or above the balance. */
export async function recordPayment(viewer: Viewer | null, id: number, input: PaymentInput) {
  const staff = requirePermission(viewer, "finance");
  const db = await getDb();
  const { result, mailIds } = await db.transaction(async (tx) => {
    const { invoice, job } = await lockInvoice(tx, id);
    if (invoice.kind !== "invoice") throw conflict("A credit note takes no payments.");
    if (!isOpen(invoice.status)) throw conflict(invoice.status === "draft" ? "Issue the invoice before recording a payment." : `An invoice that is ${invoice.status.replace("_", " ")} takes no more payments.`);
    const errors: Record<string, string[]> = {};
    const amount = parseDecimal(input.amount, invoice.currency);
    if (amount === null || amount <= 0n) errors.amount = [`Enter an amount in ${invoice.currency} above zero`];
    else if (amount > invoice.balanceMinor) errors.amount = [`The payment is more than the open balance of ${formatMoney(invoice.balanceMinor, invoice.currency)}`];
    if (invoice.issueDate && input.received_on < invoice.issueDate) errors.received_on = ["A payment cannot be received before the invoice's issue date"];
    if (Object.keys(errors).length || amount === null) throw validationError("Validation failed", errors);
    const [payment] = await tx
      .insert(invoicePayments)
      .values({ invoiceId: id, amountMinor: amount, receivedOn: input.received_on, method: input.method ?? null, reference: input.reference ?? null, createdBy: staff.id })
      .returning();
    const balance = invoice.balanceMinor - amount;
    const status: Invoice["status"] = balance === 0n ? "paid" : invoice.status === "issued" ? "partially_paid" : invoice.status;
    await tx.update(invoices).set({ status, paidMinor: invoice.paidMinor + amount, balanceMinor: balance }).where(eq(invoices.id, id));
    const mailIds: number[] = [];
    if (status === "paid") {
      await releaseInvoiceEntries(tx, id, input.received_on);
      await cancelTask(tx, "invoice-overdue", `invoice:${id}`);
      await settleJob(tx, job.id);
      const to = await bookerEmail(tx, job);
      const billTo = invoice.billTo as BillTo;
      if (to) {
        mailIds.push(
          ...(await enqueueMail(tx, mails.paymentReceived(to, { number: invoice.number!, client: billTo.legal_name ?? billTo.name, total: formatMoney(invoice.totalMinor, invoice.currency), receivedOn: input.received_on }))),
        );
      }
    }
    await logEvent(tx, staff, "invoice.payment_recorded", {
      subject: { type: "invoice", id },
      payload: { ...invoiceFacts(invoice, job), payment_id: payment.id, paid_in_full: status === "paid" },
    });
    const [saved] = await tx.select().from(invoices).where(eq(invoices.id, id));
    return { result: await invoiceJson(tx, saved), mailIds };
  });
  await deliverNow(mailIds);
  return result;
}

/** `POST /admin/invoices/{id}/write-off`: an open invoice the client will not pay; the balance stays as written off. */
export async function writeOffInvoice(viewer: Viewer | null, id: number, reason: string) {
  const staff = requirePermission(viewer, "finance");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { invoice, job } = await lockInvoice(tx, id);
    if (invoice.kind !== "invoice" || !isOpen(invoice.status)) throw conflict("Only an issued invoice with money still owed can be written off.");
    await tx.update(invoices).set({ status: "written_off" }).where(eq(invoices.id, id));
    await cancelTask(tx, "invoice-overdue", `invoice:${id}`);
    await logEvent(tx, staff, "invoice.written_off", {
      subject: { type: "invoice", id },
      payload: invoiceFacts(invoice, job),
      changes: { status: [invoice.status, "written_off"], write_off_reason: [null, reason] },
    });
    const [saved] = await tx.select().from(invoices).where(eq(invoices.id, id));
    return invoiceJson(tx, saved);
  });
}

/** The overdue reminder's run (lib/tasks, `invoice-overdue`): mails the booker unless the invoice is settled. */
export async function remindOverdueInvoice(invoiceId: number): Promise<number[]> {
  const ids = await onceOnly(`invoice-overdue:${invoiceId}`, async (tx) => {
    const [row] = await tx.select({ invoice: invoices, job: jobs }).from(invoices).innerJoin(jobs, eq(jobs.id, invoices.jobId)).where(and(eq(invoices.id, invoiceId), inArray(invoices.status, ["issued", "partially_paid", "partially_credited"])));
    if (!row || row.invoice.balanceMinor <= 0n) return [];
    const to = await bookerEmail(tx, row.job);
    if (!to) return [];
    const billTo = row.invoice.billTo as BillTo;
    return enqueueMail(tx, mails.invoiceOverdue(to, { number: row.invoice.number!, client: billTo.legal_name ?? billTo.name, balance: formatMoney(row.invoice.balanceMinor, row.invoice.currency), dueDate: row.invoice.dueDate! }));
  });
  if (ids?.length) await deliverNow(ids);
  return ids ?? [];
}
