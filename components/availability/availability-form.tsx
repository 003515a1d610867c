"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Button } from "@/components/ui/button";
import { DateInput } from "@/components/ui/date-input";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { availabilityBlockResponse } from "@/lib/api/responses/availability";
import { AVAILABILITY_NOTE_MAX, availabilityKindLabels, availabilityKinds } from "@/lib/domain/availability";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { placeServerErrors } from "@/lib/forms/server-errors";
import { toast } from "@/lib/toast";
import { availabilityBlockSchema, type AvailabilityBlockInput, type AvailabilityBlockValues } from "@/lib/validation/availability";

export type Block = z.infer<typeof availabilityBlockResponse>;

const fields = ["starts_on", "ends_on", "kind", "note"] as const;

/** Add a block (POST to `listPath`) or change one (PUT to `itemPath(id)`); `startsOn` prefills a new block's first day. */
export function AvailabilityForm({
  listPath,
  itemPath,
  editing,
  startsOn,
  endsOn,
  onSaved,
  onCancel,
}: {
  listPath: string;
  itemPath: (id: number) => string;
  editing: Block | null;
  startsOn?: string;
  /** The last day of a range picked on the calendar. */
  endsOn?: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const blank = { starts_on: startsOn ?? "", ends_on: endsOn ?? startsOn ?? "", kind: "unavailable", note: "" } as const;
  // Issue 39: the days hold work; the server named it (409 WORK_ON_BLOCKED_DAYS) and waits for "Block anyway".
  const [warning, setWarning] = useState<{ values: AvailabilityBlockValues; message: string; work: string[] } | null>(null);
  // Other days picked: the warning was about the old ones.
  const daysKey = `${editing?.id ?? ""}|${startsOn ?? ""}|${endsOn ?? ""}`;
  const [warnedFor, setWarnedFor] = useState(daysKey);
  if (warnedFor !== daysKey) {
    setWarnedFor(daysKey);
    setWarning(null);
  }
  const { register, handleSubmit, formState, setError, reset } = useForm<AvailabilityBlockInput, unknown, AvailabilityBlockValues>({
    resolver: zodResolver(availabilityBlockSchema),
    defaultValues: editing ? { starts_on: editing.starts_on, ends_on: editing.ends_on, kind: editing.kind, note: editing.note ?? "" } : blank,
    shouldFocusError: false,
  });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  // Not on mount: the defaults are already these, and a reset then would wipe days typed before the page hydrated.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    reset(editing ? { starts_on: editing.starts_on, ends_on: editing.ends_on, kind: editing.kind, note: editing.note ?? "" } : blank);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the block or the picked days change
  }, [editing, startsOn, endsOn]);

  const save = useMutation({
    mutationFn: (values: AvailabilityBlockValues) =>
      apiFetch<typeof availabilityBlockResponse>(editing ? itemPath(editing.id) : listPath, { method: editing ? "PUT" : "POST", body: values }),
    onSuccess: (_, values) => {
      toast.success(editing ? "Blocked days changed" : "Days blocked", values.confirm ? { description: "Your booker has been told." } : undefined);
      setWarning(null);
      reset(blank);
      onSaved();
    },
    onError: (error, values) => {
      if (error instanceof ApiError && error.status === 409 && error.errors?.work?.length) {
        setWarning({ values, message: error.message, work: error.errors.work });
        return;
      }
      const placed = placeServerErrors(error, fields, setError);
      if (placed) reportErrors(placed);
      toast.error("Error", { description: errorMessage(error, "Could not save the blocked days.") });
    },
  });

  const title = editing ? "Change blocked days" : "Block days";
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={title}
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First day" required error={formState.errors.starts_on?.message}>
          <DateInput {...register("starts_on")} />
        </FormField>
        <FormField label="Last day" required error={formState.errors.ends_on?.message}>
          <DateInput {...register("ends_on")} />
        </FormField>
      </div>
      <FormField label="Kind" required error={formState.errors.kind?.message}>
        <NativeSelect {...register("kind")}>
          {availabilityKinds.map((k) => (
            <option key={k} value={k}>
              {availabilityKindLabels[k]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Note" hint="Where you are, or anything the bookers should know." error={formState.errors.note?.message}>
        <Textarea {...register("note")} rows={2} maxLength={AVAILABILITY_NOTE_MAX} />
      </FormField>
      {warning && (
        <div role="alert" className="flex flex-col gap-3 rounded-md border border-destructive/50 bg-destructive/5 p-4 text-sm">
          <p className="font-semibold">You have work on {warning.values.starts_on === warning.values.ends_on ? "that day" : "those days"}</p>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {warning.work.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
          <p>If you block them anyway, your booker is told at once and will call you to sort it out.</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="destructive" loading={save.isPending} onClick={() => save.mutate({ ...warning.values, confirm: true })}>
              Block anyway and tell my booker
            </Button>
            <Button type="button" variant="outline" disabled={save.isPending} onClick={() => setWarning(null)}>
              Keep these days free
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {editing ? "Save changes" : "Block days"}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
