"use client";

import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { Bell, Check } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { apiFetch } from "@/lib/api/client";
import type { z } from "zod";
import type { listOwnNotificationsResponse, markNotificationReadResponse } from "@/lib/api/responses/notifications";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import { INBOX_PAGE_SIZE, type InboxFilter, inboxFilters } from "@/lib/validation/notification-inbox";
import { cn } from "@/lib/utils";
import { formatDateTime } from "./format";

type Inbox = z.infer<typeof listOwnNotificationsResponse>;
type Pages = InfiniteData<Inbox, number>;

const filterLabels: Record<InboxFilter, string> = { all: "All", unread: "Unread", important: "Important" };
const emptyText: Record<InboxFilter, string> = {
  all: "Messages from the agency will appear here.",
  unread: "You have read everything.",
  important: "Nothing important right now.",
};

function NotificationFeed({ filter }: { filter: InboxFilter }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: queryKeys.notifications.list(filter),
    queryFn: ({ pageParam }) =>
      apiFetch<typeof listOwnNotificationsResponse>("/notifications", { query: { filter, page: pageParam, limit: INBOX_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.last_page ? last.page + 1 : undefined),
  });

  const markRead = useMutation({
    mutationFn: (id: number) => apiFetch<typeof markNotificationReadResponse>(`/notifications/${id}/read`, { method: "PUT" }),
    onSuccess: (_, id) => {
      // Updated in place in every list that holds it (spec: "updated locally after success").
      queryClient.setQueriesData<Pages>({ queryKey: queryKeys.notifications.all }, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((p) => ({
                ...p,
                unread_count: Math.max(0, p.unread_count - (p.data.some((n) => n.id === id && !n.is_read) ? 1 : 0)),
                data: p.data.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
              })),
            }
          : old,
      );
      router.refresh(); // the unread badge on the tab bar is rendered by the server layout
    },
    onError: () => toast.error("Error", { description: "Could not mark the notification as read. Please try again." }),
  });

  if (query.isPending) {
    return (
      <ul aria-busy="true" aria-label="Loading notifications" className="flex flex-col gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="rounded-md border border-border bg-card p-5">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="mt-3 h-4 w-5/6" />
            <Skeleton className="mt-2 h-3 w-1/4" />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <LoadError title="We could not load your notifications." onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const items = query.data.pages.flatMap((p) => p.data);
  if (items.length === 0) {
    return <EmptyState icon={<Bell />} title="No notifications yet" text={emptyText[filter]} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {items.map((n) => (
          <li
            key={n.id}
            data-testid="notification"
            className={cn(
              "flex flex-col gap-3 rounded-md border bg-card p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6 md:p-5",
              n.is_read ? "border-border" : "border-foreground/30",
              n.important && "border-l-4 border-l-accent",
            )}
          >
            <div className="flex min-w-0 flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className={cn("font-sans text-base leading-snug tracking-normal", n.is_read ? "font-medium" : "font-semibold")}>{n.title}</h2>
                {n.important && <Badge variant="accent">Important</Badge>}
                {!n.is_read && <Badge>New</Badge>}
              </div>
              <p className="text-sm whitespace-pre-line text-foreground/85">{n.message}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
              </p>
            </div>
            {!n.is_read && (
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                onClick={() => markRead.mutate(n.id)}
                loading={markRead.isPending && markRead.variables === n.id}
              >
                {!(markRead.isPending && markRead.variables === n.id) && <Check aria-hidden="true" />}
                Mark as Read
                <span className="sr-only">: {n.title}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? "Loading..." : "Load More"}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The talent's notifications with the All / Unread / Important filters. */
export function NotificationList() {
  const [filter, setFilter] = useState<InboxFilter>("all");
  return (
    <Tabs value={filter} onValueChange={(v) => setFilter(v as InboxFilter)}>
      <TabsList variant="pills" aria-label="Filter notifications">
        {inboxFilters.map((f) => (
          <TabsTrigger key={f} value={f}>
            {filterLabels[f]}
          </TabsTrigger>
        ))}
      </TabsList>
      {inboxFilters.map((f) => (
        <TabsContent key={f} value={f} className="mt-5">
          <NotificationFeed filter={f} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
