"use client";

import { useMemo } from "react";
import { Controller } from "react-hook-form";
import { Combobox } from "@/components/ui/combobox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { allTimeZones } from "@/lib/domain/time-zones";
import { agencySchema, type SettingsMap } from "@/lib/validation/settings";
import { SettingFormScreen, useSettingForm } from "./setting-form";

type Agency = SettingsMap["agency"];

/**
 * The agency setting (issue 39.3; administrators only): the clock every job reads in unless it names its own, and the
 * bookings desk's e-mail, phone and address and the cancellation terms the mails to clients carry.
 */
export function AgencySettings({ initial }: { initial: Agency }) {
  const setting = useSettingForm("agency", agencySchema, initial, { resetOnSave: true });
  const { control, register } = setting.form;
  const { errorOf } = setting;
  const zones = useMemo(() => allTimeZones().map((zone) => ({ value: zone, label: zone.replaceAll("_", " "), keywords: zone })), []);
  return (
    <SettingFormScreen
      title="Agency"
      description="Times on the board, job pages, schedules and mails read in this time zone unless a job names its own. The contact details and terms go into the mails to clients."
      label="Agency"
      setting={setting}
    >
      <FormField label="Time zone" required error={errorOf("timeZone")} hint="Changing it moves how every job without its own zone reads; stored times stay.">
        {(c) => (
          <Controller
            control={control}
            name="timeZone"
            render={({ field }) => (
              <Combobox
                {...c}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={zones}
                searchPlaceholder="Search time zones (New York, Paris...)"
                emptyText="No time zone matches."
              />
            )}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Bookings e-mail" required error={errorOf("email")}>
          <Input type="email" autoComplete="off" maxLength={254} {...register("email")} />
        </FormField>
        <FormField label="Bookings phone" required error={errorOf("phone")}>
          <Input type="tel" autoComplete="off" maxLength={40} {...register("phone")} />
        </FormField>
      </div>
      <FormField label="Address" error={errorOf("address")}>
        <Textarea rows={2} maxLength={300} {...register("address")} />
      </FormField>
      <FormField label="Cancellation terms" error={errorOf("cancellationTerms")} hint="Quoted in the mail that cancels a confirmed booking.">
        <Textarea rows={4} maxLength={2000} {...register("cancellationTerms")} />
      </FormField>
    </SettingFormScreen>
  );
}
