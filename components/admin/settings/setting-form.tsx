"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEventHandler, ReactNode } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { countFieldErrors } from "@/lib/forms/error-focus";
import type { SettingsKey } from "@/lib/validation/settings";
import { SettingsFrame } from "./settings-frame";
import { useSaveSetting } from "./use-save-setting";

/**
 * A setting edited as one flat form (agency, options, retention): react-hook-form checked by the key's schema, saved
 * with `useSaveSetting` (and, with `resetOnSave`, reset to what was stored), each field's message from the form or the
 * server's answer (`errorOf`), and `submit` for the form, whose first field in error the frame focuses.
 */
export function useSettingForm<V extends FieldValues>(key: SettingsKey, schema: z.ZodType<V, V>, initial: V, options: { resetOnSave?: boolean } = {}) {
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues: initial as DefaultValues<V>, shouldFocusError: false });
  const save = useSaveSetting(key, { onSaved: options.resetOnSave ? (value) => form.reset(value as V) : undefined });
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const errorOf = (field: Path<V>) => errors[field]?.message ?? save.problemAt(field);
  const submit = form.handleSubmit(
    (value) => save.mutate(value),
    (invalid) => save.reportErrors(countFieldErrors(invalid)),
  );
  return { form, save, errorOf, submit };
}

/** The screen of such a setting: its frame, and the form's card with its fields and the Save button. */
export function SettingFormScreen({
  title,
  description,
  label,
  setting,
  children,
}: {
  title: string;
  description: string;
  /** The form's accessible name. */
  label?: string;
  setting: { save: ReturnType<typeof useSaveSetting>; submit: FormEventHandler };
  children: ReactNode;
}) {
  return (
    <SettingsFrame title={title} description={description} save={setting.save}>
      <Card className="max-w-2xl">
        <CardContent className="pt-5 md:pt-6">
          <form noValidate aria-label={label} onSubmit={setting.submit} className="flex flex-col gap-5">
            {children}
            <Button type="submit" loading={setting.save.isPending} className="self-start">
              Save Changes
            </Button>
          </form>
        </CardContent>
      </Card>
    </SettingsFrame>
  );
}
