import { z } from "zod";
import { BILLING_STATUSES, INVOICE_LINE_KINDS, INVOICE_STATUSES } from "@/lib/domain/finance";
import { calendarDay, dbId, oneLine, pagingSchema } from "./common";

/**
 * Issue 41: the bodies and queries of the billing-status, invoice, credit note, payment, write-off and export routes.
 * Money arrives as decimal strings in the invoice's currency (checked by the service, which knows the currency),
 * dates as YYYY-MM-DD.
 */
const invoiceMessages = {
  date: "Enter a date as YYYY-MM-DD",
  amount: "Enter an amount such as 1500.00",
  fxRate: "Enter an exchange rate such as 0.900000",
  reason: "Please give a reason",
} as const;

/** A real calendar day written YYYY-MM-DD. */
const day = calendarDay(invoiceMessages.date);

const decimal = z.string({ error: invoiceMessages.amount }).trim().regex(/^\d{1,15}(\.\d{1,6})?$/, { error: invoiceMessages.amount });
const text = (max: number) => oneLine(z.string().trim().max(max, { error: `Must be at most ${max} characters` }));

export const billingStatusBodySchema = z.object({ billing_status: z.enum(BILLING_STATUSES) });

const invoiceLineInputSchema = z.object({
  /** A line already on the draft keeps its links to the job's fee or expense. */
  id: dbId().optional(),
  kind: z.enum(INVOICE_LINE_KINDS),
  talent_profile_id: dbId().nullish(),
  description: text(300).min(1, { error: "Please describe the line" }),
  quantity: z.string().trim().max(12),
  unit_amount: z.string().trim().max(20),
  vat_percent: z.string().trim().max(8),
  commissionable: z.boolean().optional(),
});

export const invoiceUpdateSchema = z.object({
  issue_date: day.nullish(),
  due_date: day.nullish(),
  po_number: text(60).nullish().transform((v) => (v ? v : v === undefined ? undefined : null)),
  lines: z.array(invoiceLineInputSchema).max(200).optional(),
});
export type InvoiceUpdateInput = z.infer<typeof invoiceUpdateSchema>;

export const invoiceIssueSchema = z.object({
  fx_rate: z.string({ error: invoiceMessages.fxRate }).trim().regex(/^\d{1,6}(\.\d{1,6})?$/, { error: invoiceMessages.fxRate }).optional(),
});
export type InvoiceIssueInput = z.infer<typeof invoiceIssueSchema>;

export const creditNoteSchema = z.object({
  lines: z.union([
    z.literal("all"),
    z
      .array(z.object({ invoice_line_id: dbId(), quantity: z.string().trim().max(12).optional() }))
      .min(1, { error: "Choose at least one line to credit" })
      .max(200),
  ]),
  reason: z.string({ error: invoiceMessages.reason }).trim().min(1, { error: invoiceMessages.reason }).max(500),
});
export type CreditNoteInput = z.infer<typeof creditNoteSchema>;

export const paymentSchema = z.object({
  amount: decimal,
  received_on: day,
  method: text(40).nullish(),
  reference: text(120).nullish(),
});
export type PaymentInput = z.infer<typeof paymentSchema>;

export const writeOffSchema = z.object({
  reason: z.string({ error: invoiceMessages.reason }).trim().min(1, { error: invoiceMessages.reason }).max(500),
});

export const invoiceListQuerySchema = pagingSchema.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  company_id: dbId().optional(),
  from: day.optional(),
  to: day.optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const financeExportQuerySchema = z.object({ from: day, to: day });
