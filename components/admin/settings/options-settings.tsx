"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { optionsSchema, type SettingsMap } from "@/lib/validation/settings";
import { SettingsFrame } from "./settings-frame";
import { useSaveSetting } from "./use-save-setting";

type Options = SettingsMap["options"];

/**
 * The options setting (issue 39.3; staff with the bookings permission): how long a new option holds, how long the
 * holder of a challenged 1st option has to answer, and whether the talents' calendar feeds list options too.
 */
export function OptionsSettings({ initial }: { initial: Options }) {
  const { control, register, handleSubmit, formState, reset } = useForm<Options>({ resolver: zodResolver(optionsSchema), defaultValues: initial, shouldFocusError: false });
  const save = useSaveSetting("options", { onSaved: (value) => reset(value) });
  const errorOf = (field: keyof Options) => formState.errors[field]?.message ?? save.problemAt(field);
  const hours = { type: "number", inputMode: "numeric", min: 1, step: 1 } as const;
  return (
    <SettingsFrame title="Options" description="The rules every new option and challenge follows. Options already placed keep their expiry." save={save}>
      <Card className="max-w-2xl">
        <CardContent className="pt-5 md:pt-6">
          <form
            noValidate
            aria-label="Options"
            onSubmit={handleSubmit(
              (v) => save.mutate(v),
              (invalid) => save.reportErrors(countFieldErrors(invalid)),
            )}
            className="flex flex-col gap-5"
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
            <Button type="submit" loading={save.isPending} className="self-start">
              Save Changes
            </Button>
          </form>
        </CardContent>
      </Card>
    </SettingsFrame>
  );
}
