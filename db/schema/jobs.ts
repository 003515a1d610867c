import { sql } from "drizzle-orm";
import { char, check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { BILLING_STATUSES } from "../../lib/domain/finance";
import { JOB_REFERENCE_DIGITS, jobStatuses, lineKinds, lineStates } from "../../lib/domain/jobs";
import { companies, companyContacts } from "./companies";
import { randomHexReference } from "./references";
import { talentProfiles } from "./talents";
import { users } from "./users";

export const jobStatus = pgEnum("job_status", jobStatuses);
export const lineKind = pgEnum("line_kind", lineKinds);
export const lineState = pgEnum("line_state", lineStates);
export const billingStatus = pgEnum("billing_status", BILLING_STATUSES);

/** One client brief (issue 28): the client, the notes and any number of lines. */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    /** Short and human (read "7F3A-9C21"): not a secret, it names the job on the phone and in mails. */
    reference: text("reference").notNull().default(randomHexReference(JOB_REFERENCE_DIGITS)),
    title: text("title").notNull(),
    status: jobStatus("status").notNull().default("draft"),
    clientName: text("client_name").notNull(),
    clientCompany: text("client_company"),
    clientEmail: text("client_email"),
    clientPhone: text("client_phone"),
    notes: text("notes"),
    /** Where the work happens (issue 39): the place the client's and the talent's mails and her schedule name. */
    location: text("location"),
    /** The job's own clock (an IANA name, "Europe/Paris" for a shoot in Paris); null reads the agency's (issue 36). */
    timeZone: text("time_zone"),
    /** The client as an entity (issue 40); the `client_*` text above stays as the snapshot and the fallback. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    /** The client's booker. */
    contactId: integer("contact_id").references(() => companyContacts.id, { onDelete: "set null" }),
    billingCompanyId: integer("billing_company_id").references(() => companies.id, { onDelete: "set null" }),
    billingContactId: integer("billing_contact_id").references(() => companyContacts.id, { onDelete: "set null" }),
    poNumber: text("po_number"),
    clientReference: text("client_reference"),
    /** The currency every fee and expense of the job is in (set from the company or the billing setting on create). */
    currency: char("currency", { length: 3 }).notNull().default("EUR"),
    /** Null: the company's, else the billing setting's. */
    agencyFeeBp: integer("agency_fee_bp"),
    /** Null: the billing setting's. */
    cancellationTerms: text("cancellation_terms"),
    /** Where the job stands in billing (issue 41): open, billable, invoice ready, invoiced, paid, closed... */
    billingStatus: billingStatus("billing_status").notNull().default("open"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("jobs_reference_idx").on(t.reference),
    index("jobs_status_idx").on(t.status),
    index("jobs_created_at_idx").on(t.createdAt),
    index("jobs_created_by_idx").on(t.createdBy),
    index("jobs_company_idx").on(t.companyId),
    index("jobs_billing_company_idx").on(t.billingCompanyId),
    index("jobs_billing_status_idx").on(t.billingStatus),
    check("jobs_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("jobs_agency_fee_check", sql`${t.agencyFeeBp} between 0 and 10000`),
    // `ILIKE '%...%'` searches (issue 38): trigram indexes (pg_trgm, created by the migration).
    index("jobs_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("jobs_client_name_trgm_idx").using("gin", t.clientName.op("gin_trgm_ops")),
    index("jobs_client_company_trgm_idx").using("gin", t.clientCompany.op("gin_trgm_ops")),
    index("jobs_reference_trgm_idx").using("gin", t.reference.op("gin_trgm_ops")),
  ],
);

/**
 * One talent for one time range of a job. The rank is not stored: it is read as 1 plus the live lines of the same
 * talent that overlap this one and were placed earlier (lib/services/job-line-state.ts). Two confirmed lines of one
 * talent never overlap: the exclusion constraint `job_lines_no_double_confirm` (drizzle/0012, written by hand
 * because drizzle cannot express it) refuses the second one whatever the race.
 */
export const jobLines = pgTable(
  "job_lines",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    talentProfileId: integer("talent_profile_id")
      .notNull()
      .references(() => talentProfiles.id, { onDelete: "cascade" }),
    kind: lineKind("kind").notNull().default("job"),
    state: lineState("state").notNull().default("option"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** When the line took its place in the queue of options: the order ranks are read in. */
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    optionExpiresAt: timestamp("option_expires_at", { withTimezone: true }),
    /** Set on a line another one challenged: if still an option then, it is released. */
    challengeDeadline: timestamp("challenge_deadline", { withTimezone: true }),
    /** The line whose booker challenged this one. */
    challengedByLineId: integer("challenged_by_line_id").references((): AnyPgColumn => jobLines.id, { onDelete: "set null" }),
    /** Whole units of `currency`, like the bookings' budgets; staff only. */
    fee: integer("fee"),
    currency: text("currency"),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_lines_job_idx").on(t.jobId),
    index("job_lines_talent_starts_idx").on(t.talentProfileId, t.startsAt),
    index("job_lines_starts_idx").on(t.startsAt),
    index("job_lines_challenged_by_idx").on(t.challengedByLineId),
    index("job_lines_option_expires_idx").on(t.optionExpiresAt),
    index("job_lines_challenge_deadline_idx").on(t.challengeDeadline),
    check("job_lines_range_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("job_lines_fee_check", sql`${t.fee} >= 0`),
    check("job_lines_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * The link a challenged option's client answers by (issue 39): `/o/{token}` confirms or releases the option with no
 * sign-in. Like a package link, only the token's SHA-256 is kept; it works until the challenge's deadline and once.
 */
export const optionAnswerLinks = pgTable(
  "option_answer_links",
  {
    id: serial("id").primaryKey(),
    lineId: integer("line_id")
      .notNull()
      .references(() => jobLines.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the client answered (or the link was otherwise spent); null while it works. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** What the answer was: confirmed or released. */
    answer: text("answer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("option_answer_links_token_idx").on(t.tokenHash), index("option_answer_links_line_idx").on(t.lineId)],
);

export type Job = typeof jobs.$inferSelect;
export type JobLine = typeof jobLines.$inferSelect;
