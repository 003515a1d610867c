"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarOff, Pencil, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch } from "@/lib/api/client";
import type { availabilityDeletedResponse, availabilityListResponse } from "@/lib/api/responses/availability";
import type { scheduleResponse } from "@/lib/api/responses/schedule";
import { queryKeys } from "@/lib/api/query-keys";
import { availabilityKindLabels, blockLengthDays } from "@/lib/domain/availability";
import { formatShortDate } from "@/lib/domain/dates";
import { countOf } from "@/lib/domain/plural";
import { toast } from "@/lib/toast";
import { AvailabilityForm, type Block } from "./availability-form";
import { MonthCalendar, type WorkDay } from "./month-calendar";

const rangeText = (b: Block) => (b.starts_on === b.ends_on ? formatShortDate(b.starts_on) : `${formatShortDate(b.starts_on)} – ${formatShortDate(b.ends_on)}`);

/**
 * Blocked days: a small calendar, the form, and the list (from today on) with edit and remove. The talent's
 * dashboard uses the talent's routes; the admin talent page passes the staff routes for that talent. A block's own
 * address is `itemBase/{id}` (a server page cannot hand a client component a function).
 */
export function AvailabilityManager({ listPath, itemBase, who = "you", showWork = false }: { listPath: string; itemBase: string; who?: string; showWork?: boolean }) {
  const itemPath = (id: number) => `${itemBase}/${id}`;
  const queryClient = useQueryClient();
  const key = queryKeys.availability(listPath);
  const query = useQuery({ queryKey: key, queryFn: () => apiFetch<typeof availabilityListResponse>(listPath) });
  const [editing, setEditing] = useState<Block | null>(null);
  // Two taps make a range (issue 39): the first picks the first day, the second the last (either order).
  const [range, setRange] = useState<{ from: string; to: string; open: boolean } | null>(null);
  const pick = (day: string) => {
    setEditing(null);
    setRange((r) => (r?.open ? { from: day < r.from ? day : r.from, to: day < r.from ? r.from : day, open: false } : { from: day, to: day, open: true }));
  };
  // The talent's own work days (her schedule), marked on the calendar.
  const schedule = useQuery({
    queryKey: queryKeys.schedule,
    queryFn: () => apiFetch<typeof scheduleResponse>("/schedule"),
    enabled: showWork,
  });
  const work = useMemo(() => {
    const days = new Map<string, WorkDay>();
    for (const line of schedule.data?.lines ?? []) {
      for (const day of line.days) {
        if (days.get(day)?.state === "confirmed") continue;
        days.set(day, { state: line.state, label: `${line.state === "confirmed" ? "confirmed" : "on option"}: ${line.client}, call time ${line.call_time}` });
      }
    }
    return days;
  }, [schedule.data]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });

  const remove = useMutation({
    mutationFn: (id: number) => apiFetch<typeof availabilityDeletedResponse>(itemPath(id), { method: "DELETE" }),
    onSuccess: (_, id) => {
      if (editing?.id === id) setEditing(null);
      toast.success("Blocked days removed");
      refresh();
    },
    onError: (error) => toast.error("Error", { description: errorMessage(error, "Could not remove the blocked days.") }),
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <Card className="self-start">
        <CardHeader>
          <CardTitle>{editing ? "Change blocked days" : "Block days"}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <MonthCalendar blocks={query.data ?? []} onPick={pick} work={showWork ? work : undefined} selected={range} />
          <p className="-mt-3 text-sm text-muted-foreground" aria-live="polite">
            {range?.open
              ? `First day ${formatShortDate(range.from)}: tap the last day (or the same day again).`
              : range
                ? `Picked ${range.from === range.to ? formatShortDate(range.from) : `${formatShortDate(range.from)} – ${formatShortDate(range.to)}`}.`
                : "Tap a first and a last day to pick them."}
          </p>
          <AvailabilityForm
            listPath={listPath}
            itemPath={itemPath}
            editing={editing}
            startsOn={range?.from}
            endsOn={range?.to}
            onSaved={() => {
              setEditing(null);
              setRange(null);
              refresh();
            }}
            onCancel={() => setEditing(null)}
          />
        </CardContent>
      </Card>

      <section aria-labelledby="blocked-days-title" className="flex flex-col gap-3">
        <h2 id="blocked-days-title" className="font-sans text-base font-semibold">
          Blocked days ahead
        </h2>
        {query.isPending ? (
          <ul aria-busy="true" aria-label="Loading blocked days" className="flex flex-col gap-3">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="rounded-md border border-border bg-card p-4">
                <Skeleton className="h-5 w-1/3" />
                <Skeleton className="mt-2 h-4 w-1/2" />
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <LoadError title="We could not load the blocked days." onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.length === 0 ? (
          <EmptyState icon={<CalendarOff aria-hidden="true" />} title="No blocked days" text={`Days ${who} cannot work will show here.`} />
        ) : (
          <ul className="flex flex-col gap-3">
            {query.data.map((b) => (
              <li key={b.id} className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-border bg-card p-4">
                <div className="min-w-0">
                  <p className="font-medium">{rangeText(b)}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <Badge variant="secondary">{availabilityKindLabels[b.kind]}</Badge>
                    <span>{countOf(blockLengthDays(b.starts_on, b.ends_on), "day")}</span>
                  </p>
                  {b.note && <p className="mt-2 text-sm break-words">{b.note}</p>}
                </div>
                <div className="flex gap-1">
                  <Button type="button" variant="ghost" size="icon-sm" onClick={() => setEditing(b)} aria-label={`Change ${rangeText(b)}`}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button type="button" variant="ghost" size="icon-sm" aria-label={`Remove ${rangeText(b)}`}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    }
                    title="Remove these blocked days?"
                    description={`${rangeText(b)} will show as free again.`}
                    confirmLabel="Remove"
                    variant="destructive"
                    onConfirm={() => remove.mutateAsync(b.id).then(() => undefined)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
