import { z } from "zod";
import { BILLING_STATUSES, INVOICE_KINDS, INVOICE_LINE_KINDS, INVOICE_STATUSES } from "@/lib/domain/finance";
import type { getInvoice, listInvoices } from "@/lib/services/invoices";
import type { setBillingStatus } from "@/lib/services/jobs";
import { deletedSchema } from "./common";
import { isoDate, pagedSchema, type Wire } from "./envelope";

/*
 * The `data` of the billing-status, invoice, credit note, payment and write-off routes (issue 41), each checked
 * against its service's return type. Money is a decimal string in the document's currency (negative on a credit
 * note), percentages "21.00", dates YYYY-MM-DD.
 */

const money = z.string().regex(/^-?\d+(\.\d+)?$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const billingStatusAnswer = z.object({
  id: z.number(),
  billing_status: z.enum(BILLING_STATUSES),
  billing_status_label: z.string(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof setBillingStatus>>>>;

const summary = {
  id: z.number(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  /** Null while a draft. */
  number: z.string().nullable(),
  job_id: z.number(),
  company_id: z.number().nullable(),
  client: z.string(),
  currency: z.string(),
  issue_date: day.nullable(),
  due_date: day.nullable(),
  net: money,
  vat: money,
  total: money,
  paid: money,
  balance: money,
  /** Whole days past the due date while money is owed; 0 otherwise. */
  days_overdue: z.number().int(),
  credited_invoice_id: z.number().nullable(),
  created_at: isoDate,
};

export const invoiceListAnswer = pagedSchema(z.object(summary)) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listInvoices>>>>;

const billTo = z.object({
  company_id: z.number().nullable(),
  name: z.string(),
  legal_name: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  vat_id: z.string().nullable(),
  vat_id_valid: z.boolean().nullable(),
  attention: z.string().nullable(),
  email: z.string().nullable(),
});

export const invoiceAnswer = z.object({
  ...summary,
  /** The job's short reference ("7F3A-9C21"). */
  job_reference: z.string(),
  bill_to: billTo,
  agency: z.object({
    legal_name: z.string(),
    address: z.object({ line1: z.string(), postal_code: z.string(), city: z.string(), country: z.string() }),
    vat_id: z.string(),
    home_currency: z.string(),
  }),
  supply_date: day.nullable(),
  po_number: z.string().nullable(),
  vat_groups: z.array(z.object({ percent: z.string(), base: money, amount: money })),
  home_currency: z.string().nullable(),
  fx_rate: z.string().nullable(),
  /** The VAT in the home currency (foreign-currency invoices), else the VAT itself. */
  vat_home: money.nullable(),
  /** "Reverse charge", "Outside the scope of EU VAT (Art. 44)" or null. */
  vat_note: z.string().nullable(),
  reason: z.string().nullable(),
  /** On a credit note: the invoice it corrects. */
  credited_invoice: z.object({ id: z.number(), number: z.string().nullable(), issue_date: day.nullable() }).nullable(),
  pdf_sha256: z.string().nullable(),
  issued_at: isoDate.nullable(),
  lines: z.array(
    z.object({
      id: z.number(),
      position: z.number(),
      kind: z.enum(INVOICE_LINE_KINDS),
      talent_profile_id: z.number().nullable(),
      job_fee_id: z.number().nullable(),
      job_expense_id: z.number().nullable(),
      description: z.string(),
      quantity: z.string(),
      unit_amount: money,
      net: money,
      vat_percent: z.string(),
      commissionable: z.boolean(),
      commission_percent: z.string().nullable(),
      credited_line_id: z.number().nullable(),
    }),
  ),
  payments: z.array(z.object({ id: z.number(), amount: money, received_on: day, method: z.string().nullable(), reference: z.string().nullable(), created_at: isoDate })),
  credit_notes: z.array(z.object({ id: z.number(), number: z.string().nullable(), issue_date: day.nullable(), total: money, reason: z.string().nullable() })),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getInvoice>>>>;

export const invoiceDeletedAnswer = deletedSchema;

export const financeCsvResponse = z.string().meta({ description: "CSV (RFC 4180, CRLF), one row per invoice or credit note line, with a header row" });

export const invoicePdfResponse = z.string().meta({ description: "The PDF's bytes" });
