"use client";

import { Controller } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { optionsSchema, type SettingsMap } from "@/lib/validation/settings";
import { SettingFormScreen, useSettingForm } from "./setting-form";

type Options = SettingsMap["options"];

/**
 * The options setting (issue 39.3; staff with the bookings permission): how long a new option holds, how long the
 * holder of a challenged 1st option has to answer, and whether the talents' calendar feeds list options too.
 */
export function OptionsSettings({ initial }: { initial: Options }) {
  const setting = useSettingForm("options", optionsSchema, initial, { resetOnSave: true });
  const { control, register } = setting.form;
  const { errorOf } = setting;
  const hours = { type: "number", inputMode: "numeric", min: 1, step: 1 } as const;
  return (
    <SettingFormScreen
      title="Options"
      description="The rules every new option and challenge follows. Options already placed keep their expiry."
      label="Options"
      setting={setting}
    >
      <FormField label="Option expiry (hours)" required error={errorOf("optionExpiryHours")} hint="A new option is released this long after it is placed, unless the booker sets its own expiry.">
        <Input {...hours} max={24 * 90} {...register("optionExpiryHours", { valueAsNumber: true })} />
      </FormField>
      <FormField
        label="Challenge window (hours)"
        required
        error={errorOf("challengeWindowHours")}
        hint="When a later option challenges the 1st, its holder has this long to confirm before it is released."
      >
        <Input {...hours} max={24 * 30} {...register("challengeWindowHours", { valueAsNumber: true })} />
      </FormField>
      <FormField
        label="Options in the talents' calendars"
        error={errorOf("optionsInCalendarFeed")}
        hint="On: a talent's calendar feed lists the options held on them as tentative events. Off: confirmed jobs only."
      >
        {(c) => (
          <Controller
            control={control}
            name="optionsInCalendarFeed"
            render={({ field }) => <Switch {...c} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />}
          />
        )}
      </FormField>
    </SettingFormScreen>
  );
}
