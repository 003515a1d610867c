"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ColorChoices } from "@/components/ui/color-choices";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MeasurementInput } from "@/components/ui/measurement-input";
import { useUnits } from "@/components/site/use-units";
import { ApiError, apiFetch } from "@/lib/api/client";
import { colorChoiceLists } from "@/lib/domain/colors";
import { measurementLabelsFor } from "@/lib/domain/measurement-labels";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import {
  type MeasurementKey,
  type MeasurementsForm,
  measurementFields,
  measurementsFormSchema,
  measurementsFormToBody,
} from "@/lib/validation/profile";
import { orDash } from "./format";

export type MeasurementValues = Record<MeasurementKey, string | null> & { category: string | null; gender: string | null };

function toForm(values: MeasurementValues): MeasurementsForm {
  return Object.fromEntries(measurementFields.map(({ field, key }) => [field, values[key] ?? ""])) as MeasurementsForm;
}

/** Measurement Settings: read, then Edit to change and Save Changes (or Cancel to drop the edits). */
export function MeasurementSettings({ values }: { values: MeasurementValues }) {
  const router = useRouter();
  const labels = measurementLabelsFor(values, "color");
  // An empty length starts in the unit the person chose on the site (cm / ft-in switch), remembered on this device.
  const [units] = useUnits();
  const [editing, setEditing] = useState(false);
  // The shared routine focuses the first field in error, scrolls it into view and announces the count.
  const form = useForm<MeasurementsForm>({ resolver: zodResolver(measurementsFormSchema), defaultValues: toForm(values), shouldFocusError: false });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const { errors, isSubmitting } = form.formState;

  function startEditing() {
    form.reset(toForm(values));
    setEditing(true);
  }

  function cancel() {
    form.reset(toForm(values));
    setEditing(false);
  }

  const save = form.handleSubmit(async (data) => {
    clearReport();
    try {
      await apiFetch("/profile", { method: "PUT", body: measurementsFormToBody(data) });
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        let placed = 0;
        for (const { field, key } of measurementFields) {
          const message = error.errors[key]?.[0];
          if (message) {
            form.setError(field, { message });
            placed += 1;
          }
        }
        if (placed) reportErrors(placed);
      }
      toast.error("Error", { description: "Failed to update measurements" });
      return;
    }
    toast.success("Success", { description: "Measurements updated successfully" });
    setEditing(false);
    router.refresh();
  }, (invalid) => reportErrors(countFieldErrors(invalid)));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Measurement Settings</CardTitle>
        <CardDescription>Shown on your public profile and to the agency.</CardDescription>
        <CardAction>
          {editing ? (
            <Button variant="ghost" size="sm" onClick={cancel} disabled={isSubmitting}>
              <X aria-hidden="true" />
              Cancel
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={startEditing}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
        </CardAction>
      </CardHeader>
      {editing ? (
        <form ref={formRef} onSubmit={save} noValidate aria-label="Measurement Settings">
          <FormErrorAnnouncer report={report} />
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {measurementFields.map(({ field, key, placeholder, length }) => (
              <FormField key={field} label={labels[key]} error={errors[field]?.message}>
                {length ? (
                  (control) => (
                    <Controller
                      control={form.control}
                      name={field}
                      render={({ field: input }) => (
                        <MeasurementInput
                          {...control}
                          name={input.name}
                          value={input.value}
                          onChange={input.onChange}
                          onBlur={input.onBlur}
                          label={labels[key]}
                          defaultUnit={units === "imperial" ? "in" : "cm"}
                        />
                      )}
                    />
                  )
                ) : (
                  <Input
                    {...form.register(field)}
                    placeholder={placeholder}
                    maxLength={60}
                    autoComplete="off"
                    list={field === "hairColor" ? colorChoiceLists.hair : field === "eyeColor" ? colorChoiceLists.eyes : undefined}
                  />
                )}
              </FormField>
            ))}
            <ColorChoices />
          </CardContent>
          <CardFooter className="justify-end">
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? "Saving..." : "Save Changes"}
            </Button>
          </CardFooter>
        </form>
      ) : (
        <CardContent>
          <dl className="grid grid-cols-2 gap-x-6 border-t border-border sm:grid-cols-4">
            {measurementFields.map(({ key }) => (
              <div key={key} className="flex flex-col gap-1 border-b border-border py-3">
                <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{labels[key]}</dt>
                <dd>{orDash(values[key])}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      )}
    </Card>
  );
}
