"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { History, Pencil, Trash2, UserCog } from "lucide-react";
import { useEffect, useState } from "react";
import { SettingsFrame } from "@/components/admin/settings/settings-frame";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { apiFetch, type ResponseData } from "@/lib/api/client";
import type { listActivityResponse, listSubadminsResponse } from "@/lib/api/responses/subadmins";
import { queryKeys } from "@/lib/api/query-keys";
import { permissionLabels } from "@/lib/domain/permissions";
import { formatDateTime, formatShortDate } from "@/lib/domain/dates";
import { toast } from "@/lib/toast";
import { SubadminForm } from "./subadmin-form";
import type { Subadmin } from "./types";


type SubadminList = ResponseData<typeof listSubadminsResponse>;

/**
 * /admin/settings/sub-admins: the sub-admins with their permissions, and the activity history. `initial` is the
 * sub-admins list as the server rendered it (the query's data, so the tab paints with its rows).
 */
export function SubadminsScreen({ initial }: { initial?: SubadminList }) {
  return (
    <SettingsFrame title="Admin Settings" description="Sub-admins, what each may open, and everything the back office changed.">
      <Tabs defaultValue="subadmins">
        <TabsList>
          <TabsTrigger value="subadmins">Sub-Admins</TabsTrigger>
          <TabsTrigger value="activity">Activity History</TabsTrigger>
        </TabsList>
        <TabsContent value="subadmins">
          <SubadminsTab initial={initial} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab />
        </TabsContent>
      </Tabs>
    </SettingsFrame>
  );
}

function SubadminsTab({ initial }: { initial?: SubadminList }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Subadmin | null>(null);
  const list = useQuery({ queryKey: queryKeys.admin.subadmins, queryFn: () => apiFetch<typeof listSubadminsResponse>("/admin/subadmins"), initialData: initial });
  useEffect(() => {
    if (list.isError) toast.error("Error", { description: "Could not load sub-admins." });
  }, [list.isError]);

  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.subadmins }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.activity }),
  ]);

  const remove = useMutation({
    mutationFn: (id: number) => apiFetch(`/admin/subadmins/${id}`, { method: "DELETE" }),
    onSuccess: (_, id) => {
      toast.success("Sub-admin deleted", { description: "Their sessions have ended." });
      if (editing?.id === id) setEditing(null);
      return refresh();
    },
    onError: () => toast.error("Error", { description: "Could not delete the sub-admin." }),
  });

  const items = list.data ?? [];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <SubadminForm
        key={editing?.id ?? "new"}
        editing={editing}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
        onCancel={() => setEditing(null)}
      />
      <section aria-labelledby="subadmins-list" className="flex flex-col gap-3">
        <h2 id="subadmins-list" className="font-sans text-lg font-semibold">
          Current Sub-Admins ({items.length})
        </h2>
        {list.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : list.isError ? (
          <LoadError message="Could not load sub-admins." onRetry={() => list.refetch()} retrying={list.isFetching} />
        ) : items.length === 0 ? (
          <EmptyState icon={<UserCog />} title="No sub-admins yet" titleAs="p" text="Add one with the form: they sign in at /admin and see only what you allow." />
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((s) => (
              <li key={s.id}>
                <Card className="gap-2 p-4" role="group" aria-label={s.name}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="flex min-w-0 flex-wrap items-center gap-2">
                      <p className="font-medium">{s.name}</p>
                      <Badge variant={s.status === "active" ? "success" : "secondary"}>{s.status === "active" ? "Active" : "Inactive"}</Badge>
                    </div>
                    <div className="flex gap-1">
                      <Button variant="ghost" size="sm" onClick={() => setEditing(s)} aria-label={`Edit ${s.name}`}>
                        <Pencil aria-hidden="true" />
                        Edit
                      </Button>
                      <ConfirmDialog
                        title="Delete this sub-admin?"
                        description={`${s.name} will lose access to the back office at once.`}
                        confirmLabel="Delete"
                        busyLabel="Deleting..."
                        variant="destructive"
                        onConfirm={() => remove.mutateAsync(s.id).then(() => undefined)}
                        trigger={
                          <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10" aria-label={`Delete ${s.name}`}>
                            <Trash2 aria-hidden="true" />
                            Delete
                          </Button>
                        }
                      />
                    </div>
                  </div>
                  <p className="text-sm text-muted-foreground">{s.email}</p>
                  {s.role && <p className="text-sm">{s.role}</p>}
                  <ul className="flex flex-wrap gap-1" aria-label="Permissions">
                    {s.permissions.length === 0 ? (
                      <li className="text-xs text-muted-foreground">No permissions</li>
                    ) : (
                      s.permissions.map((p) => (
                        <li key={p}>
                          <Badge variant="outline">{permissionLabels[p]}</Badge>
                        </li>
                      ))
                    )}
                  </ul>
                  <p className="text-xs text-muted-foreground">
                    Last active: {s.lastActive ? <time dateTime={s.lastActive}>{formatShortDate(s.lastActive)}</time> : "Never"}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ActivityTab() {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...queryKeys.admin.activity, page],
    queryFn: () => apiFetch<typeof listActivityResponse>("/admin/activity", { query: { page, limit: 25 } }),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.data ?? [];

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError message="Could not load the activity history." onRetry={() => query.refetch()} retrying={query.isFetching} />
    );
  }
  if (items.length === 0) return <EmptyState icon={<History />} title="No activities recorded yet" titleAs="p" />;

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-md border border-border bg-background">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Activity history, newest first</caption>
          <thead className="border-b border-border text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">Admin</th>
              <th scope="col" className="px-4 py-3 font-medium">Section</th>
              <th scope="col" className="px-4 py-3 font-medium">Action</th>
              <th scope="col" className="px-4 py-3 font-medium">Time</th>
            </tr>
          </thead>
          <tbody>
            {items.map((a) => (
              <tr key={a.id} className="border-b border-border last:border-0">
                <td className="px-4 py-3 whitespace-nowrap">{a.admin_name}</td>
                <td className="px-4 py-3 whitespace-nowrap capitalize">{a.section}</td>
                <td className="px-4 py-3">{a.action}</td>
                <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                  <time dateTime={a.timestamp}>{formatDateTime(a.timestamp)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.data && <Pagination page={page} totalPages={query.data.last_page} onPageChange={setPage} className="self-center" />}
    </div>
  );
}
