"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { toast } from "@/lib/toast";
import { settingsSchemas, type SettingsKey, type SettingsValue } from "@/lib/validation/settings";
import { errorMessage } from "./feedback";

/** The first problem of a value against its key's schema, as "Header text is required (left)". */
export function settingProblem<K extends SettingsKey>(key: K, value: unknown): string | null {
  const parsed = settingsSchemas[key].safeParse(value);
  if (parsed.success) return null;
  return parsed.error.issues[0].message;
}

/**
 * Saves one settings key with `PUT /settings/{key}`: checked first against the same schema the server uses (so bad
 * input is refused without a round trip and nothing changes), then toasts 'Settings saved' or the server's message.
 */
export function useSaveSetting<K extends SettingsKey>(key: K, options: { onSaved?: (value: SettingsValue<K>) => void } = {}) {
  return useMutation({
    mutationFn: async (value: unknown) => {
      const problem = settingProblem(key, value);
      if (problem) throw new Error(problem);
      const saved = await apiFetch<{ key: K; value: SettingsValue<K> }>(`/settings/${key}`, { method: "PUT", body: { value } });
      return saved.value;
    },
    onSuccess: (value) => {
      toast.success("Settings saved", { description: "The site shows the change now." });
      options.onSaved?.(value);
    },
    onError: (error) =>
      toast.error("Error", { description: error instanceof Error && !("status" in error) ? error.message : errorMessage(error, "Could not save the settings.") }),
  });
}

/** A short unique id for a new list item, from its name when there is one. */
export function newItemId(name: string, taken: readonly { id: string }[]): string {
  const base =
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "item";
  const ids = new Set(taken.map((t) => t.id));
  if (!ids.has(base)) return base;
  for (let n = 2; ; n++) if (!ids.has(`${base}-${n}`)) return `${base}-${n}`;
}
