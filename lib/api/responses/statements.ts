import { z } from "zod";
import { AGENCY_RELATION_BASES, AGENCY_RELATION_MODES, AGENCY_RELATIONS, LEDGER_KINDS, LEDGER_PARTY_KINDS, LEDGER_STATUSES } from "@/lib/domain/finance";
import type {
  createAgencyRelation,
  createPayout,
  deleteAgencyRelation,
  getAgencyStatement,
  getOwnStatement,
  getTalentFinance,
  getTalentStatement,
  listAgencyRelations,
  listPayoutsDue,
  recordManualEntry,
  setJobTalentTerms,
  updateAgencyRelation,
  updateTalentFinance,
} from "@/lib/services/statements";
import { deletedSchema } from "./common";
import { isoDate, pagedSchema, type Wire } from "./envelope";

/*
 * The `data` of the statements, ledger, finance record, agency relation and payout routes (issue 41), each checked
 * against its service's return type. Money is a decimal string in the currency's digits ("2400.00", negative for
 * what is owed back), percentages "20.00", days YYYY-MM-DD.
 */

const money = z.string().regex(/^-?\d+(\.\d+)?$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const entrySchema = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  /** Positive: owed to the party; negative: deducted. */
  amount: money,
  currency: z.string(),
  status: z.enum(LEDGER_STATUSES),
  due_on: day.nullable(),
  description: z.string().nullable(),
  job_id: z.number().nullable(),
  job_reference: z.string().nullable(),
  job_title: z.string().nullable(),
  invoice_id: z.number().nullable(),
  invoice_number: z.string().nullable(),
  payout_id: z.number().nullable(),
  /** The remittance number of the payout that paid the entry. */
  payout_number: z.string().nullable(),
  created_at: isoDate,
});

const sums = {
  on_hold: money,
  payable: money,
  paid: money,
  /** What is still owed: on hold + payable. */
  balance: money,
};

const statementFields = {
  currency: z.string(),
  /** Every currency the party has entries in (one statement shows one; ask with `currency`). */
  currencies: z.array(z.string()),
  from: day.nullable(),
  to: day.nullable(),
  entries: z.array(entrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  last_page: z.number().int(),
  ...sums,
};

const talentStatementSchema = z.object({ talent_profile_id: z.number(), ...statementFields });
export const talentStatementAnswer = talentStatementSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getTalentStatement>>>>;
export const ownStatementAnswer = talentStatementSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getOwnStatement>>>>;
export const agencyStatementAnswer = z.object({ company_id: z.number(), company_name: z.string(), ...statementFields }) satisfies z.ZodType<
  Wire<Awaited<ReturnType<typeof getAgencyStatement>>>
>;

export const manualEntryAnswer = z.object({ entries: z.array(entrySchema), currency: z.string(), ...sums }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof recordManualEntry>>>>;

const financeSchema = z.object({
  talent_profile_id: z.number(),
  commission_percent: z.string().nullable(),
  effective_commission_percent: z.string(),
  vat_registered: z.boolean(),
  vat_id: z.string().nullable(),
  vat_percent: z.string().nullable(),
  payout_name: z.string().nullable(),
  iban: z.string().nullable(),
  notes: z.string().nullable(),
  updated_at: isoDate.nullable(),
});
export const talentFinanceAnswer = financeSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getTalentFinance>>>>;
export const talentFinanceUpdatedAnswer = financeSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateTalentFinance>>>>;

export const jobTalentTermsAnswer = z.object({ job_id: z.number(), talent_profile_id: z.number(), commission_percent: z.string() }) satisfies z.ZodType<
  Wire<Awaited<ReturnType<typeof setJobTalentTerms>>>
>;

const relationSchema = z.object({
  id: z.number(),
  talent_profile_id: z.number(),
  company_id: z.number(),
  company_name: z.string().nullable(),
  relation: z.enum(AGENCY_RELATIONS),
  commission_percent: z.string(),
  mode: z.enum(AGENCY_RELATION_MODES),
  basis: z.enum(AGENCY_RELATION_BASES),
  starts_on: day,
  ends_on: day.nullable(),
  created_at: isoDate,
});
export const agencyRelationsAnswer = z.object({ relations: z.array(relationSchema) }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listAgencyRelations>>>>;
export const agencyRelationCreatedAnswer = relationSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createAgencyRelation>>>>;
export const agencyRelationUpdatedAnswer = relationSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateAgencyRelation>>>>;
export const agencyRelationDeletedAnswer = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteAgencyRelation>>>>;

const dueSchema = z.object({
  party_kind: z.enum(LEDGER_PARTY_KINDS),
  talent_profile_id: z.number().nullable(),
  /** The talent's account id (the admin talent screens' address). */
  talent_user_id: z.number().nullable(),
  company_id: z.number().nullable(),
  name: z.string().nullable(),
  currency: z.string(),
  payable: money,
  earliest_due_on: day.nullable(),
  entries: z.number().int(),
});
export const payoutsDueAnswer = pagedSchema(dueSchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listPayoutsDue>>>>;

export const payoutCreatedAnswer = z.object({
  id: z.number(),
  /** The remittance number, RM-YEAR-0001. */
  number: z.string(),
  party_kind: z.enum(LEDGER_PARTY_KINDS),
  talent_profile_id: z.number().nullable(),
  company_id: z.number().nullable(),
  amount: money,
  currency: z.string(),
  paid_on: day,
  method: z.string().nullable(),
  reference: z.string().nullable(),
  /** How many statement lines it paid. */
  entries: z.number().int(),
  created_at: isoDate,
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createPayout>>>>;
