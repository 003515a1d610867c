"use client";

import { useMutation } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { flushSync } from "react-dom";
import { useErrorReport } from "@/components/ui/form-errors";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { updateSettingResponse } from "@/lib/api/responses/settings";
import { toast } from "@/lib/toast";
import { fieldErrors } from "@/lib/validation/common";
import { settingsSchemas, type SettingsKey, type SettingsValue } from "@/lib/validation/settings";
import { errorMessage } from "./feedback";

/** Every problem of a value by its path in the value ("left.headerText", "items.2.url"), first message each. */
export function settingProblems<K extends SettingsKey>(key: K, value: unknown): Record<string, string> {
  const parsed = settingsSchemas[key].safeParse(value);
  return parsed.success ? {} : firstOfEach(fieldErrors(parsed.error));
}

const firstOfEach = (errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).map(([path, messages]) => [path, messages[0]]));

/** A value the schema refuses, with its problems by path. */
class SettingInvalid extends Error {
  constructor(readonly problems: Record<string, string>) {
    super(Object.values(problems)[0] ?? "Invalid value");
  }
}

/**
 * Saves one settings key with `PUT /settings/{key}`: checked first against the same schema the server uses (so bad
 * input is refused without a round trip and nothing changes), then toasts 'Settings saved' or the server's message.
 * A refused value's problems are kept by path (`problemAt("left.headerText")`) for the screen to show at each field;
 * the screen wraps its fields in `errorsRef` (SettingsFrame does) and the shared routine focuses the first one and
 * announces the count.
 */
export function useSaveSetting<K extends SettingsKey>(
  key: K,
  options: {
    onSaved?: (value: SettingsValue<K>) => void;
    /** A refused value's problems, before they are focused: a screen with tabs opens the first one's tab. */
    onRefused?: (problems: Record<string, string>) => void;
  } = {},
) {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { formRef: errorsRef, report: errorReport, reportErrors, clearReport } = useErrorReport<HTMLDivElement>();
  const mutation = useMutation({
    mutationFn: async (value: unknown) => {
      const found = settingProblems(key, value);
      if (Object.keys(found).length) throw new SettingInvalid(found);
      const saved = await apiFetch<typeof updateSettingResponse>(`/settings/${key}`, { method: "PUT", body: { value } });
      // The answer's schema is the union over every key; this key's answer is this key's value.
      return saved.value as SettingsValue<K>;
    },
    onSuccess: (value) => {
      setProblems({});
      clearReport();
      toast.success("Settings saved", { description: "The site shows the change now." });
      options.onSaved?.(value);
    },
    onError: (error) => {
      // The server names fields "value.left.headerText": the same paths once "value." is dropped.
      const found =
        error instanceof SettingInvalid
          ? error.problems
          : error instanceof ApiError && error.status === 422 && error.errors
            ? firstOfEach(Object.fromEntries(Object.entries(error.errors).map(([path, messages]) => [path.replace(/^value\.?/, "") || "value", messages])))
            : {};
      setProblems(found);
      if (Object.keys(found).length) {
        // The screen shows the first problem's field (a tab) before the report focuses it: a tab's content mounts
        // one render after it is chosen, so without flushSync the focus would find no field and stay on the button.
        if (options.onRefused) flushSync(() => options.onRefused?.(found));
        reportErrors(Object.keys(found).length);
      }
      toast.error("Error", { description: error instanceof SettingInvalid ? error.message : errorMessage(error, "Could not save the settings.") });
    },
  });
  const problemAt = useCallback((path: string): string | undefined => problems[path], [problems]);
  /** The admin changed a field in error: its message goes (the others stay until the next save). */
  const clearProblem = useCallback((path: string) => setProblems((p) => (path in p ? Object.fromEntries(Object.entries(p).filter(([k]) => k !== path)) : p)), []);
  return { ...mutation, problems, problemAt, clearProblem, errorsRef, errorReport, reportErrors };
}

/** What SettingsFrame needs to report a failed save: the wrapper to search for invalid fields, and the count. */
export type SettingsErrorReport = Pick<ReturnType<typeof useSaveSetting>, "errorsRef" | "errorReport">;

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
