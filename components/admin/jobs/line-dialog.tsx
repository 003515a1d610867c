"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { lineAnswer } from "@/lib/api/responses/jobs";
import { queryKeys } from "@/lib/api/query-keys";
import { lineKindLabels, lineKinds } from "@/lib/domain/jobs";
import { zoneAbbreviation } from "@/lib/domain/zoned-time";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import { blankLine, blankLineOn, lineBody, lineResolver, lineValues, type LineFormValues } from "./line-form-values";
import type { JobLineJson } from "./types";
import { TalentPicker } from "./talent-picker";

type LineDialogProps = {
  jobId: number;
  /** The job's time zone: the times are entered and shown in it. */
  timeZone: string;
  /** The line to edit; none to add one. */
  line?: JobLineJson;
  /** The job's day (`YYYY-MM-DD`): a new line's times start on it, and the talents are marked for it. */
  day?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const formFields = Object.keys(blankLine);

/**
 * "Add line" / "Edit line": a talent (searched in the roster), the kind, the time (in the job's zone, or whole days), an option or confirmed at
 * once, the option's expiry, the fee and notes. A line on a blocked day is placed with a warning (its `conflicts`);
 * confirming one there needs "Confirm anyway", as on the line itself.
 */
export function LineDialog({ jobId, timeZone, line, day, open, onOpenChange }: LineDialogProps) {
  const mode = line ? "edit" : "create";
  const queryClient = useQueryClient();
  const blank = blankLineOn(day);
  const [override, setOverride] = useState<string | null>(null);
  const { control, register, handleSubmit, formState, setError, reset } = useForm<LineFormValues>({
    resolver: lineResolver(mode, timeZone),
    defaultValues: line ? lineValues(line) : blank,
    shouldFocusError: false,
  });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const placement = useWatch({ control, name: "placement" });
  const allDay = useWatch({ control, name: "all_day" });
  const zoneName = `${timeZone} (${zoneAbbreviation(new Date(), timeZone)})`;

  const save = useMutation({
    mutationFn: ({ values, force }: { values: LineFormValues; force: boolean }) =>
      apiFetch<typeof lineAnswer>(line ? `/admin/job-lines/${line.id}` : `/admin/jobs/${jobId}/lines`, {
        method: line ? "PUT" : "POST",
        body: { ...lineBody(values, mode, timeZone), ...(force ? { override: true } : {}) },
      }).then((d) => d.line),
    onSuccess: async (saved) => {
      const warning = saved.conflicts.length ? " It touches a day the talent blocked." : "";
      toast.success(line ? "Line saved" : "Line added", { description: `${saved.stage_name}.${warning}` });
      setOverride(null);
      if (!line) reset(blank);
      onOpenChange(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.job(jobId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobLists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.calendarAll }),
      ]);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && error.errors?.override) {
        // A confirmed line on a blocked day: say so at the button, which offers the override.
        setOverride(error.errors.override[0]);
        return;
      }
      if (error instanceof ApiError && error.errors) {
        const placed = Object.entries(error.errors).filter(([field]) => formFields.includes(field));
        for (const [field, messages] of placed) setError(field as keyof LineFormValues, { message: messages[0] });
        if (placed.length) reportErrors(placed.length);
      }
      toast.error("Error", { description: errorMessage(error, "Could not save the line.") });
    },
  });

  const submit = (force: boolean) =>
    handleSubmit(
      (values) => {
        clearReport();
        save.mutate({ values, force });
      },
      (invalid) => reportErrors(countFieldErrors(invalid)),
    );
  const e = formState.errors;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setOverride(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{line ? `Edit line: ${line.stage_name}` : "Add line"}</DialogTitle>
          <DialogDescription>Times are in the job&apos;s time zone, {zoneName}, as on the board and in the mails.</DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate aria-label={line ? "Edit line" : "Add line"} className="flex flex-col gap-4" onSubmit={submit(false)}>
          <FormErrorAnnouncer report={report} />
          {!line && (
            <FormField label="Talent" required error={e.talent_profile_id?.message}>
              {(c) => (
                <Controller
                  control={control}
                  name="talent_profile_id"
                  render={({ field }) => (
                    <TalentPicker
                      {...c}
                      day={day}
                      showDay={Boolean(day)}
                      value={field.value ? String(field.value) : ""}
                      onChange={(t) => field.onChange(t.id)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              )}
            </FormField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Kind" error={e.kind?.message}>
              <NativeSelect {...register("kind")}>
                {lineKinds.map((k) => (
                  <option key={k} value={k}>
                    {lineKindLabels[k]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {!line && (
              <FormField label="Place as" error={e.placement?.message}>
                <NativeSelect {...register("placement")}>
                  <option value="option">Option</option>
                  <option value="confirmed">Confirmed</option>
                </NativeSelect>
              </FormField>
            )}
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" className="size-4 accent-primary" {...register("all_day")} />
              All day (one day or several, midnight to midnight in {timeZone})
            </label>
            {allDay ? (
              <>
                <FormField label="First day" required error={e.start_date?.message}>
                  <Input type="date" {...register("start_date")} />
                </FormField>
                <FormField label="Last day" required error={e.end_date?.message}>
                  <Input type="date" {...register("end_date")} />
                </FormField>
              </>
            ) : (
              <>
                <FormField label="Starts" required error={e.starts_at?.message} hint={zoneName}>
                  <Input type="datetime-local" {...register("starts_at")} />
                </FormField>
                <FormField label="Ends" required error={e.ends_at?.message} hint={zoneName}>
                  <Input type="datetime-local" {...register("ends_at")} />
                </FormField>
              </>
            )}
            {placement === "option" && (!line || line.state === "option") && (
              <FormField
                label={`Option expires (${timeZone})`}
                error={e.option_expires_at?.message}
                hint={line ? "Empty keeps the current expiry." : "Empty: the options setting's default from now."}
              >
                <Input type="datetime-local" {...register("option_expires_at")} />
              </FormField>
            )}
            <div className="grid grid-cols-[1fr_6rem] gap-2">
              <FormField label="Fee" error={e.fee?.message}>
                <Input type="number" inputMode="numeric" min={0} step={1} {...register("fee")} />
              </FormField>
              <FormField label="Currency" error={e.currency?.message}>
                <Input {...register("currency")} maxLength={3} placeholder="EUR" autoComplete="off" className="uppercase" />
              </FormField>
            </div>
          </div>
          <FormField label="Notes" error={e.notes?.message}>
            <Textarea {...register("notes")} rows={3} maxLength={2000} />
          </FormField>
          {override && (
            <p role="alert" className="rounded-sm border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
              {override}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              Cancel
            </Button>
            {override ? (
              <Button variant="destructive" loading={save.isPending} onClick={submit(true)}>
                Confirm anyway
              </Button>
            ) : (
              <Button type="submit" loading={save.isPending}>
                {line ? "Save line" : "Add line"}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
