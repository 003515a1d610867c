import "server-only";
import { settingsDefault } from "@/lib/domain/settings-defaults";
import { isBuildPhase } from "@/lib/env";
import { getSetting } from "@/lib/services/settings";
import type { SettingsKey, SettingsValue } from "@/lib/validation/settings";

/**
 * A setting for a public page: the saved value, else the default a fresh install ships with. During `next build`
 * (no database) and if the database is unreachable, the default keeps the page renderable.
 */
export async function siteSetting<K extends SettingsKey>(key: K): Promise<SettingsValue<K>> {
  try {
    return (await getSetting(key)) ?? settingsDefault(key);
  } catch (error) {
    if (!isBuildPhase()) console.error(`[site] reading setting ${key} failed`, error);
    return settingsDefault(key);
  }
}

/** A free-form page string from the `content` setting, with the page's own default. */
export async function siteText(key: string, fallback: string): Promise<string> {
  const content = await siteSetting("content");
  return content[key]?.trim() || fallback;
}

/** Several page strings at once. */
export async function siteTexts<T extends Record<string, string>>(defaults: T): Promise<T> {
  const content = await siteSetting("content");
  const out: Record<string, string> = {};
  for (const [key, fallback] of Object.entries(defaults)) out[key] = content[key]?.trim() || fallback;
  return out as T;
}
