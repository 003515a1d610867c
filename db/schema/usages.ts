import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { USAGE_EXCLUSIVITIES, USAGE_RENEWAL_STATUSES } from "../../lib/domain/usages";
import { companies } from "./companies";
import { jobs } from "./jobs";

export const usageExclusivity = pgEnum("usage_exclusivity", USAGE_EXCLUSIVITIES);
export const usageRenewalStatus = pgEnum("usage_renewal_status", USAGE_RENEWAL_STATUSES);

/**
 * The rights a client licenses on a job (issue 40): which media, where, for how long, how exclusive. A fee line may
 * price one (`job_fees.usage_id`); the confirmation and the invoice name them with the labels of lib/domain/usages.ts.
 */
export const jobUsages = pgTable(
  "job_usages",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The licensee. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    /** Null: every talent on the job. */
    talentProfileIds: integer("talent_profile_ids").array(),
    media: text("media").array().notNull(),
    /** ISO 3166 alpha-2 codes, or EU / WW. */
    territory: text("territory").array().notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    perpetual: boolean("perpetual").notNull().default(false),
    firstUseOn: date("first_use_on"),
    exclusivity: usageExclusivity("exclusivity").notNull().default("none"),
    exclusivityCategory: text("exclusivity_category"),
    brand: text("brand"),
    product: text("product"),
    campaign: text("campaign"),
    imagesCount: integer("images_count"),
    renewalStatus: usageRenewalStatus("renewal_status").notNull().default("none"),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_usages_job_idx").on(t.jobId),
    index("job_usages_company_idx").on(t.companyId),
    check("job_usages_period_check", sql`${t.perpetual} or ${t.endsOn} is not null`),
    check("job_usages_order_check", sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    check("job_usages_images_check", sql`${t.imagesCount} is null or ${t.imagesCount} >= 0`),
  ],
);

export type JobUsage = typeof jobUsages.$inferSelect;
