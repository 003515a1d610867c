"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormProvider, useFieldArray, useForm, useWatch, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DateInput } from "@/components/ui/date-input";
import { EmptyState } from "@/components/ui/empty-state";
import { FormErrorAnnouncer, FormErrorSummary, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SortableList } from "@/components/ui/sortable-list";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { createPackageResponse, updatePackageResponse } from "@/lib/api/responses/packages";
import { queryKeys } from "@/lib/api/query-keys";
import { isRealDay } from "@/lib/validation/booking-rules";
import { defaultExpiryDay, maxExpiryDay, minExpiryDay, PACKAGE_MAX_DAYS, PACKAGE_MAX_TALENTS } from "@/lib/domain/packages";
import { countErrorMessages } from "@/lib/forms/error-focus";
import { toast } from "@/lib/toast";
import { packageFormSchema, type PackageFormValues, type PackagePayload } from "@/lib/validation/package";
import { PackageTalentRow, type TalentShown } from "./package-talent-row";
import { TalentPicker } from "./talent-picker";
import type { PackageEditingJson, TalentOption } from "./types";

/** The editor's values for a package being edited, or a new one (expiring in 14 days by default). */
function valuesOf(initial?: PackageEditingJson): PackageFormValues {
  if (!initial) return { title: "", client_name: "", client_company: "", client_email: "", message: "", expires_at: defaultExpiryDay(), project_date: "", talents: [] };
  return {
    title: initial.title,
    client_name: initial.client_name,
    client_company: initial.client_company ?? "",
    client_email: initial.client_email,
    message: initial.message,
    expires_at: initial.expires_at.slice(0, 10),
    project_date: initial.project_date ?? "",
    talents: initial.talents.map((t) => ({ talent_profile_id: t.talent_profile_id, note: t.note ?? "", media_ids: t.media_ids ?? [] })),
  };
}

/**
 * Creates or edits a package: the client, the message, the expiry (14 days by default, at most 90), and the talents
 * in order (added by search, reordered by drag or keyboard, each with a note and an optional choice of photos).
 */
export function PackageEditor({ initial }: { initial?: PackageEditingJson }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(packageFormSchema), defaultValues: valuesOf(initial), shouldFocusError: false });
  // The name and photos of each talent the editor has held (from the package, then the picker), by profile id.
  const [shown, setShown] = useState(() => new Map<number, TalentShown>((initial?.talents ?? []).map((t) => [t.talent_profile_id, t])));
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const talents = useFieldArray({ control, name: "talents" });
  const { formRef, report, reportErrors, clearReport, summary } = useErrorReport();
  const talentsProblem = errors.talents?.root?.message ?? errors.talents?.message;
  // The picker marks each talent's day once the project date is a whole, real day.
  const projectDate = useWatch({ control, name: "project_date" });

  const save = useMutation({
    mutationFn: (body: PackagePayload) =>
      initial
        ? apiFetch<typeof updatePackageResponse>(`/admin/packages/${initial.id}`, { method: "PUT", body })
        : apiFetch<typeof createPackageResponse>("/admin/packages", { method: "POST", body }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.packageLists });
      toast.success(initial ? "Package Updated" : "Package Created", { description: `“${saved.title}” has been saved.` });
      if (initial) router.refresh();
      else router.push(`/admin/packages/${saved.id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) {
        // The server's messages by path ("client_email", "talents.2.note"), each at its field.
        for (const [path, messages] of Object.entries(error.errors)) setError(path as Path<PackageFormValues>, { message: messages[0] });
        reportErrors(Object.keys(error.errors).length);
      } else toast.error("Error", { description: error instanceof ApiError ? error.message : "Failed to save the package. Please try again." });
    },
  });

  const submit = handleSubmit(
    (body) => {
      clearReport();
      save.mutate(body);
    },
    (invalid) => reportErrors(countErrorMessages(invalid)),
  );

  function add(t: TalentOption) {
    setShown((known) => new Map(known).set(t.talent_profile_id, t));
    talents.append({ talent_profile_id: t.talent_profile_id, note: "", media_ids: [] });
  }

  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label={initial ? "Edit package" : "New package"}>
        <FormErrorAnnouncer report={report} />
        <FormErrorSummary items={summary} />
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Client</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <FormField label="Title" required error={errors.title?.message}>
                <Input {...register("title")} placeholder="Spring campaign casting" maxLength={160} />
              </FormField>
              <FormField label="Client name" required error={errors.client_name?.message}>
                <Input {...register("client_name")} autoComplete="off" maxLength={120} />
              </FormField>
              <FormField label="Company" error={errors.client_company?.message}>
                <Input {...register("client_company")} autoComplete="off" maxLength={160} />
              </FormField>
              <FormField label="Client email" required error={errors.client_email?.message}>
                <Input type="email" {...register("client_email")} autoComplete="off" />
              </FormField>
              <FormField label="Link expires on" required error={errors.expires_at?.message} hint={`The link works until the end of this day; at most ${PACKAGE_MAX_DAYS} days from today.`}>
                <DateInput {...register("expires_at")} min={minExpiryDay()} max={maxExpiryDay()} />
              </FormField>
              <FormField label="Project date" error={errors.project_date?.message} hint="Optional. For the team only: the talent search shows who is free, on option, confirmed or blocked that day. The client never sees it.">
                <DateInput {...register("project_date")} />
              </FormField>
              <FormField label="Message to the client" error={errors.message?.message}>
                <Textarea {...register("message")} rows={4} maxLength={5000} />
              </FormField>
            </CardContent>
          </Card>
          <Card className="self-start">
            <CardHeader>
              <CardTitle>Add talents</CardTitle>
            </CardHeader>
            <CardContent>
              <TalentPicker
                chosen={talents.fields.map((r) => r.talent_profile_id)}
                projectDate={isRealDay(projectDate) ? projectDate : undefined}
                onAdd={add} disabled={talents.fields.length >= PACKAGE_MAX_TALENTS} />
            </CardContent>
          </Card>
        </div>

        <section aria-labelledby="package-talents" className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <h2 id="package-talents" className="font-sans text-lg font-semibold">
              Talents in the package ({talents.fields.length})
            </h2>
            <p id="package-reorder-hint" className="text-xs text-muted-foreground">
              The client sees them in this order. Drag a handle to reorder, or focus it and press Space, the arrow keys, then Space again.
            </p>
            {talentsProblem && (
              <p id="package-talents-error" role="alert" className="text-sm text-destructive">
                {talentsProblem}
              </p>
            )}
          </div>
          {talents.fields.length === 0 ? (
            <div tabIndex={-1} aria-invalid={talentsProblem ? true : undefined} aria-describedby={talentsProblem ? "package-talents-error" : undefined}>
              <EmptyState title="No talents yet" titleAs="p" text="Search for active talents and add them." />
            </div>
          ) : (
            <SortableList
              items={talents.fields}
              idOf={(r) => r.talent_profile_id}
              labelOf={(r) => shown.get(r.talent_profile_id)?.stage_name ?? ""}
              onReorder={(_, { from, to }) => talents.move(from, to)}
              hintId="package-reorder-hint"
              itemTestId="package-talent"
              renderItem={(row, { handle, position }) => (
                <PackageTalentRow row={shown.get(row.talent_profile_id) ?? { stage_name: "", photos: [] }} position={position} handle={handle} onRemove={() => talents.remove(position - 1)} />
              )}
            />
          )}
        </section>

        <div className="flex gap-3">
          <Button type="submit" loading={save.isPending}>
            {initial ? "Save Package" : "Create Package"}
          </Button>
          <Button type="button" variant="outline" onClick={() => router.push(initial ? `/admin/packages/${initial.id}` : "/admin/packages")}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
