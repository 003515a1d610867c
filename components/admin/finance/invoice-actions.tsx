"use client";

import { useRouter } from "next/navigation";
import { z } from "zod";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DateInput } from "@/components/ui/date-input";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/api/client";
import type { invoiceAnswer, invoiceDeletedAnswer } from "@/lib/api/responses/invoices";
import { showMoney } from "@/lib/domain/finance-display";
import { toast } from "@/lib/toast";
import { paymentSchema, writeOffSchema } from "@/lib/validation/invoices";
import { FormDialog } from "./form-dialog";
import type { InvoiceView } from "./invoice-view";

const today = () => new Date().toISOString().slice(0, 10);
const mailTo = (inv: InvoiceView) => inv.bill_to.email ?? "the billing contact";

/** The browser's checks of the draft and issue forms (the route's own schemas transform their values). */
const invoiceMessages = { date: "Enter a date as YYYY-MM-DD", fxRate: "Enter an exchange rate such as 0.900000", reason: "Please give a reason" } as const;
const calendarDay = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: invoiceMessages.date });

const draftDatesSchema = z.object({ issue_date: z.union([calendarDay, z.literal("")]), due_date: z.union([calendarDay, z.literal("")]), po_number: z.string().trim().max(60) });
type DraftDates = z.infer<typeof draftDatesSchema>;

/** Edit a draft's dates and PO (its lines come from the job). */
export function EditDraftDialog({ invoice, open, onOpenChange }: { invoice: InvoiceView; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <FormDialog<DraftDates>
      open={open}
      onOpenChange={onOpenChange}
      title="Edit draft"
      description="Only a draft changes. Leave the issue date empty to take the day it is issued; the due date then follows the payment terms."
      schema={draftDatesSchema}
      defaults={{ issue_date: invoice.issue_date ?? "", due_date: invoice.due_date ?? "", po_number: invoice.po_number ?? "" }}
      fields={["issue_date", "due_date", "po_number"]}
      submitLabel="Save draft"
      busyLabel="Saving…"
      done="Draft saved"
      submit={(v) =>
        apiFetch<typeof invoiceAnswer>(`/admin/invoices/${invoice.id}`, {
          method: "PUT",
          body: { issue_date: v.issue_date || null, due_date: v.due_date || null, po_number: v.po_number || null },
        })
      }
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField label="Issue date" error={errors.issue_date?.message}>
            <DateInput {...register("issue_date")} />
          </FormField>
          <FormField label="Due date" error={errors.due_date?.message}>
            <DateInput {...register("due_date")} />
          </FormField>
          <FormField label="PO number" error={errors.po_number?.message}>
            <Input {...register("po_number")} autoComplete="off" />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}

const issueFormSchema = (foreign: boolean) =>
  z.object({
    fx_rate: foreign ? z.string().trim().regex(/^\d{1,6}(\.\d{1,6})?$/, { error: invoiceMessages.fxRate }) : z.string().optional(),
  });

/** Issue: the next number, frozen document, the talents' statements, and the mail to the billing contact. */
export function IssueDialog({ invoice, open, onOpenChange }: { invoice: InvoiceView; open: boolean; onOpenChange: (o: boolean) => void }) {
  const home = invoice.agency.home_currency;
  const foreign = invoice.currency !== home;
  return (
    <FormDialog<{ fx_rate?: string }>
      open={open}
      onOpenChange={onOpenChange}
      title="Issue invoice"
      description={
        <>
          <p>
            The invoice takes the next number and can no longer change (a credit note corrects it). The talents&apos; shares go on their statements, on hold until the
            client pays.
          </p>
          <p className="mt-2">
            The <strong>invoice-issued</strong> mail with the PDF goes to <strong>{mailTo(invoice)}</strong>. Total {showMoney(invoice.total, invoice.currency)}.
          </p>
        </>
      }
      schema={issueFormSchema(foreign)}
      defaults={{ fx_rate: invoice.fx_rate ?? "" }}
      fields={["fx_rate"]}
      submitLabel="Issue and send"
      busyLabel="Issuing…"
      done={(r) => `Invoice ${(r as { number: string | null }).number ?? ""} issued`}
      submit={(v) => apiFetch<typeof invoiceAnswer>(`/admin/invoices/${invoice.id}/issue`, { method: "POST", body: foreign ? { fx_rate: v.fx_rate } : {} })}
    >
      {({ register, formState: { errors } }) =>
        foreign ? (
          <FormField label={`Exchange rate (${home} per 1 ${invoice.currency})`} required error={errors.fx_rate?.message} hint="For the VAT line in the home currency, e.g. 0.900000.">
            <Input {...register("fx_rate")} inputMode="decimal" autoComplete="off" />
          </FormField>
        ) : null
      }
    </FormDialog>
  );
}

type PaymentValues = z.input<typeof paymentSchema>;

/** Record money received: a partial or the full open balance. */
export function PaymentDialog({ invoice, open, onOpenChange }: { invoice: InvoiceView; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <FormDialog<PaymentValues>
      open={open}
      onOpenChange={onOpenChange}
      title="Record payment"
      description={
        <p>
          Open balance {showMoney(invoice.balance, invoice.currency)}. When the payments cover the invoice, the talents&apos; shares become payable and the booker gets the
          internal <strong>payment-received</strong> mail.
        </p>
      }
      schema={paymentSchema as never}
      defaults={{ amount: invoice.balance, received_on: today(), method: "", reference: "" }}
      fields={["amount", "received_on", "method", "reference"]}
      submitLabel="Record payment"
      busyLabel="Recording…"
      done="Payment recorded"
      submit={(v) =>
        apiFetch<typeof invoiceAnswer>(`/admin/invoices/${invoice.id}/payments`, {
          method: "POST",
          body: { amount: v.amount, received_on: v.received_on, method: v.method || null, reference: v.reference || null },
        })
      }
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField label={`Amount (${invoice.currency})`} required error={errors.amount?.message}>
            <Input {...register("amount")} inputMode="decimal" autoComplete="off" />
          </FormField>
          <FormField label="Received on" required error={errors.received_on?.message}>
            <DateInput {...register("received_on")} />
          </FormField>
          <FormField label="Method" error={errors.method?.message} hint="Bank transfer, card…">
            <Input {...register("method")} autoComplete="off" />
          </FormField>
          <FormField label="Reference" error={errors.reference?.message}>
            <Input {...register("reference")} autoComplete="off" />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}

/** Write off what the client will not pay. */
export function WriteOffDialog({ invoice, open, onOpenChange }: { invoice: InvoiceView; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <FormDialog<{ reason: string }>
      open={open}
      onOpenChange={onOpenChange}
      title="Write off invoice"
      description={<p>The open balance of {showMoney(invoice.balance, invoice.currency)} is written off. This cannot be undone. No mail goes out.</p>}
      schema={writeOffSchema}
      defaults={{ reason: "" }}
      fields={["reason"]}
      destructive
      submitLabel="Write off"
      busyLabel="Writing off…"
      done="Invoice written off"
      submit={(v) => apiFetch<typeof invoiceAnswer>(`/admin/invoices/${invoice.id}/write-off`, { method: "POST", body: v })}
    >
      {({ register, formState: { errors } }) => (
        <FormField label="Reason" required error={errors.reason?.message}>
          <Textarea rows={3} {...register("reason")} />
        </FormField>
      )}
    </FormDialog>
  );
}

const creditFormSchema = z
  .object({ all: z.boolean(), line_ids: z.array(z.string()), reason: z.string().trim().min(1, { error: invoiceMessages.reason }).max(500) })
  .refine((v) => v.all || v.line_ids.length > 0, { path: ["line_ids"], error: "Choose at least one line to credit" });
type CreditValues = z.infer<typeof creditFormSchema>;

/** A credit note for chosen lines or the whole invoice, issued at once with its number and mailed. */
export function CreditNoteDialog({ invoice, open, onOpenChange }: { invoice: InvoiceView; open: boolean; onOpenChange: (o: boolean) => void }) {
  const router = useRouter();
  return (
    <FormDialog<CreditValues>
      open={open}
      onOpenChange={onOpenChange}
      title="Credit note"
      description={
        <>
          <p>
            Open on this invoice: {showMoney(invoice.balance, invoice.currency)} of {showMoney(invoice.total, invoice.currency)}. The credit note is issued at once with
            its own number, reverses the talents&apos; shares of the lines it takes, and the <strong>credit-note-issued</strong> mail goes to{" "}
            <strong>{mailTo(invoice)}</strong>.
          </p>
        </>
      }
      schema={creditFormSchema}
      defaults={{ all: false, line_ids: [], reason: "" }}
      fields={["line_ids", "reason"]}
      submitLabel="Issue credit note"
      busyLabel="Issuing…"
      destructive
      done={(r) => `Credit note ${(r as { number: string | null }).number ?? ""} issued`}
      onDone={(r) => router.push(`/admin/invoices/${(r as { id: number }).id}`)}
      submit={(v) =>
        apiFetch<typeof invoiceAnswer>(`/admin/invoices/${invoice.id}/credit-notes`, {
          method: "POST",
          body: { lines: v.all ? "all" : v.line_ids.map((id) => ({ invoice_line_id: Number(id) })), reason: v.reason },
        })
      }
    >
      {({ register, watch, formState: { errors } }) => (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...register("all")} />
            Credit the whole invoice
          </label>
          {!watch("all") && (
            <fieldset className="flex flex-col gap-2" aria-invalid={errors.line_ids ? true : undefined} tabIndex={-1}>
              <legend className="mb-1 text-sm font-medium">Lines to credit</legend>
              {invoice.lines.map((l) => (
                <label key={l.id} className="flex items-start gap-2 text-sm">
                  <input type="checkbox" className="mt-0.5 size-4" value={String(l.id)} {...register("line_ids")} />
                  <span className="flex-1">{l.description}</span>
                  <span className="tnum">{showMoney(l.net, invoice.currency)}</span>
                </label>
              ))}
              {errors.line_ids && (
                <p role="alert" className="text-sm text-destructive">
                  {errors.line_ids.message}
                </p>
              )}
            </fieldset>
          )}
          <FormField label="Reason" required error={errors.reason?.message}>
            <Textarea rows={3} {...register("reason")} />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}

/** Delete a draft (nothing was sent; the job stays ready to invoice). */
export function DeleteDraftButton({ invoice }: { invoice: InvoiceView }) {
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm">
          Delete draft
        </Button>
      }
      title="Delete this draft?"
      description="The draft and its lines are removed. Nothing was sent to the client; the job stays ready to invoice."
      confirmLabel="Delete draft"
      busyLabel="Deleting…"
      variant="destructive"
      onConfirm={async () => {
        try {
          await apiFetch<typeof invoiceDeletedAnswer>(`/admin/invoices/${invoice.id}`, { method: "DELETE" });
        } catch (error) {
          toast.error("Not deleted", { description: errorMessage(error, "Please try again.") });
          throw error;
        }
        toast.success("Draft deleted");
        router.push("/admin/finance?tab=drafts");
      }}
    />
  );
}
