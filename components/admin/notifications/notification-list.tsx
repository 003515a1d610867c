"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellOff, Pencil, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { formatShortDate } from "@/lib/domain/dates";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClassName } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch, type ResponseData } from "@/lib/api/client";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import type { listAdminNotificationsResponse } from "@/lib/api/responses/notifications";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { DELETE_NOTIFICATION_CONFIRM, talentCount } from "@/lib/validation/notification";
import type { AdminNotification } from "./types";

const PAGE_SIZE = adminListPageSize.notifications;

type OnDelete = (notification: AdminNotification) => Promise<void>;

/** 'Notification Management': what was sent to talents, newest first, as a sortable table (cards on a phone). */
/** `initial`: the first page as the server rendered it, the query's data for that key. */
export function NotificationList({ initial }: { initial?: ResponseData<typeof listAdminNotificationsResponse> }) {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...queryKeys.admin.notifications, page],
    queryFn: () => apiFetch<typeof listAdminNotificationsResponse>("/admin/notifications", { query: { page, limit: PAGE_SIZE } }),
    initialData: page === 1 ? initial : undefined,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (query.isError) toast.error("Error", { description: "Could not load notifications." });
  }, [query.isError]);

  const remove = useMutation({
    mutationFn: (id: number) => apiFetch(`/admin/notifications/${id}`, { method: "DELETE" }),
    onSuccess: () => {
      toast.success("Notification Deleted");
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.notifications });
    },
    onError: () => toast.error("Error", { description: "Failed to delete notification." }),
  });

  const items = query.data?.data ?? [];
  const onDelete: OnDelete = (n) => remove.mutateAsync(n.id).then(() => undefined);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Notification Management"
        description="Messages sent to talents' dashboards."
        actions={
          <Link href="/admin/notifications/new" className={buttonClassName()}>
            <Plus aria-hidden="true" />
            Create Notification
          </Link>
        }
      />

      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only" role="status">
            Loading notifications...
          </span>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <LoadError title="Error" message="Could not load notifications." onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<BellOff />}
          title="No notifications yet"
          action={
            <Link href="/admin/notifications/new" className={buttonClassName({ variant: "outline" })}>
              Create Notification
            </Link>
          }
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground tnum">
            {query.data.total.toLocaleString("en-GB")}
            {query.data.total_capped ? "+" : ""} {query.data.total === 1 && !query.data.total_capped ? "notification" : "notifications"}
          </p>
          <DataTable
            caption="Notifications"
            columns={notificationColumns(onDelete)}
            rows={items}
            rowKey={(n) => n.id}
            card={(n) => <NotificationCard notification={n} onDelete={onDelete} />}
            className={cn(query.isFetching && "opacity-70 transition-opacity")}
          />
          <Pagination page={page} totalPages={query.data.last_page} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}

const recipients = (n: AdminNotification) => (n.target_all ? "All talents" : talentCount(n.target_count));

/** Edit and Delete; `compact` shows icons alone (the table), their names stay in the accessible names. */
function NotificationActions({ notification: n, onDelete, compact }: { notification: AdminNotification; onDelete: OnDelete; compact?: boolean }) {
  const size = compact ? "icon-sm" : "sm";
  return (
    <div className={cn("flex gap-1", compact && "justify-end")}>
      <Link
        href={`/admin/notifications/edit/${n.id}`}
        className={buttonClassName({ variant: "ghost", size })}
        aria-label={`Edit ${n.title}`}
        title={compact ? "Edit" : undefined}
      >
        <Pencil aria-hidden="true" />
        {!compact && "Edit"}
      </Link>
      <ConfirmDialog
        title="Delete this notification?"
        description={DELETE_NOTIFICATION_CONFIRM}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        variant="destructive"
        onConfirm={() => onDelete(n)}
        trigger={
          <Button variant="ghost" size={size} className="text-destructive hover:bg-destructive/10" aria-label={`Delete ${n.title}`} title={compact ? "Delete" : undefined}>
            <Trash2 aria-hidden="true" />
            {!compact && "Delete"}
          </Button>
        }
      />
    </div>
  );
}

function notificationColumns(onDelete: OnDelete): DataColumn<AdminNotification>[] {
  return [
    {
      id: "title",
      header: "Notification",
      sortValue: (n) => n.title,
      className: "min-w-72",
      cell: (n) => (
        <>
          <span className="flex flex-wrap items-center gap-2">
            <Link href={`/admin/notifications/edit/${n.id}`} className="font-medium hover:underline">
              {n.title}
            </Link>
            {n.important && <Badge variant="accent">Important</Badge>}
          </span>
          <span className="line-clamp-1 text-xs text-muted-foreground">{n.message}</span>
        </>
      ),
    },
    {
      id: "recipients",
      header: "Recipients",
      // "All talents" first, then by how many were chosen.
      sortValue: (n) => (n.target_all ? Number.MAX_SAFE_INTEGER : n.target_count),
      className: "whitespace-nowrap",
      cell: (n) => <Badge variant="secondary">{recipients(n)}</Badge>,
    },
    {
      id: "sent",
      header: "Sent",
      sortValue: (n) => n.created_at,
      className: "tnum whitespace-nowrap",
      cell: (n) => <time dateTime={n.created_at}>{formatShortDate(n.created_at)}</time>,
    },
    { id: "actions", header: "Actions", hiddenHeader: true, className: "w-px", cell: (n) => <NotificationActions notification={n} onDelete={onDelete} compact /> },
  ];
}

/** One notification on a phone: its title, recipients, message and the same actions as the table's row. */
function NotificationCard({ notification: n, onDelete }: { notification: AdminNotification; onDelete: OnDelete }) {
  return (
    <article aria-labelledby={`notification-${n.id}`} className="flex flex-col gap-2 rounded-md border border-border bg-card p-4">
      <h2 id={`notification-${n.id}`} className="font-sans text-base leading-snug font-medium">
        {n.title}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{recipients(n)}</Badge>
        {n.important && <Badge variant="accent">Important</Badge>}
      </div>
      <p className="line-clamp-3 text-sm whitespace-pre-line text-foreground/85">{n.message}</p>
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          Sent <time dateTime={n.created_at}>{formatShortDate(n.created_at)}</time>
        </p>
        <NotificationActions notification={n} onDelete={onDelete} />
      </div>
    </article>
  );
}
