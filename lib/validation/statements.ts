import { isValidIBAN, electronicFormatIBAN } from "ibantools";
import { z } from "zod";
import { isSaneDate, saneDateMessage } from "@/lib/domain/dates";
import { AGENCY_RELATION_BASES, AGENCY_RELATION_MODES, AGENCY_RELATIONS } from "@/lib/domain/finance";
import { isCurrencyCode, percentToBasisPoints } from "@/lib/domain/money";
import { calendarDay, dbId, oneLine, pagingSchema } from "./common";

/**
 * Issue 41: the bodies and queries of the statements, ledger, finance record, agency relation and payout routes.
 * Money arrives as a decimal string (checked against its currency's digits by the service, which knows the
 * currency); percentages as "20.00" and become basis points here.
 */
const statementMessages = {
  percent: "Enter a percentage such as 20.00",
  date: "Enter a date as YYYY-MM-DD",
  month: "Enter a month as YYYY-MM",
  amount: "Enter an amount above zero such as 500.00",
  iban: "This IBAN is not valid",
  currency: "A currency is a three-letter code such as EUR",
  party: "Name either a talent or a company, not both",
  description: "Please describe the entry",
  order: "The end cannot be before the start",
} as const;

const upTo = (max: number) => z.string().trim().max(max, { error: `Must be at most ${max} characters` });
const nullableText = (max: number) =>
  oneLine(upTo(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** A real calendar day, YYYY-MM-DD. */
const isoDay = calendarDay(statementMessages.date);

/** "20.00" as basis points (0 to 100 %). */
const percentBp = z.string({ error: statementMessages.percent }).transform((v, ctx) => {
  const bp = percentToBasisPoints(v);
  if (bp === null || bp > 10_000) {
    ctx.addIssue({ code: "custom", message: statementMessages.percent });
    return z.NEVER;
  }
  return bp;
});
const nullablePercentBp = z.union([z.null(), percentBp]).optional();

const currency = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, { error: statementMessages.currency });

/** `PUT /admin/jobs/{id}/talents/{talent_profile_id}/terms`. */
export const jobTalentTermsParams = z.object({ id: dbId(), talent_profile_id: dbId() });
export const jobTalentTermsSchema = z.object({ commission_percent: percentBp });
export type JobTalentTermsInput = z.output<typeof jobTalentTermsSchema>;

/** `?from=&to=` (inclusive days, UTC) with paging for the entries. */
export const statementQuerySchema = pagingSchema
  .extend({ from: isoDay.optional(), to: isoDay.optional(), currency: currency.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: statementMessages.order, path: ["to"] });
export type StatementQuery = z.output<typeof statementQuerySchema>;

export const statementPdfQuerySchema = z.object({
  month: z
    .string({ error: statementMessages.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: statementMessages.month })
    .refine((v) => isSaneDate(`${v}-01`), { error: saneDateMessage }),
});

/** `POST /admin/talents/{id}/ledger`: an advance (cash given now, deducted from the next payout) or a chargeback. */
export const manualEntrySchema = z.object({
  kind: z.enum(["advance", "chargeback"], { error: "Choose advance or chargeback" }),
  amount: z.string({ error: statementMessages.amount }).trim().regex(/^\d{1,13}(\.\d{1,3})?$/, { error: statementMessages.amount }),
  currency: currency.optional(),
  description: nullableText(300),
});
export type ManualEntryInput = z.output<typeof manualEntrySchema>;

/** `PUT /admin/talents/{id}/finance`: fields left out keep their value; null clears one. */
export const talentFinanceSchema = z
  .object({
    commission_percent: nullablePercentBp,
    vat_registered: z.boolean().optional(),
    vat_id: nullableText(30).optional(),
    vat_percent: nullablePercentBp,
    payout_name: nullableText(160).optional(),
    iban: z
      .string()
      .trim()
      .max(42)
      .nullish()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        if (v === null || v === "") return null;
        const electronic = electronicFormatIBAN(v) ?? "";
        if (!isValidIBAN(electronic)) {
          ctx.addIssue({ code: "custom", message: statementMessages.iban });
          return z.NEVER;
        }
        return electronic;
      }),
    notes: upTo(2000)
      .nullish()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
  })
  .refine((v) => !(v.vat_registered === true && v.vat_percent === null), { error: "A VAT-registered talent needs a VAT percentage", path: ["vat_percent"] });
export type TalentFinanceInput = z.output<typeof talentFinanceSchema>;

const relationFields = {
  company_id: dbId(),
  relation: z.enum(AGENCY_RELATIONS).default("mother"),
  commission_percent: percentBp,
  mode: z.enum(AGENCY_RELATION_MODES, { error: "Choose from_agency_commission or additional" }),
  basis: z.enum(AGENCY_RELATION_BASES).default("gross"),
  starts_on: isoDay,
  ends_on: isoDay.nullish().transform((v) => v ?? null),
};
export const agencyRelationSchema = z
  .object(relationFields)
  .refine((v) => !v.ends_on || v.ends_on >= v.starts_on, { error: statementMessages.order, path: ["ends_on"] });
export type AgencyRelationInput = z.output<typeof agencyRelationSchema>;

/** `POST /admin/payouts`: one party, the day the money left, and how. */
export const payoutSchema = z
  .object({
    talent_profile_id: dbId().optional(),
    company_id: dbId().optional(),
    paid_on: isoDay,
    reference: nullableText(120),
    method: nullableText(40),
    currency: currency.optional(),
  })
  .refine((v) => (v.talent_profile_id === undefined) !== (v.company_id === undefined), { error: statementMessages.party, path: ["talent_profile_id"] });
export type PayoutInput = z.output<typeof payoutSchema>;

export const payoutsDueQuerySchema = pagingSchema;
