"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { useState } from "react";
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
import { defaultExpiryDay, maxExpiryDay, minExpiryDay, PACKAGE_MAX_DAYS, PACKAGE_MAX_TALENTS } from "@/lib/domain/packages";
import { toast } from "@/lib/toast";
import { fieldErrors } from "@/lib/validation/common";
import { packageInputSchema, type PackagePayload } from "@/lib/validation/package";
import { TalentPicker } from "./talent-picker";
import type { PackageEditingJson, TalentOption } from "./types";

/** A talent in the editor: the picker's talent with the note and chosen photos being edited. */
type Row = Pick<TalentOption, "talent_profile_id" | "stage_name" | "photos"> & { note: string; media_ids: number[] };
type Fields = { title: string; client_name: string; client_company: string; client_email: string; message: string; expires_at: string };
type Errors = Record<string, string[]>;

const blank: Fields = { title: "", client_name: "", client_company: "", client_email: "", message: "", expires_at: "" };

/**
 * Creates or edits a package: the client, the message, the expiry (14 days by default, at most 90), and the talents
 * in order (added by search, reordered by drag or keyboard, each with a note and an optional choice of photos).
 */
export function PackageEditor({ initial }: { initial?: PackageEditingJson }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(() =>
    initial
      ? {
          title: initial.title,
          client_name: initial.client_name,
          client_company: initial.client_company ?? "",
          client_email: initial.client_email,
          message: initial.message,
          expires_at: initial.expires_at.slice(0, 10),
        }
      : { ...blank, expires_at: defaultExpiryDay() },
  );
  const [rows, setRows] = useState<Row[]>(() =>
    (initial?.talents ?? []).map((t) => ({ talent_profile_id: t.talent_profile_id, stage_name: t.stage_name, note: t.note ?? "", media_ids: t.media_ids ?? [], photos: t.photos })),
  );
  const [errors, setErrors] = useState<Errors>({});
  const { formRef, report, reportErrors, clearReport, summary } = useErrorReport();

  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setFields((f) => ({ ...f, [key]: e.target.value }));
  const updateRow = (id: number, change: Partial<Row>) => setRows((list) => list.map((r) => (r.talent_profile_id === id ? { ...r, ...change } : r)));

  const payload = (): PackagePayload => ({
    ...fields,
    client_company: fields.client_company || null,
    talents: rows.map((r) => ({ talent_profile_id: r.talent_profile_id, note: r.note || null, media_ids: r.media_ids.length ? r.media_ids : null })),
  });

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
        setErrors(error.errors);
        reportErrors(Object.keys(error.errors).length);
      } else toast.error("Error", { description: error instanceof ApiError ? error.message : "Failed to save the package. Please try again." });
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const checked = packageInputSchema.safeParse(payload());
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setErrors(found);
      reportErrors(Object.keys(found).length);
      return;
    }
    setErrors({});
    clearReport();
    save.mutate(payload());
  }

  function add(t: TalentOption) {
    setRows((list) => [...list, { talent_profile_id: t.talent_profile_id, stage_name: t.stage_name, note: "", media_ids: [], photos: t.photos }]);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label={initial ? "Edit package" : "New package"}>
      <FormErrorAnnouncer report={report} />
      <FormErrorSummary items={summary} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Client</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <FormField label="Title" required error={errors.title}>
              <Input value={fields.title} onChange={set("title")} placeholder="Spring campaign casting" maxLength={160} />
            </FormField>
            <FormField label="Client name" required error={errors.client_name}>
              <Input value={fields.client_name} onChange={set("client_name")} autoComplete="off" maxLength={120} />
            </FormField>
            <FormField label="Company" error={errors.client_company}>
              <Input value={fields.client_company} onChange={set("client_company")} autoComplete="off" maxLength={160} />
            </FormField>
            <FormField label="Client email" required error={errors.client_email}>
              <Input type="email" value={fields.client_email} onChange={set("client_email")} autoComplete="off" />
            </FormField>
            <FormField label="Link expires on" required error={errors.expires_at} hint={`The link works until the end of this day; at most ${PACKAGE_MAX_DAYS} days from today.`}>
              <DateInput value={fields.expires_at} onChange={set("expires_at")} min={minExpiryDay()} max={maxExpiryDay()} />
            </FormField>
            <FormField label="Message to the client" error={errors.message}>
              <Textarea value={fields.message} onChange={set("message")} rows={4} maxLength={5000} />
            </FormField>
          </CardContent>
        </Card>
        <Card className="self-start">
          <CardHeader>
            <CardTitle>Add talents</CardTitle>
          </CardHeader>
          <CardContent>
            <TalentPicker chosen={rows.map((r) => r.talent_profile_id)} onAdd={add} disabled={rows.length >= PACKAGE_MAX_TALENTS} />
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="package-talents" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="package-talents" className="font-sans text-lg font-semibold">
            Talents in the package ({rows.length})
          </h2>
          <p id="package-reorder-hint" className="text-xs text-muted-foreground">
            The client sees them in this order. Drag a handle to reorder, or focus it and press Space, the arrow keys, then Space again.
          </p>
          {errors.talents && (
            <p id="package-talents-error" role="alert" className="text-sm text-destructive">
              {errors.talents[0]}
            </p>
          )}
        </div>
        {rows.length === 0 ? (
          <div tabIndex={-1} aria-invalid={errors.talents ? true : undefined} aria-describedby={errors.talents ? "package-talents-error" : undefined}>
            <EmptyState title="No talents yet" titleAs="p" text="Search for active talents and add them." />
          </div>
        ) : (
          <SortableList
            items={rows}
            idOf={(r) => r.talent_profile_id}
            labelOf={(r) => r.stage_name}
            onReorder={setRows}
            hintId="package-reorder-hint"
            itemTestId="package-talent"
            renderItem={(row, { handle, position }) => (
              <TalentRow
                row={row}
                position={position}
                handle={handle}
                errors={errors}
                onChange={(change) => updateRow(row.talent_profile_id, change)}
                onRemove={() => setRows((list) => list.filter((r) => r.talent_profile_id !== row.talent_profile_id))}
              />
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
  );
}

function TalentRow({
  row,
  position,
  handle,
  errors,
  onChange,
  onRemove,
}: {
  row: Row;
  position: number;
  handle: React.ReactNode;
  errors: Errors;
  onChange: (change: Partial<Row>) => void;
  onRemove: () => void;
}) {
  const index = position - 1;
  const rowError = errors[`talents.${index}.talent_profile_id`];
  const toggle = (id: number) =>
    onChange({ media_ids: row.media_ids.includes(id) ? row.media_ids.filter((m) => m !== id) : row.photos.filter((p) => p.id === id || row.media_ids.includes(p.id)).map((p) => p.id) });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        {handle}
        <p className="flex-1 text-sm font-medium">
          <span className="text-muted-foreground">{position}.</span> {row.stage_name}
        </p>
        <Button type="button" variant="ghost" size="icon-sm" onClick={onRemove} aria-label={`Remove ${row.stage_name}`} className="text-destructive hover:bg-destructive/10">
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {rowError && (
        <p role="alert" className="text-sm text-destructive">
          {rowError[0]}
        </p>
      )}
      <FormField label={`Note for ${row.stage_name}`} error={errors[`talents.${index}.note`]} hint="Optional; the client reads it under the photos.">
        <Textarea value={row.note} onChange={(e) => onChange({ note: e.target.value })} rows={2} maxLength={1000} />
      </FormField>
      {row.photos.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium">Photos to show</legend>
          <p className="text-xs text-muted-foreground">None ticked: the profile photo, then the portfolio order.</p>
          {errors[`talents.${index}.media_ids`] && (
            <p role="alert" className="text-sm text-destructive">
              {errors[`talents.${index}.media_ids`][0]}
            </p>
          )}
          <ul className="mt-2 flex flex-wrap gap-2">
            {row.photos.map((photo, i) => (
              <li key={photo.id}>
                <label className="relative block size-16 cursor-pointer overflow-hidden rounded-sm border border-border has-[:checked]:ring-2 has-[:checked]:ring-ring">
                  <Image src={photo.file_url} alt="" fill sizes="64px" className="object-cover" />
                  <input
                    type="checkbox"
                    className="absolute top-1 left-1 size-4"
                    checked={row.media_ids.includes(photo.id)}
                    onChange={() => toggle(photo.id)}
                    aria-label={`Show photo ${i + 1} of ${row.stage_name}`}
                  />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
