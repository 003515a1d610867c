import { z } from "zod";
import { COMPANY_KINDS } from "@/lib/domain/companies";
import { EXPENSE_KINDS, EXPENSE_PAYERS, FEE_KINDS } from "@/lib/domain/quote";
import type {
  createCompany,
  createContact,
  deleteCompany,
  exportContact,
  deleteContact,
  getCompany,
  listCompanies,
  listContacts,
  matchCompany,
  mergeCompanies,
  updateCompany,
  updateContact,
} from "@/lib/services/clients";
import type { getCompanyHistory } from "@/lib/services/confirmations";
import type {
  createExpense,
  createFee,
  createUsage,
  deleteExpense,
  deleteFee,
  deleteUsage,
  getJobQuote,
  listExpenses,
  listFees,
  listUsages,
  updateExpense,
  updateFee,
  updateUsage,
} from "@/lib/services/jobs";
import { USAGE_EXCLUSIVITIES, USAGE_MEDIA, USAGE_RENEWAL_STATUSES } from "@/lib/domain/usages";
import { CONFIRMATION_STATUSES, JOB_CONFIRMATION_STATUSES } from "@/lib/domain/confirmations";
import { jobStatuses } from "@/lib/domain/jobs";
import { deletedSchema } from "./common";
import { isoDate, pagedSchema, type Wire } from "./envelope";

/*
 * The `data` of the companies, contacts, job fee, expense and quote routes (issue 40), each checked against its
 * service's return type (`satisfies`). Money is a decimal string in the currency's digits, percentages "21.00".
 */

const money = z.string().regex(/^-?\d+(\.\d+)?$/);

const contactSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_booking_contact: z.boolean(),
  is_billing_contact: z.boolean(),
  is_primary: z.boolean(),
  notes: z.string().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});

const companySummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  legal_name: z.string().nullable(),
  kind: z.enum(COMPANY_KINDS),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  billing_email: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  vat_id: z.string().nullable(),
  /** The VAT ID's checksum (jsvat-next; no online check), null without one. */
  vat_id_valid: z.boolean().nullable(),
  po_required: z.boolean(),
  payment_terms_days: z.number().int().nullable(),
  currency: z.string().nullable(),
  agency_fee_percent: z.string().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  merged_into_id: z.number().nullable(),
  domains: z.array(z.string()),
  contacts_count: z.number().int(),
  created_at: isoDate,
  updated_at: isoDate,
});
const companySchema = companySummarySchema.extend({ contacts: z.array(contactSchema) });

export const companiesAnswer = pagedSchema(companySummarySchema)
  .omit({ data: true })
  .extend({ companies: z.array(companySummarySchema) }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listCompanies>>>>;
export const companyAnswer = companySchema.extend({
  records: z.object({ jobs: z.number().int(), bookings: z.number().int(), packages: z.number().int() }).describe("How many jobs, booking requests and packages name the company: what a merge would move"),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getCompany>>>>;
export const companyCreatedAnswer = companySchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createCompany>>>>;
export const companyUpdatedAnswer = companySchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateCompany>>>>;
export const companyDeletedAnswer = deletedSchema.extend({ archived: z.boolean() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteCompany>>>>;

export const companyMatchAnswer = z.object({
  company: z.object({ id: z.number(), name: z.string(), domain: z.string().nullable() }).nullable(),
  contact: contactSchema.nullable(),
  reason: z.enum(["contact_email", "domain"]).nullable(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof matchCompany>>>>;

const movedSchema = z.object({
  contacts: z.number().int(),
  domains: z.number().int(),
  jobs: z.number().int(),
  bookings: z.number().int(),
  packages: z.number().int(),
  confirmations: z.number().int(),
});
export const companyMergeAnswer = z.object({
  company: companySchema,
  moved: movedSchema,
  contacts_deduplicated: z.number().int(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof mergeCompanies>>>>;

export const contactsAnswer = z.object({ contacts: z.array(contactSchema) }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listContacts>>>>;
export const contactCreatedAnswer = contactSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createContact>>>>;
export const contactUpdatedAnswer = contactSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateContact>>>>;
export const contactDeletedAnswer = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteContact>>>>;

const feeSchema = z.object({
  id: z.number(),
  job_id: z.number(),
  talent_profile_id: z.number().nullable(),
  kind: z.enum(FEE_KINDS),
  kind_label: z.string(),
  description: z.string().nullable(),
  quantity: z.string(),
  unit_amount: money,
  /** An overtime line whose unit is the talent's day rate × the overtime multiplier ÷ the standard day hours. */
  unit_from_day_rate: z.boolean(),
  amount: money,
  agency_fee_applies: z.boolean(),
  commissionable: z.boolean(),
  vat_percent: z.string(),
  usage_id: z.number().nullable(),
  position: z.number().int(),
  currency: z.string(),
});
export const feesAnswer = z.object({ currency: z.string(), fees: z.array(feeSchema) }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listFees>>>>;
export const feeCreatedAnswer = feeSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createFee>>>>;
export const feeUpdatedAnswer = feeSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateFee>>>>;
export const feeDeletedAnswer = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteFee>>>>;

const expenseSchema = z.object({
  id: z.number(),
  job_id: z.number(),
  talent_profile_id: z.number().nullable(),
  kind: z.enum(EXPENSE_KINDS),
  description: z.string().nullable(),
  amount: money,
  paid_by: z.enum(EXPENSE_PAYERS),
  rebill: z.boolean(),
  markup_percent: z.string(),
  vat_percent: z.string(),
  position: z.number().int(),
  currency: z.string(),
});
export const expensesAnswer = z.object({ currency: z.string(), expenses: z.array(expenseSchema) }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listExpenses>>>>;
export const expenseCreatedAnswer = expenseSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createExpense>>>>;
export const expenseUpdatedAnswer = expenseSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateExpense>>>>;
export const expenseDeletedAnswer = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteExpense>>>>;

export const quoteAnswer = z.object({
    currency: z.string(),
    talents: z.array(
      z.object({ talent_profile_id: z.number().nullable(), stage_name: z.string(), fees: z.array(feeSchema), fees_total: money, agency_fee: money }),
    ),
    talent_fees: money,
    agency_fee: money,
    /** The rebilled expenses after markup. */
    expenses: money,
    expense_lines: z.array(z.object({ id: z.number(), description: z.string().nullable(), amount: money })),
    net: money,
    vat: z.array(z.object({ percent: z.string(), base: money, amount: money })),
    vat_total: money,
    total: money,
    reverse_charge: z.boolean(),
    /** "Reverse charge", "Outside the scope of EU VAT (Art. 44)" or null. */
  vat_note: z.string().nullable(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getJobQuote>>>>;

const usageSchema = z.object({
  id: z.number(),
  job_id: z.number(),
  /** The licensee (null once that company is deleted). */
  company_id: z.number().nullable(),
  /** Null: every talent on the job. */
  talent_profile_ids: z.array(z.number()).nullable(),
  media: z.array(z.enum(USAGE_MEDIA)),
  /** ISO 3166 alpha-2 codes, `EU` or `WW`. */
  territory: z.array(z.string()),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  perpetual: z.boolean(),
  first_use_on: z.string().nullable(),
  exclusivity: z.enum(USAGE_EXCLUSIVITIES),
  exclusivity_category: z.string().nullable(),
  brand: z.string().nullable(),
  product: z.string().nullable(),
  campaign: z.string().nullable(),
  images_count: z.number().int().nullable(),
  renewal_status: z.enum(USAGE_RENEWAL_STATUSES),
  notes: z.string().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
  /** The words screens and documents show: "Online (paid)", "European Union", "1 Feb 2027 – 31 Jan 2028". */
  labels: z.object({ media: z.array(z.string()), territory: z.array(z.string()), period: z.string(), summary: z.string() }),
});
export const usagesAnswer = z.object({ usages: z.array(usageSchema) }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listUsages>>>>;
export const usageCreatedAnswer = usageSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createUsage>>>>;
export const usageUpdatedAnswer = usageSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateUsage>>>>;
export const usageDeletedAnswer = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteUsage>>>>;

export const companyHistoryAnswer = z.object({
  /** Packages tied to the company on send, and older ones sent to a contact's address or one at its domains. */
  packages: z.array(
    z.object({ id: z.number(), title: z.string(), client_name: z.string(), client_email: z.string(), company_id: z.number().nullable(), sent_at: isoDate.nullable(), created_at: isoDate }),
  ),
  jobs: z.array(
    z.object({
      id: z.number(),
      reference: z.string(),
      title: z.string(),
      status: z.enum(jobStatuses),
      currency: z.string(),
      /** The quote's total in the job's currency; null when a line cannot be priced yet. */
      quote_total: money.nullable(),
      confirmation_status: z.enum(JOB_CONFIRMATION_STATUSES),
      created_at: isoDate,
    }),
  ),
  confirmations: z.array(
    z.object({ id: z.number(), job_id: z.number(), version: z.number().int(), status: z.enum(CONFIRMATION_STATUSES), sent_at: isoDate.nullable(), accepted_at: isoDate.nullable() }),
  ),
  usages: z.array(usageSchema.extend({ job: z.object({ id: z.number(), reference: z.string(), title: z.string() }) })),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getCompanyHistory>>>>;

export const contactExportAnswer = z.object({
  contact: z.object({ id: z.number(), name: z.string(), title: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable(), notes: z.string().nullable(), created_at: isoDate, updated_at: isoDate }),
  company: z.object({ id: z.number(), name: z.string() }),
  /** The jobs naming the contact as the client's booker or as the billing attention. */
  jobs: z.array(z.object({ id: z.number(), reference: z.string(), title: z.string(), role: z.enum(["booker", "billing"]), created_at: isoDate })),
  /** Confirmations sent to the contact's address, with the name an accepted one was accepted under. */
  confirmations: z.array(
    z.object({ id: z.number(), job_id: z.number(), version: z.number().int(), status: z.enum(CONFIRMATION_STATUSES), sent_at: isoDate.nullable(), accepted_at: isoDate.nullable(), accepted_name: z.string().nullable() }),
  ),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof exportContact>>>>;
