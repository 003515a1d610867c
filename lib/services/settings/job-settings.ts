import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/types";
import { jobs, settings } from "@/db/schema";
import { DEFAULT_AGENCY_TIME_ZONE } from "@/lib/domain/zoned-time";
import { settingsDefault } from "@/lib/domain/settings-defaults";
import { settingsSchemas } from "@/lib/validation/settings";
import { getSetting } from "./settings";

/** The options setting (expiry, challenge window, calendar feed), or its defaults until an admin saves one. */
export async function getOptionSettings() {
  return (await getSetting("options")) ?? settingsDefault("options");
}

/** The agency setting (its time zone, contact details and cancellation terms), or its defaults until an admin saves one. */
export async function getAgencySettings() {
  return (await getSetting("agency")) ?? settingsDefault("agency");
}

/**
 * The clock a job reads in: its own zone when it names one, else the agency's (issue 36). Inside a transaction pass
 * the agency setting read in it (the embedded database would wait on a read outside it).
 */
export async function timeZoneFor(job?: { timeZone?: string | null } | null, agency?: { timeZone: string }): Promise<string> {
  return job?.timeZone || (agency ?? (await getAgencySettings())).timeZone;
}

/**
 * A job's effective clock as SQL (its own zone, else the agency setting's, else the default), so a query answers each
 * job and line with its `time_zone` in the same statement, inside any transaction.
 */
export const jobTimeZoneSql = sql<string>`coalesce(${jobs.timeZone}, (select ${settings.value} ->> 'timeZone' from ${settings} where ${settings.key} = 'agency'), ${DEFAULT_AGENCY_TIME_ZONE})`;

/** The agency's clock read through `db` (inside a transaction too, where the cached setting read would wait for it). */
export async function agencyTimeZone(db: DbOrTx): Promise<string> {
  const [row] = await db.select({ zone: sql<string | null>`${settings.value} ->> 'timeZone'` }).from(settings).where(eq(settings.key, "agency"));
  return row?.zone ?? DEFAULT_AGENCY_TIME_ZONE;
}

/** The billing setting (issue 40: legal identity, currency, VAT, agency fee, overtime rule, terms), or its defaults. */
export async function getBillingSettings() {
  return (await getSetting("billing")) ?? settingsDefault("billing");
}

/**
 * The billing setting read through `db`, for a service inside a transaction (issue 41: the ledger's postings run in
 * the invoices' issuing and payment transactions, where the cached read outside it would wait on the embedded
 * database), or its defaults.
 */
export async function billingSettingsIn(db: DbOrTx) {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "billing"));
  const parsed = row ? settingsSchemas.billing.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : settingsDefault("billing");
}
