import { z } from "zod";
import type { getPublicSetting } from "@/lib/services/settings";
import { type SettingsKey, settingsKeys, settingsSchemas } from "@/lib/validation/settings";
import type { Wire } from "./envelope";

/** `{ key, value }` of one setting, its value described by the key's own schema (null for a key never saved that has no default). */
const settingAnswer = <K extends SettingsKey>(key: K) => z.object({ key: z.literal(key), value: settingsSchemas[key].nullable() });
type SettingAnswer = ReturnType<typeof settingAnswer>;

const settingResponse = z.discriminatedUnion("key", settingsKeys.map(settingAnswer) as [SettingAnswer, ...SettingAnswer[]]);

// A key never saved reads null (`getSetting` says so in its type), and the read answers it as is. A save answers the
// value it stored, never null, under the same schema as the read.
export const getPublicSettingResponse = settingResponse satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getPublicSetting>>>>;
export const updateSettingResponse = settingResponse;
