import { z } from "zod";
import { COMPANY_KINDS, MAX_COMPANY_DOMAINS } from "@/lib/domain/companies";
import { isCurrencyCode, percentToBasisPoints } from "@/lib/domain/money";
import { EXPENSE_KINDS, EXPENSE_PAYERS, FEE_KINDS } from "@/lib/domain/quote";
import { isTerritory, normaliseTerritory, USAGE_EXCLUSIVITIES, USAGE_MEDIA } from "@/lib/domain/usages";
import { dbId, oneLine, pagingSchema } from "./common";
import { emailSchema } from "./email";

/** Issue 40: the companies, contacts, job fee and expense bodies. Money and percentages arrive as decimal strings. */
export const companyMessages = {
  name: "Please enter the company's name",
  email: "Please enter a valid email address",
  country: "A country is a two-letter code such as NL",
  currency: "A currency is a three-letter code such as EUR",
  percent: "Enter a percentage such as 20.00",
  domain: "Enter a domain such as zara.com",
  freeMail: "A free mail provider's domain cannot belong to a company",
  domainTaken: "This domain already belongs to another company",
  vatId: "This VAT ID is not in a valid format for its country",
  contactName: "Please enter the contact's name",
} as const;

const upTo = (max: number) => z.string().trim().max(max, { error: `Must be at most ${max} characters` });
const nullable = (schema: z.ZodType<string>) => schema.nullish().transform((v) => (v ? v : null));
const email = nullable(z.union([z.literal(""), emailSchema({ required: companyMessages.email, invalid: companyMessages.email })]));

/** "20.00" as basis points, or null (the default applies). */
const percentBp = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v.trim() === "") return null;
    const bp = percentToBasisPoints(v);
    if (bp === null || bp > 10_000) {
      ctx.addIssue({ code: "custom", message: companyMessages.percent });
      return z.NEVER;
    }
    return bp;
  });

const companyFields = {
  name: oneLine(z.string({ error: companyMessages.name }).trim().min(1, { error: companyMessages.name }).max(160, { error: "Must be at most 160 characters" })),
  legal_name: nullable(oneLine(upTo(200))),
  kind: z.enum(COMPANY_KINDS, { error: "Unknown kind of company" }),
  website: nullable(oneLine(upTo(300))),
  email,
  phone: nullable(oneLine(upTo(40))),
  billing_email: email,
  address_line1: nullable(oneLine(upTo(200))),
  address_line2: nullable(oneLine(upTo(200))),
  postal_code: nullable(oneLine(upTo(20))),
  city: nullable(oneLine(upTo(100))),
  region: nullable(oneLine(upTo(100))),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, { error: companyMessages.country })
    .nullish()
    .transform((v) => v || null),
  vat_id: nullable(oneLine(upTo(30))),
  po_required: z.boolean(),
  payment_terms_days: z.number().int().min(0).max(365).nullish().transform((v) => v ?? null),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === "" || isCurrencyCode(v), { error: companyMessages.currency })
    .nullish()
    .transform((v) => v || null),
  agency_fee_percent: percentBp,
  notes: nullable(upTo(5000)),
  /** As typed ("ZARA.com", "www.zara.es"): the service reads the registrable domain of each. */
  domains: z.array(z.string().max(253)).max(MAX_COMPANY_DOMAINS),
};

/*
 * The create schemas add their defaults to the shared fields; the update schemas take the fields as they are, made
 * optional, so a field a PUT leaves out is never reset to a default.
 */
export const companyCreateSchema = z.object({
  ...companyFields,
  kind: companyFields.kind.default("client"),
  po_required: companyFields.po_required.default(false),
  domains: companyFields.domains.default([]),
});
export type CompanyCreateInput = z.output<typeof companyCreateSchema>;

export const companyUpdateSchema = z
  .object({ ...companyFields, is_active: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: "Nothing to change" });
export type CompanyUpdateInput = z.output<typeof companyUpdateSchema>;

const blank = (v: unknown) => (v === "" || v === "all" ? undefined : v);

export const companiesQuerySchema = pagingSchema.extend({
  q: z.preprocess(blank, upTo(100).optional()),
  kind: z.preprocess(blank, z.enum(COMPANY_KINDS, { error: "Unknown kind of company" }).optional()),
});
export type CompaniesQuery = z.output<typeof companiesQuerySchema>;

export const companyMatchQuerySchema = z.object({ email: z.string().trim().min(3).max(254) });

export const companyMergeSchema = z.object({ from_company_id: dbId() });
export const linkCompanySchema = z.object({ company_id: dbId() });

const contactFields = {
  name: oneLine(z.string({ error: companyMessages.contactName }).trim().min(1, { error: companyMessages.contactName }).max(160)),
  title: nullable(oneLine(upTo(120))),
  email,
  phone: nullable(oneLine(upTo(40))),
  is_booking_contact: z.boolean(),
  is_billing_contact: z.boolean(),
  is_primary: z.boolean(),
  notes: nullable(upTo(5000)),
};
export const contactCreateSchema = z.object({
  ...contactFields,
  is_booking_contact: contactFields.is_booking_contact.default(false),
  is_billing_contact: contactFields.is_billing_contact.default(false),
  is_primary: contactFields.is_primary.default(false),
});
export type ContactCreateInput = z.output<typeof contactCreateSchema>;
export const contactUpdateSchema = z
  .object(contactFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: "Nothing to change" });
export type ContactUpdateInput = z.output<typeof contactUpdateSchema>;

/** Money as a decimal string; the service reads it in the job's currency (`parseDecimal`). */
const decimal = z.string().trim().max(24).regex(/^\d+(\.\d+)?$/, { error: "Enter an amount such as 1500.00" });
const percentText = z.string().trim().max(8);

const feeFields = {
  talent_profile_id: dbId().nullable(),
  kind: z.enum(FEE_KINDS, { error: "Unknown kind of fee" }),
  description: nullable(oneLine(upTo(300))),
  quantity: z.string().trim().max(12),
  /** Null or absent only on an overtime line (its unit then comes from the talent's day rate). */
  unit_amount: decimal.nullish().transform((v) => v ?? null),
  agency_fee_applies: z.boolean(),
  commissionable: z.boolean(),
  vat_percent: percentText.nullish().transform((v) => v ?? null),
  usage_id: dbId().nullish().transform((v) => v ?? null),
  position: z.number().int().min(0).max(10_000).optional(),
};
export const feeCreateSchema = z.object({
  ...feeFields,
  talent_profile_id: feeFields.talent_profile_id.default(null),
  quantity: feeFields.quantity.default("1"),
  agency_fee_applies: feeFields.agency_fee_applies.default(true),
  commissionable: feeFields.commissionable.default(true),
});
export type FeeCreateInput = z.output<typeof feeCreateSchema>;
export const feeUpdateSchema = z
  .object(feeFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: "Nothing to change" });
export type FeeUpdateInput = z.output<typeof feeUpdateSchema>;

const expenseFields = {
  talent_profile_id: dbId().nullable(),
  kind: z.enum(EXPENSE_KINDS, { error: "Unknown kind of expense" }),
  description: nullable(oneLine(upTo(300))),
  amount: decimal,
  paid_by: z.enum(EXPENSE_PAYERS, { error: "Who paid: agency, talent or client" }),
  /** Defaults to true unless the client paid. */
  rebill: z.boolean().optional(),
  markup_percent: percentText.nullish().transform((v) => v ?? null),
  vat_percent: percentText.nullish().transform((v) => v ?? null),
  position: z.number().int().min(0).max(10_000).optional(),
};
export const expenseCreateSchema = z.object({ ...expenseFields, talent_profile_id: expenseFields.talent_profile_id.default(null) });
export type ExpenseCreateInput = z.output<typeof expenseCreateSchema>;
export const expenseUpdateSchema = z
  .object(expenseFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: "Nothing to change" });
export type ExpenseUpdateInput = z.output<typeof expenseUpdateSchema>;

/** The client fields `POST/PUT /admin/jobs` accept (issue 40). */
export const jobClientFields = {
  company_id: dbId().nullish(),
  contact_id: dbId().nullish(),
  billing_company_id: dbId().nullish(),
  billing_contact_id: dbId().nullish(),
  po_number: nullable(oneLine(upTo(100))).optional(),
  client_reference: nullable(oneLine(upTo(100))).optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, { error: companyMessages.currency })
    .optional(),
  agency_fee_percent: percentBp.optional(),
  cancellation_terms: nullable(upTo(2000)).optional(),
};

/**
 * The new-client form (`/admin/clients/new`): the fields as typed (domains one text, terms a text), read into the
 * create body. The API checks the same body again (`companyCreateSchema`).
 */
export const companyFormSchema = z
  .object({
    ...companyFields,
    kind: companyFields.kind.default("client"),
    po_required: companyFields.po_required.default(false),
    domains: z.string().max(2000).default(""),
    payment_terms_days: z
      .string()
      .trim()
      .regex(/^\d{0,3}$/, { error: "Enter a number of days such as 30, or leave empty for the agency's" })
      .default(""),
  })
  .transform(({ domains, payment_terms_days, ...rest }) => ({
    ...rest,
    domains: domains.split(/[\s,;]+/).filter(Boolean),
    payment_terms_days: payment_terms_days === "" ? null : Number(payment_terms_days),
  }));
export type CompanyFormInput = z.input<typeof companyFormSchema>;

/** A usage's calendar day, "2027-02-01". */
const usageDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCFullYear() >= 1990 && d.getUTCFullYear() <= 2200;
    }, { error: message });

const usageMessages = {
  media: "Choose at least one medium",
  territory: "Choose at least one territory: a country code such as ES, EU or WW",
  startsOn: "Enter the first day of the licence, such as 2027-02-01",
  endsOn: "Enter the last day, or mark the licence perpetual",
  endsBeforeStart: "The licence cannot end before it starts",
  day: "Enter a day such as 2027-02-01",
  category: "Name the category the exclusivity covers",
} as const;

const usageFields = {
  /** The licensee; absent: the job's company. */
  company_id: dbId().nullish(),
  /** Null: every talent on the job. */
  talent_profile_ids: z.array(dbId()).max(100).nullish().transform((v) => (v?.length ? [...new Set(v)] : null)),
  media: z.array(z.enum(USAGE_MEDIA, { error: "Unknown medium" }), { error: usageMessages.media }).min(1, { error: usageMessages.media }).max(USAGE_MEDIA.length).transform((v) => [...new Set(v)]),
  territory: z
    .array(z.string().max(3).transform(normaliseTerritory).refine(isTerritory, { error: usageMessages.territory }), { error: usageMessages.territory })
    .min(1, { error: usageMessages.territory })
    .max(60)
    .transform((v) => [...new Set(v)]),
  starts_on: usageDay(usageMessages.startsOn),
  ends_on: usageDay(usageMessages.endsOn).nullish().transform((v) => v ?? null),
  perpetual: z.boolean(),
  first_use_on: usageDay(usageMessages.day).nullish().transform((v) => v ?? null),
  exclusivity: z.enum(USAGE_EXCLUSIVITIES, { error: "Unknown exclusivity" }),
  exclusivity_category: nullable(oneLine(upTo(160))),
  brand: nullable(oneLine(upTo(160))),
  product: nullable(oneLine(upTo(160))),
  campaign: nullable(oneLine(upTo(160))),
  images_count: z.number().int().min(0).max(100_000).nullish().transform((v) => v ?? null),
  notes: nullable(upTo(5000)),
};

/** The rules a whole usage keeps (the create body, or an update merged onto the stored row): `perpetual OR ends_on`. */
export function usageRuleIssues(v: { perpetual: boolean; ends_on: string | null; starts_on: string; exclusivity: string; exclusivity_category: string | null }): Record<string, string> {
  const out: Record<string, string> = {};
  if (!v.perpetual && !v.ends_on) out.ends_on = usageMessages.endsOn;
  else if (v.ends_on && v.ends_on < v.starts_on) out.ends_on = usageMessages.endsBeforeStart;
  if (v.exclusivity === "category" && !v.exclusivity_category) out.exclusivity_category = usageMessages.category;
  return out;
}

export const usageCreateSchema = z
  .object({ ...usageFields, perpetual: usageFields.perpetual.default(false), exclusivity: usageFields.exclusivity.default("none") })
  .superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(usageRuleIssues(v))) ctx.addIssue({ code: "custom", path: [path], message });
  });
export type UsageCreateInput = z.output<typeof usageCreateSchema>;

export const usageUpdateSchema = z
  .object(usageFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: "Nothing to change" });
export type UsageUpdateInput = z.output<typeof usageUpdateSchema>;
