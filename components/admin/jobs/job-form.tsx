"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Button } from "@/components/ui/button";
import { Combobox } from "@/components/ui/combobox";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/api/client";
import type { jobAnswer } from "@/lib/api/responses/jobs";
import { queryKeys } from "@/lib/api/query-keys";
import { canMoveJob, jobStatuses, jobStatusLabels } from "@/lib/domain/jobs";
import { allTimeZones } from "@/lib/domain/time-zones";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { placeServerErrors } from "@/lib/forms/server-errors";
import { toast } from "@/lib/toast";
import { jobCreateSchema, jobUpdateSchema, type JobUpdateInput } from "@/lib/validation/jobs";
import { useAgencyTimeZone } from "../shell/agency-clock";
import type { JobJson } from "./types";

type Values = z.input<typeof jobUpdateSchema>;
const fields = ["title", "client_name", "client_company", "client_email", "client_phone", "location", "notes", "status", "time_zone"] as const;

const blank: Values = { title: "", client_name: "", client_company: "", client_email: "", client_phone: "", location: "", notes: "", status: "draft", time_zone: "" };

function valuesOf(job: JobJson): Values {
  return {
    title: job.title,
    client_name: job.client_name,
    client_company: job.client_company ?? "",
    client_email: job.client_email ?? "",
    client_phone: job.client_phone ?? "",
    location: job.location ?? "",
    notes: job.notes ?? "",
    status: job.status,
    time_zone: job.own_time_zone ?? "",
  };
}

type JobFormProps = {
  /** The job to edit; none for a new one. */
  job?: JobJson;
  onSaved: (job: JobJson) => void;
  onCancel?: () => void;
};

/**
 * A job's header: title, client, notes and status, checked by the API's own schema (a new job starts as a draft or
 * active; an existing one moves along its status machine). Errors sit at their fields and the first is focused.
 */
export function JobForm({ job, onSaved, onCancel }: JobFormProps) {
  const queryClient = useQueryClient();
  const { control, register, handleSubmit, formState, setError } = useForm<Values, unknown, JobUpdateInput>({
    // A new job's output (every field, a draft or active) is one an update could send too, so both fit one form.
    resolver: (job ? zodResolver(jobUpdateSchema) : zodResolver(jobCreateSchema)) as Resolver<Values, unknown, JobUpdateInput>,
    defaultValues: job ? valuesOf(job) : blank,
    shouldFocusError: false,
  });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const agencyZone = useAgencyTimeZone();
  // The agency's clock first (stored as no zone, so the job follows the setting), then the common zones, then all.
  const zones = useMemo(
    () => [{ value: "", label: `The agency's (${agencyZone})` }, ...allTimeZones().map((zone) => ({ value: zone, label: zone.replaceAll("_", " "), keywords: zone }))],
    [agencyZone],
  );
  const statuses = jobStatuses.filter((s) => (job ? canMoveJob(job.status, s) : s === "draft" || s === "active"));

  const save = useMutation({
    mutationFn: (values: JobUpdateInput) =>
      apiFetch<typeof jobAnswer>(job ? `/admin/jobs/${job.id}` : "/admin/jobs", { method: job ? "PUT" : "POST", body: values }).then((d) => d.job),
    onSuccess: async (saved) => {
      toast.success(job ? "Job updated" : "Job created", { description: saved.title });
      queryClient.setQueryData(queryKeys.admin.job(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobLists });
      onSaved(saved);
    },
    onError: (error) => {
      const placed = placeServerErrors(error, fields, setError);
      if (placed) reportErrors(placed);
      toast.error("Error", { description: errorMessage(error, "Could not save the job.") });
    },
  });

  const e = formState.errors;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={job ? "Edit job" : "New job"}
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(
        (values) => {
          clearReport();
          save.mutate(values);
        },
        (invalid) => reportErrors(countFieldErrors(invalid)),
      )}
    >
      <FormErrorAnnouncer report={report} />
      <FormField label="Title" required error={e.title?.message}>
        <Input {...register("title")} maxLength={160} autoComplete="off" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Client name" required error={e.client_name?.message}>
          <Input {...register("client_name")} maxLength={120} autoComplete="off" />
        </FormField>
        <FormField label="Company" error={e.client_company?.message}>
          <Input {...register("client_company")} maxLength={160} autoComplete="off" />
        </FormField>
        <FormField label="Client email" error={e.client_email?.message}>
          <Input type="email" {...register("client_email")} maxLength={254} autoComplete="off" />
        </FormField>
        <FormField label="Client phone" error={e.client_phone?.message}>
          <Input type="tel" {...register("client_phone")} maxLength={40} autoComplete="off" />
        </FormField>
      </div>
      <FormField label="Place" hint="Where the talent goes: the client's and the talent's mails name it." error={e.location?.message}>
        <Input {...register("location")} maxLength={300} autoComplete="off" placeholder="Studio 4, 21 Mercer Street, New York" />
      </FormField>
      <FormField label="Time zone" error={e.time_zone?.message} hint="The lines' times are entered and shown in it, in mails too." className="sm:max-w-sm">
        {(c) => (
          <Controller
            control={control}
            name="time_zone"
            render={({ field }) => (
              <Combobox
                {...c}
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={zones}
                searchPlaceholder="Search time zones (Paris, Tokyo...)"
                emptyText="No time zone matches."
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Notes" error={e.notes?.message}>
        <Textarea {...register("notes")} rows={4} maxLength={5000} />
      </FormField>
      <FormField label="Status" error={e.status?.message} className="sm:max-w-xs">
        <NativeSelect {...register("status")}>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {jobStatusLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex gap-2 pt-2">
        <Button type="submit" loading={save.isPending}>
          {job ? "Save changes" : "Create job"}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
