import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { settings } from "@/db/schema";
import { requirePermission, requireRole } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { cacheTags, cached, invalidate } from "@/lib/cache";
import { notFound, validationError } from "@/lib/errors";
import { fieldErrors } from "@/lib/validation/common";
import { settingsKeys, settingsSchemas, type SettingsKey, type SettingsValue } from "@/lib/validation/settings";
import { diffChanges, logEvent, prefixChanges } from "@/lib/services/audit";
import { settingsPermission } from "@/lib/domain/settings-permissions";

export { settingsPermission };

function isSettingsKey(key: string): key is SettingsKey {
  return (settingsKeys as readonly string[]).includes(key);
}

async function readSetting(key: SettingsKey): Promise<unknown> {
  const db = await getDb();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

const readSettingCached = cached(readSetting, ["setting"], (key: SettingsKey) => [cacheTags.settings, cacheTags.setting(key)]);

/**
 * A setting's value, validated against its schema. A missing or (after a schema change) unreadable row falls back
 * to the schema's parse of nothing, i.e. null, and the caller uses its defaults.
 */
export async function getSetting<K extends SettingsKey>(key: K): Promise<SettingsValue<K> | null> {
  return parseSetting(key, await readSettingCached(key));
}

function parseSetting<K extends SettingsKey>(key: K, raw: unknown): SettingsValue<K> | null {
  if (raw == null) return null;
  const parsed = settingsSchemas[key].safeParse(raw);
  return parsed.success ? (parsed.data as SettingsValue<K>) : null;
}

/**
 * A setting read from the table, past the data cache: for the queue's jobs, which run outside any request, where
 * Next's cache is not available (`unstable_cache` throws there).
 */
export async function getSettingLive<K extends SettingsKey>(key: K): Promise<SettingsValue<K> | null> {
  return parseSetting(key, await readSetting(key));
}

/** The public read of `GET /settings/{key}`: an unknown key is a 404. */
export async function getPublicSetting(key: string) {
  if (!isSettingsKey(key)) throw notFound("Unknown setting.");
  return { key, value: await getSetting(key) };
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** A setting's changes by field (`banner.title`), or the whole value under its key when it is not an object. */
function settingChanges(key: string, before: unknown, after: unknown) {
  if ((before === null || isRecord(before)) && isRecord(after)) return prefixChanges(key, diffChanges(before, after));
  return diffChanges({ [key]: before }, { [key]: after });
}

/** Saves a setting after checking the viewer's permission for it and validating it; revalidates its pages. */
export async function updateSetting(viewer: Viewer | null, key: string, value: unknown) {
  if (!isSettingsKey(key)) throw notFound("Unknown setting.");
  const needs = settingsPermission[key];
  const actor = needs === "admin" ? requireRole(viewer, "admin") : requirePermission(viewer, needs);
  const parsed = settingsSchemas[key].safeParse(value);
  if (!parsed.success) {
    const errors = Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([k, v]) => [k === "_" ? "value" : `value.${k}`, v]));
    throw validationError("Validation failed", errors);
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for("update");
    await tx
      .insert(settings)
      .values({ key, value: parsed.data, updatedBy: actor.id })
      .onConflictDoUpdate({ target: settings.key, set: { value: parsed.data, updatedBy: actor.id, updatedAt: new Date() } });
    await logEvent(tx, actor, "settings.updated", { subject: { type: "setting" }, payload: { key }, changes: settingChanges(key, before?.value ?? null, parsed.data) });
  });
  invalidate(cacheTags.setting(key), cacheTags.settings);
  return { key, value: parsed.data };
}

export async function listSettings(keys: SettingsKey[] = [...settingsKeys]) {
  const db = await getDb();
  return db.select().from(settings).where(inArray(settings.key, keys));
}
