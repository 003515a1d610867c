"use client";

import { screenTitleClass } from "@/components/ui/page-header";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Avatar } from "@/components/ui/avatar";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { getAdminNotificationResponse, listNotificationRecipientsResponse, updateAdminNotificationResponse } from "@/lib/api/responses/notifications";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import {
  NO_RECIPIENTS,
  NOTIFICATION_SAVE_FAILED,
  notificationFormSchema,
  type NotificationFormValues,
} from "@/lib/validation/notification";
import type { AdminNotification, Recipient } from "./types";

type FormOutput = { title: string; message: string; important: boolean };

/** The shared create and edit screen of a notification (`notificationId` set in edit mode). */
export function NotificationForm({ notificationId }: { notificationId?: number }) {
  const editing = notificationId !== undefined;
  const router = useRouter();
  const queryClient = useQueryClient();

  const existing = useQuery({
    queryKey: queryKeys.admin.notification(notificationId ?? 0),
    queryFn: () => apiFetch<typeof getAdminNotificationResponse>(`/admin/notifications/${notificationId}`),
    enabled: editing && notificationId! > 0,
  });
  const recipients = useQuery({
    queryKey: queryKeys.admin.notificationRecipients,
    queryFn: () => apiFetch<typeof listNotificationRecipientsResponse>("/admin/notifications/recipients"),
  });

  const missing = editing && (!(notificationId! > 0) || existing.isError);
  useEffect(() => {
    if (!missing) return;
    toast.error("Error", { description: "Notification not found." });
    router.replace("/admin/notifications");
  }, [missing, router]);

  if (editing && (existing.isPending || missing)) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  return (
    <NotificationFormBody
      key={existing.data?.id ?? "new"}
      editing={editing}
      existing={existing.data}
      recipients={recipients}
      onSaved={async () => {
        await queryClient.invalidateQueries({ queryKey: queryKeys.admin.notifications });
        router.push("/admin/notifications");
      }}
      onCancel={() => router.push("/admin/notifications")}
    />
  );
}

function NotificationFormBody({
  editing,
  existing,
  recipients,
  onSaved,
  onCancel,
}: {
  editing: boolean;
  existing?: AdminNotification;
  recipients: ReturnType<typeof useQuery<Recipient[]>>;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const switchId = useId();
  const { control, register, handleSubmit, formState, setError } = useForm<NotificationFormValues, unknown, FormOutput>({
    resolver: zodResolver(notificationFormSchema),
    defaultValues: { title: existing?.title ?? "", message: existing?.message ?? "", important: existing?.important ?? false },
    // Focus goes to the first field in error in the page's order, recipients included (useErrorReport).
    shouldFocusError: false,
  });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();
  const [recipientsError, setRecipientsError] = useState<string | null>(null);
  const [picked, setPicked] = useState<Set<number>>(() => new Set(existing?.recipient_ids ?? []));
  const setSelected = (next: Set<number>) => {
    setPicked(next);
    if (next.size > 0) setRecipientsError(null);
  };
  // A recipient who is no longer an active talent (hidden, deleted) cannot be kept: count and send only those listed.
  const selected = useMemo(() => {
    if (!recipients.data) return picked;
    const active = new Set(recipients.data.map((t) => t.id));
    return new Set([...picked].filter((id) => active.has(id)));
  }, [picked, recipients.data]);

  const save = useMutation({
    mutationFn: (values: FormOutput) =>
      apiFetch<typeof updateAdminNotificationResponse>(editing ? `/admin/notifications/${existing!.id}` : "/admin/notifications", {
        method: editing ? "PUT" : "POST",
        body: { ...values, target_talents: [...selected] },
      }),
    onSuccess: async (saved) => {
      toast.success(editing ? "Notification Updated" : "Notification Sent", {
        description: `Notification has been successfully ${editing ? "updated" : "sent"} to ${saved.target_count} talent(s).`,
      });
      await onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422 && error.errors) {
        let count = 0;
        for (const [field, messages] of Object.entries(error.errors)) {
          if (field === "title" || field === "message") setError(field, { message: messages[0] });
          else if (field === "target_talents") setRecipientsError(messages[0]);
          else continue;
          count++;
        }
        if (count) reportErrors(count);
      }
      toast.error("Error", { description: error instanceof ApiError && error.status === 422 ? error.joined : NOTIFICATION_SAVE_FAILED });
    },
  });

  // Every problem at once, each at its place (the recipients' at the list), with the spec's toast for no recipients.
  const noRecipients = () => {
    if (selected.size > 0) return 0;
    setRecipientsError(NO_RECIPIENTS);
    toast.error("Error", { description: NO_RECIPIENTS });
    return 1;
  };
  const onSubmit = handleSubmit(
    (values) => {
      const missing = noRecipients();
      if (missing) return reportErrors(missing);
      clearReport();
      save.mutate(values);
    },
    (errors) => reportErrors(Object.keys(errors).length + noRecipients()),
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 border-b border-border pb-6">
        <Link href="/admin/notifications" className={buttonClassName({ variant: "link", className: "w-fit text-sm" })}>
          ← Back to Notifications
        </Link>
        <h1 className={screenTitleClass}>{editing ? "Edit Notification" : "Create New Notification"}</h1>
      </div>

      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <FormErrorAnnouncer report={report} />
        <Card className="self-start">
          <CardContent className="flex flex-col gap-5 pt-5 md:pt-6">
            <FormField label="Title" required error={formState.errors.title?.message}>
              <Input {...register("title")} maxLength={200} />
            </FormField>
            <FormField label="Message" required error={formState.errors.message?.message}>
              <Textarea rows={6} {...register("message")} maxLength={5000} />
            </FormField>
            <Controller
              control={control}
              name="important"
              render={({ field }) => (
                <div className="flex items-start justify-between gap-4 rounded-sm border border-border p-4">
                  <div className="flex flex-col gap-1">
                    <label htmlFor={switchId} className="text-sm font-medium">
                      Mark as Important
                    </label>
                    <p id={`${switchId}-hint`} className="text-xs text-muted-foreground">
                      Important notifications are highlighted for talents.
                    </p>
                  </div>
                  <Switch id={switchId} aria-describedby={`${switchId}-hint`} checked={!!field.value} onCheckedChange={field.onChange} />
                </div>
              )}
            />
          </CardContent>
        </Card>

        <RecipientsPanel recipients={recipients} selected={selected} onChange={setSelected} error={recipientsError} />

        <div className="flex flex-col gap-2 sm:flex-row lg:col-span-2">
          <Button type="submit" loading={save.isPending}>
            {editing ? "Update Notification" : "Send Notification"}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecipientsPanel({
  recipients,
  selected,
  onChange,
  error,
}: {
  recipients: ReturnType<typeof useQuery<Recipient[]>>;
  selected: Set<number>;
  onChange: (next: Set<number>) => void;
  error: string | null;
}) {
  const [search, setSearch] = useState("");
  const selectAllId = useId();
  const errorId = `${selectAllId}-error`;
  const all = useMemo(() => recipients.data ?? [], [recipients.data]);
  const query = search.trim().toLowerCase();
  const shown = useMemo(
    () => (query ? all.filter((t) => t.full_name.toLowerCase().includes(query) || t.email.toLowerCase().includes(query)) : all),
    [all, query],
  );
  const shownSelected = shown.filter((t) => selected.has(t.id)).length;
  const allChecked = shown.length > 0 && shownSelected === shown.length ? true : shownSelected > 0 ? "indeterminate" : false;

  function toggleAll() {
    const next = new Set(selected);
    if (allChecked === true) shown.forEach((t) => next.delete(t.id));
    else shown.forEach((t) => next.add(t.id));
    onChange(next);
  }

  function toggle(id: number) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  }

  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>Recipients</CardTitle>
        <CardDescription aria-live="polite">{selected.size} talent(s) selected</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <SearchInput label="Search talents" placeholder="Search talents..." value={search} onChange={setSearch} />
        {recipients.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : recipients.isError ? (
          <LoadError message="Could not load talents." onRetry={() => recipients.refetch()} retrying={recipients.isFetching} />
        ) : (
          <>
            <div className="flex items-center gap-3 border-b border-border pb-3">
              <Checkbox
                id={selectAllId}
                checked={allChecked}
                onCheckedChange={toggleAll}
                disabled={shown.length === 0}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              <label htmlFor={selectAllId} className="text-sm font-medium">
                Select All
              </label>
            </div>
            {error && (
              <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
                {error}
              </p>
            )}
            {shown.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">
                {query ? `No talents found matching "${search.trim()}"` : "No active talents yet."}
              </p>
            ) : (
              <ul className="-mx-2 flex max-h-[28rem] flex-col overflow-y-auto" aria-label="Talents">
                {shown.map((t) => (
                  <li key={t.id}>
                    <label className="flex cursor-pointer items-center gap-3 rounded-sm px-2 py-2 hover:bg-muted">
                      <Checkbox checked={selected.has(t.id)} onCheckedChange={() => toggle(t.id)} aria-label={t.full_name} />
                      <Avatar src={t.profile_image_url} name={t.full_name} size="sm" />
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate text-sm font-medium">{t.full_name}</span>
                        <span className="truncate text-xs text-muted-foreground">{t.email}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
