import "server-only";
import { settingsDefault } from "@/lib/domain/settings-defaults";
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

/** The billing setting (issue 40: legal identity, currency, VAT, agency fee, overtime rule, terms), or its defaults. */
export async function getBillingSettings() {
  return (await getSetting("billing")) ?? settingsDefault("billing");
}
