import { z } from "zod";
import { type SettingsKey, settingsKeys, settingsSchemas } from "@/lib/validation/settings";

/** `{ key, value }` of one setting, its value described by the key's own schema (null for a key never saved that has no default). */
const settingAnswer = <K extends SettingsKey>(key: K) => z.object({ key: z.literal(key), value: settingsSchemas[key].nullable() });
type SettingAnswer = ReturnType<typeof settingAnswer>;

export const settingResponse = z.discriminatedUnion("key", settingsKeys.map(settingAnswer) as [SettingAnswer, ...SettingAnswer[]]);

// `getSetting` is typed as never null, but an unsaved key without a default reads null, so these schemas cannot be
// declared as satisfying the services' types; the route tests hold the answers to them instead.
export const getPublicSettingResponse = settingResponse;
export const updateSettingResponse = settingResponse;
