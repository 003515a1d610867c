"use client";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RETENTION_MAX_DAYS, RETENTION_MIN_DAYS } from "@/lib/domain/privacy";
import { retentionSchema, type SettingsMap } from "@/lib/validation/settings";
import { SettingFormScreen, useSettingForm } from "./setting-form";

type Retention = SettingsMap["retention"];

/** How long personal data no longer needed is kept (admins only): the daily retention job reads these. */
export function RetentionSettings({ initial }: { initial: Retention }) {
  const setting = useSettingForm("retention", retentionSchema, initial);
  const { register } = setting.form;
  const { errorOf } = setting;
  const days = { type: "number", inputMode: "numeric", min: RETENTION_MIN_DAYS, max: RETENTION_MAX_DAYS, step: 1 } as const;
  return (
    <SettingFormScreen
      title="Data Retention"
      description="Once a day, declined applicants are erased (their personal data and photos deleted) and contact messages deleted after these periods."
      setting={setting}
    >
      <FormField label="Erase declined applicants after (days)" required error={errorOf("declinedApplicantDays")} hint="Counted from the day the application was declined.">
        <Input {...days} {...register("declinedApplicantDays", { valueAsNumber: true })} />
      </FormField>
      <FormField label="Delete contact messages after (days)" required error={errorOf("contactMessageDays")} hint="Counted from the day the message was sent.">
        <Input {...days} {...register("contactMessageDays", { valueAsNumber: true })} />
      </FormField>
    </SettingFormScreen>
  );
}
