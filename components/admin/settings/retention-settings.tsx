"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RETENTION_MAX_DAYS, RETENTION_MIN_DAYS } from "@/lib/domain/privacy";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { retentionSchema, type SettingsMap } from "@/lib/validation/settings";
import { SettingsFrame } from "./settings-frame";
import { useSaveSetting } from "./use-save-setting";

type Retention = SettingsMap["retention"];

/** How long personal data no longer needed is kept (admins only): the daily retention job reads these. */
export function RetentionSettings({ initial }: { initial: Retention }) {
  const { register, handleSubmit, formState } = useForm<Retention>({ resolver: zodResolver(retentionSchema), defaultValues: initial, shouldFocusError: false });
  const save = useSaveSetting("retention");
  const errorOf = (field: keyof Retention) => formState.errors[field]?.message ?? save.problemAt(field);
  const days = { type: "number", inputMode: "numeric", min: RETENTION_MIN_DAYS, max: RETENTION_MAX_DAYS, step: 1 } as const;
  return (
    <SettingsFrame
      title="Data Retention"
      description="Once a day, declined applicants are erased (their personal data and photos deleted) and contact messages deleted after these periods."
      save={save}
    >
      <Card className="max-w-2xl">
        <CardContent className="pt-5 md:pt-6">
          <form
            noValidate
            onSubmit={handleSubmit(
              (v) => save.mutate(v),
              (invalid) => save.reportErrors(countFieldErrors(invalid)),
            )}
            className="flex flex-col gap-5"
          >
            <FormField label="Erase declined applicants after (days)" required error={errorOf("declinedApplicantDays")} hint="Counted from the day the application was declined.">
              <Input {...days} {...register("declinedApplicantDays", { valueAsNumber: true })} />
            </FormField>
            <FormField label="Delete contact messages after (days)" required error={errorOf("contactMessageDays")} hint="Counted from the day the message was sent.">
              <Input {...days} {...register("contactMessageDays", { valueAsNumber: true })} />
            </FormField>
            <Button type="submit" loading={save.isPending} className="self-start">
              Save Changes
            </Button>
          </form>
        </CardContent>
      </Card>
    </SettingsFrame>
  );
}
