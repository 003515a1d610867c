"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Button } from "@/components/ui/button";
import { DateInput } from "@/components/ui/date-input";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/api/client";
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
  onSaved,
  onCancel,
}: {
  listPath: string;
  itemPath: (id: number) => string;
  editing: Block | null;
  startsOn?: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const blank = { starts_on: startsOn ?? "", ends_on: startsOn ?? "", kind: "unavailable", note: "" } as const;
  const { register, handleSubmit, formState, setError, reset } = useForm<AvailabilityBlockInput, unknown, AvailabilityBlockValues>({
    resolver: zodResolver(availabilityBlockSchema),
    defaultValues: editing ? { starts_on: editing.starts_on, ends_on: editing.ends_on, kind: editing.kind, note: editing.note ?? "" } : blank,
    shouldFocusError: false,
  });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  useEffect(() => {
    reset(editing ? { starts_on: editing.starts_on, ends_on: editing.ends_on, kind: editing.kind, note: editing.note ?? "" } : blank);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the block or the picked day changes
  }, [editing, startsOn]);

  const save = useMutation({
    mutationFn: (values: AvailabilityBlockValues) =>
      apiFetch<typeof availabilityBlockResponse>(editing ? itemPath(editing.id) : listPath, { method: editing ? "PUT" : "POST", body: values }),
    onSuccess: () => {
      toast.success(editing ? "Blocked days changed" : "Days blocked");
      reset(blank);
      onSaved();
    },
    onError: (error) => {
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
