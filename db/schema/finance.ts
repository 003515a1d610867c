import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  AGENCY_RELATION_BASES,
  AGENCY_RELATION_MODES,
  AGENCY_RELATIONS,
  INVOICE_KINDS,
  INVOICE_LINE_KINDS,
  INVOICE_STATUSES,
  LEDGER_KINDS,
  LEDGER_PARTY_KINDS,
  LEDGER_STATUSES,
} from "../../lib/domain/finance";
import { companies } from "./companies";
import { jobExpenses, jobFees } from "./job-money";
import { jobs } from "./jobs";
import { talentProfiles } from "./talents";
import { users } from "./users";

export const invoiceKind = pgEnum("invoice_kind", INVOICE_KINDS);
export const invoiceStatus = pgEnum("invoice_status", INVOICE_STATUSES);
export const invoiceLineKind = pgEnum("invoice_line_kind", INVOICE_LINE_KINDS);
export const ledgerPartyKind = pgEnum("ledger_party_kind", LEDGER_PARTY_KINDS);
export const ledgerKind = pgEnum("ledger_kind", LEDGER_KINDS);
export const ledgerStatus = pgEnum("ledger_status", LEDGER_STATUSES);
export const agencyRelation = pgEnum("agency_relation", AGENCY_RELATIONS);
export const agencyRelationMode = pgEnum("agency_relation_mode", AGENCY_RELATION_MODES);
export const agencyRelationBasis = pgEnum("agency_relation_basis", AGENCY_RELATION_BASES);

/**
 * Gapless document numbers (issue 41): one counter row per series and year, taken with `UPDATE ... RETURNING` in the
 * issuing transaction, so a failed issue rolls its number back and concurrent issues queue on the row.
 */
export const numberSeries = pgTable(
  "number_series",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastValue: integer("last_value").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check("number_series_last_value_check", sql`${t.lastValue} >= 0`)],
);

/**
 * A client invoice or a credit note (issue 41). A draft may change or go; once issued only `status`, `paid_minor`
 * and `balance_minor` move (a trigger holds it), corrections are credit notes.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    kind: invoiceKind("kind").notNull().default("invoice"),
    status: invoiceStatus("status").notNull().default("draft"),
    series: text("series"),
    year: integer("year"),
    seq: integer("seq"),
    number: text("number"),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "restrict" }),
    /** The bill-to company. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "restrict" }),
    /** Snapshots at issue: legal name, address, country, VAT ID, attention; and the agency's own. */
    billTo: jsonb("bill_to").notNull(),
    agency: jsonb("agency").notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    issueDate: date("issue_date"),
    /** The last line's end, in the job's time zone. */
    supplyDate: date("supply_date"),
    dueDate: date("due_date"),
    poNumber: text("po_number"),
    netMinor: bigint("net_minor", { mode: "bigint" }).notNull().default(sql`0`),
    vatMinor: bigint("vat_minor", { mode: "bigint" }).notNull().default(sql`0`),
    totalMinor: bigint("total_minor", { mode: "bigint" }).notNull().default(sql`0`),
    homeCurrency: char("home_currency", { length: 3 }),
    fxRate: numeric("fx_rate", { precision: 12, scale: 6 }),
    vatHomeMinor: bigint("vat_home_minor", { mode: "bigint" }),
    vatNote: text("vat_note"),
    creditedInvoiceId: integer("credited_invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    reason: text("reason"),
    paidMinor: bigint("paid_minor", { mode: "bigint" }).notNull().default(sql`0`),
    balanceMinor: bigint("balance_minor", { mode: "bigint" }).notNull().default(sql`0`),
    pdfPath: text("pdf_path"),
    pdfSha256: text("pdf_sha256"),
    issuedBy: integer("issued_by").references(() => users.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_series_year_seq_unique").on(t.series, t.year, t.seq),
    uniqueIndex("invoices_number_unique").on(t.number),
    index("invoices_job_idx").on(t.jobId),
    index("invoices_company_idx").on(t.companyId),
    index("invoices_status_idx").on(t.status, t.issueDate),
    index("invoices_credited_idx").on(t.creditedInvoiceId),
    check("invoices_number_check", sql`(${t.status} = 'draft') = (${t.number} is null)`),
    check("invoices_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** A line of an invoice or credit note, with the commission rate snapshotted at issue. */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: invoiceLineKind("kind").notNull(),
    talentProfileId: integer("talent_profile_id").references(() => talentProfiles.id, { onDelete: "set null" }),
    jobFeeId: integer("job_fee_id").references(() => jobFees.id, { onDelete: "set null" }),
    jobExpenseId: integer("job_expense_id").references(() => jobExpenses.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 9, scale: 2 }).notNull(),
    unitMinor: bigint("unit_minor", { mode: "bigint" }).notNull(),
    netMinor: bigint("net_minor", { mode: "bigint" }).notNull(),
    vatBp: integer("vat_bp").notNull(),
    commissionable: boolean("commissionable").notNull().default(false),
    commissionBp: integer("commission_bp"),
    creditedLineId: integer("credited_line_id").references((): AnyPgColumn => invoiceLines.id, { onDelete: "restrict" }),
  },
  (t) => [
    index("invoice_lines_invoice_idx").on(t.invoiceId, t.position),
    index("invoice_lines_credited_idx").on(t.creditedLineId),
    index("invoice_lines_talent_idx").on(t.talentProfileId),
    check("invoice_lines_vat_check", sql`${t.vatBp} between 0 and 10000`),
  ],
);

/** Money received against an invoice (partial or full); never edited. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
    receivedOn: date("received_on").notNull(),
    method: text("method"),
    reference: text("reference"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invoice_payments_invoice_idx").on(t.invoiceId), check("invoice_payments_amount_check", sql`${t.amountMinor} > 0`)],
);

/** A talent's money terms: commission (null: the setting's), self-billed VAT, where to pay. */
export const talentFinance = pgTable(
  "talent_finance",
  {
    talentProfileId: integer("talent_profile_id")
      .primaryKey()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    commissionBp: integer("commission_bp"),
    vatRegistered: boolean("vat_registered").notNull().default(false),
    vatId: text("vat_id"),
    vatBp: integer("vat_bp"),
    payoutName: text("payout_name"),
    iban: text("iban"),
    notes: text("notes"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("talent_finance_commission_check", sql`${t.commissionBp} between 0 and 10000`),
    check("talent_finance_vat_check", sql`${t.vatBp} between 0 and 10000`),
  ],
);

/** A per-booking commission override for one talent on one job. */
export const jobTalentTerms = pgTable(
  "job_talent_terms",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    talentProfileId: integer("talent_profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    commissionBp: integer("commission_bp").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.talentProfileId] }),
    check("job_talent_terms_commission_check", sql`${t.commissionBp} between 0 and 10000`),
  ],
);

/** A talent's mother (or placing) agency and its share, valid between two dates. */
export const talentAgencyRelations = pgTable(
  "talent_agency_relations",
  {
    id: serial("id").primaryKey(),
    talentProfileId: integer("talent_profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    relation: agencyRelation("relation").notNull().default("mother"),
    commissionBp: integer("commission_bp").notNull(),
    mode: agencyRelationMode("mode").notNull(),
    basis: agencyRelationBasis("basis").notNull().default("gross"),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("talent_agency_relations_talent_idx").on(t.talentProfileId),
    index("talent_agency_relations_company_idx").on(t.companyId),
    check("talent_agency_relations_commission_check", sql`${t.commissionBp} between 0 and 10000`),
    check("talent_agency_relations_order_check", sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** A payment to a talent or a mother agency, numbered from its own gapless series (RM-YEAR-0001). */
export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    partyKind: ledgerPartyKind("party_kind").notNull(),
    talentProfileId: integer("talent_profile_id").references(() => talentProfiles.id, { onDelete: "restrict" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "restrict" }),
    series: text("series").notNull(),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    number: text("number").notNull(),
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    paidOn: date("paid_on").notNull(),
    method: text("method"),
    reference: text("reference"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payouts_series_year_seq_unique").on(t.series, t.year, t.seq),
    uniqueIndex("payouts_number_unique").on(t.number),
    index("payouts_talent_idx").on(t.talentProfileId),
    index("payouts_company_idx").on(t.companyId),
    check("payouts_party_check", sql`(${t.talentProfileId} is null) <> (${t.companyId} is null)`),
  ],
);

/**
 * The statements' ledger (issue 41): every amount owed to a talent or a mother agency is one entry (positive: owed
 * to the party). Statements and balances are sums; a credit note writes reversals; a payout marks the entries it pays.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: serial("id").primaryKey(),
    partyKind: ledgerPartyKind("party_kind").notNull(),
    talentProfileId: integer("talent_profile_id").references(() => talentProfiles.id, { onDelete: "restrict" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "restrict" }),
    kind: ledgerKind("kind").notNull(),
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "restrict" }),
    invoiceId: integer("invoice_id").references(() => invoices.id, { onDelete: "restrict" }),
    invoiceLineId: integer("invoice_line_id").references(() => invoiceLines.id, { onDelete: "restrict" }),
    payoutId: integer("payout_id").references(() => payouts.id, { onDelete: "restrict" }),
    status: ledgerStatus("status").notNull(),
    dueOn: date("due_on"),
    description: text("description"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_talent_idx").on(t.talentProfileId, t.status),
    index("ledger_entries_company_idx").on(t.companyId, t.status),
    index("ledger_entries_invoice_idx").on(t.invoiceId),
    index("ledger_entries_payout_idx").on(t.payoutId),
    index("ledger_entries_job_idx").on(t.jobId),
    check("ledger_entries_party_check", sql`(${t.talentProfileId} is null) <> (${t.companyId} is null)`),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
export type InvoicePayment = typeof invoicePayments.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type Payout = typeof payouts.$inferSelect;
export type TalentFinance = typeof talentFinance.$inferSelect;
export type TalentAgencyRelation = typeof talentAgencyRelations.$inferSelect;
