import "server-only";
import { settingsDefault } from "@/lib/domain/settings-defaults";
import { getSetting } from "./settings";

/** The options setting (expiry, challenge window, calendar feed), or its defaults until an admin saves one. */
export async function getOptionSettings() {
  return (await getSetting("options")) ?? settingsDefault("options");
}
