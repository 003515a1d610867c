"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellOff, Pencil, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { formatDate } from "@/components/admin/news/types";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch } from "@/lib/api/client";
import type { Paged } from "@/lib/api/envelope";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import { DELETE_NOTIFICATION_CONFIRM, talentCount } from "@/lib/validation/notification";
import type { AdminNotification } from "./types";

const PAGE_SIZE = 20;

export function NotificationList() {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...queryKeys.admin.notifications, page],
    queryFn: () => apiFetch<Paged<AdminNotification>>("/admin/notifications", { query: { page, limit: PAGE_SIZE } }),
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
        <div className="grid gap-4" role="status" aria-busy="true">
          <span className="sr-only">Loading notifications</span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-32 w-full" />
          ))}
        </div>
      ) : query.isError ? (
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
        <ul className="grid gap-4">
          {items.map((n) => (
            <li key={n.id}>
              <Card className="gap-3 p-5" role="article" aria-labelledby={`notification-${n.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="flex min-w-0 flex-wrap items-center gap-2">
                    <h2 id={`notification-${n.id}`} className="font-display text-xl leading-snug">
                      {n.title}
                    </h2>
                    <Badge variant="secondary">{n.target_all ? "All talents" : talentCount(n.target_count)}</Badge>
                    {n.important && <Badge variant="accent">Important</Badge>}
                  </div>
                  <div className="flex gap-1">
                    <Link
                      href={`/admin/notifications/edit/${n.id}`}
                      className={buttonClassName({ variant: "ghost", size: "sm" })}
                      aria-label={`Edit ${n.title}`}
                    >
                      <Pencil aria-hidden="true" />
                      Edit
                    </Link>
                    <ConfirmDialog
                      title="Delete this notification?"
                      description={DELETE_NOTIFICATION_CONFIRM}
                      confirmLabel="Delete"
                      busyLabel="Deleting..."
                      variant="destructive"
                      onConfirm={() => remove.mutateAsync(n.id).then(() => undefined)}
                      trigger={
                        <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" aria-label={`Delete ${n.title}`}>
                          <Trash2 aria-hidden="true" />
                          Delete
                        </Button>
                      }
                    />
                  </div>
                </div>
                <p className="text-sm whitespace-pre-line text-foreground/85">{n.message}</p>
                <p className="text-xs text-muted-foreground">
                  Sent <time dateTime={n.created_at}>{formatDate(n.created_at)}</time>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}

      {query.data && <Pagination page={page} totalPages={query.data.last_page} onPageChange={setPage} className="self-center" />}
    </div>
  );
}
