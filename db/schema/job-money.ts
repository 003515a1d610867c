import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, numeric, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { EXPENSE_KINDS, EXPENSE_PAYERS, FEE_KINDS } from "../../lib/domain/quote";
import { jobs } from "./jobs";
import { talentProfiles } from "./talents";
import { jobUsages } from "./usages";

export const feeKind = pgEnum("fee_kind", FEE_KINDS);
export const expenseKind = pgEnum("expense_kind", EXPENSE_KINDS);
export const expensePayer = pgEnum("expense_payer", EXPENSE_PAYERS);

/**
 * What the client pays for a talent's (or the job's) work (issue 40): exact money in minor units of the job's
 * currency. `amount_minor` is the line as priced by lib/domain/quote.ts (quantity × unit, half-up), kept so SQL
 * can sum it; an overtime line without a unit stores null and is priced from the talent's day rate.
 */
export const jobFees = pgTable(
  "job_fees",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** Null: a job-level line. */
    talentProfileId: integer("talent_profile_id").references(() => talentProfiles.id, { onDelete: "cascade" }),
    kind: feeKind("kind").notNull(),
    description: text("description"),
    quantity: numeric("quantity", { precision: 7, scale: 2 }).notNull(),
    unitMinor: bigint("unit_minor", { mode: "bigint" }),
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
    agencyFeeApplies: boolean("agency_fee_applies").notNull().default(true),
    commissionable: boolean("commissionable").notNull().default(true),
    vatBp: integer("vat_bp").notNull(),
    /** The usage record this line licenses. */
    usageId: integer("usage_id").references(() => jobUsages.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_fees_job_idx").on(t.jobId, t.position),
    index("job_fees_talent_idx").on(t.talentProfileId),
    check("job_fees_quantity_check", sql`${t.quantity} > 0`),
    check("job_fees_unit_check", sql`${t.unitMinor} >= 0`),
    check("job_fees_amount_check", sql`${t.amountMinor} >= 0`),
    check("job_fees_vat_check", sql`${t.vatBp} between 0 and 10000`),
    check("job_fees_unit_needed_check", sql`${t.unitMinor} is not null or ${t.kind} = 'overtime'`),
  ],
);

/** A cost of the job: who paid it, and whether (with what markup) it is billed on to the client. */
export const jobExpenses = pgTable(
  "job_expenses",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    talentProfileId: integer("talent_profile_id").references(() => talentProfiles.id, { onDelete: "cascade" }),
    kind: expenseKind("kind").notNull(),
    description: text("description"),
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
    paidBy: expensePayer("paid_by").notNull(),
    rebill: boolean("rebill").notNull().default(true),
    markupBp: integer("markup_bp").notNull().default(0),
    vatBp: integer("vat_bp").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_expenses_job_idx").on(t.jobId, t.position),
    index("job_expenses_talent_idx").on(t.talentProfileId),
    check("job_expenses_amount_check", sql`${t.amountMinor} >= 0`),
    check("job_expenses_markup_check", sql`${t.markupBp} between 0 and 100000`),
    check("job_expenses_vat_check", sql`${t.vatBp} between 0 and 10000`),
    check("job_expenses_rebill_check", sql`not (${t.rebill} and ${t.paidBy} = 'client')`),
  ],
);

export type JobFee = typeof jobFees.$inferSelect;
export type JobExpense = typeof jobExpenses.$inferSelect;
