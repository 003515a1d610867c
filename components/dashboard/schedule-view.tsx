"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarDays, Copy } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { calendarLinkResponse, scheduleResponse } from "@/lib/api/responses/schedule";
import { formatJobReference, lineKindLabels, rankLabel } from "@/lib/domain/jobs";
import { formatShortMomentInZone } from "@/lib/domain/zoned-time";
import { toast } from "@/lib/toast";

type Schedule = z.infer<typeof scheduleResponse>;
type Line = Schedule["lines"][number];

function LineItem({ line }: { line: Line }) {
  const option = line.state === "option";
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-border bg-card p-4">
      <div className="min-w-0">
        <p className="font-medium">
          {line.client} <span className="font-normal text-muted-foreground">· {line.job_title}</span>
        </p>
        <p className="mt-1 text-sm">{line.when}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">Call time</dt>
          <dd>{line.call_time}</dd>
          <dt className="text-muted-foreground">Place</dt>
          <dd className="break-words">{line.location ?? "Your booker will send it"}</dd>
        </dl>
        <p className="mt-2 text-xs text-muted-foreground">
          {lineKindLabels[line.kind]} · reference {formatJobReference(line.job_reference)}
          {option && line.option_expires_at ? ` · held until ${formatShortMomentInZone(new Date(line.option_expires_at), line.time_zone)}` : ""}
        </p>
      </div>
      <Badge variant={option ? "outline" : "success"}>{option ? `${rankLabel(line.rank ?? 1)} option` : "Confirmed"}</Badge>
    </li>
  );
}

/** The "Add to my calendar" card: issues the private feed address (shown once), or a new one that kills the old. */
function CalendarLink({ issuedAt, withOptions, timeZone }: { issuedAt: string | null; withOptions: boolean; timeZone: string }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const issue = useMutation({
    mutationFn: () => apiFetch<typeof calendarLinkResponse>("/schedule/calendar-link", { method: "POST" }),
    onSuccess: (data) => {
      setUrl(data.url);
      void queryClient.invalidateQueries({ queryKey: queryKeys.schedule });
    },
    onError: () => toast.error("Error", { description: "Could not make a calendar address. Please try again." }),
  });
  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Address copied", { description: "Paste it into your calendar app as a subscription." });
    } catch {
      toast.error("Error", { description: "Could not copy to the clipboard." });
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add to my calendar</CardTitle>
        <CardDescription>
          A private address your phone&apos;s calendar subscribes to: it shows your confirmed jobs{withOptions ? " and the options clients hold on you" : ""} and keeps itself up to date. Anyone with the address
          can read it, so keep it to yourself.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {url ? (
          <>
            <label className="text-sm font-medium" htmlFor="calendar-url">
              Your calendar address (shown once)
            </label>
            <div className="flex gap-2">
              <Input id="calendar-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden="true" /> Copy
              </Button>
            </div>
            <a className="text-sm underline" href={url.replace(/^https?:/, "webcal:")}>
              Open in my calendar app
            </a>
          </>
        ) : issuedAt ? (
          <p className="text-sm text-muted-foreground">You made an address on {formatShortMomentInZone(new Date(issuedAt), timeZone)}. Make a new one if you lost it; the old one then stops working.</p>
        ) : null}
        <div>
          {issuedAt || url ? (
            <ConfirmDialog
              trigger={
                <Button type="button" variant="outline" loading={issue.isPending}>
                  Make a new address
                </Button>
              }
              title="Make a new calendar address?"
              description="Calendars subscribed to the old address stop updating. Subscribe again with the new one."
              confirmLabel="Make a new address"
              onConfirm={() => issue.mutateAsync().then(() => undefined)}
            />
          ) : (
            <Button type="button" onClick={() => issue.mutate()} loading={issue.isPending}>
              <CalendarDays aria-hidden="true" /> Add to my calendar
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** The talent's own lines: confirmed first, then options with their rank; and the calendar feed. */
export function ScheduleView() {
  const query = useQuery({ queryKey: queryKeys.schedule, queryFn: () => apiFetch<typeof scheduleResponse>("/schedule") });
  if (query.isPending) {
    return (
      <ul aria-busy="true" aria-label="Loading your schedule" className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="rounded-md border border-border bg-card p-4">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="mt-2 h-4 w-1/2" />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) return <LoadError title="We could not load your schedule." onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const confirmed = query.data.lines.filter((l) => l.state === "confirmed");
  const options = query.data.lines.filter((l) => l.state === "option");
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_minmax(0,22rem)]">
      <div className="flex flex-col gap-6">
        {query.data.lines.length === 0 && (
          <EmptyState icon={<CalendarDays aria-hidden="true" />} title="Nothing booked yet" text="Confirmed jobs and options will show here." />
        )}
        {confirmed.length > 0 && (
          <section aria-labelledby="confirmed-title" className="flex flex-col gap-3">
            <h2 id="confirmed-title" className="font-sans text-base font-semibold">
              Confirmed
            </h2>
            <ul className="flex flex-col gap-3">
              {confirmed.map((l) => (
                <LineItem key={l.id} line={l} />
              ))}
            </ul>
          </section>
        )}
        {options.length > 0 && (
          <section aria-labelledby="options-title" className="flex flex-col gap-3">
            <h2 id="options-title" className="font-sans text-base font-semibold">
              Options
            </h2>
            <p className="text-sm text-muted-foreground">A client is holding these dates; a 1st option is next in line to confirm.</p>
            <ul className="flex flex-col gap-3">
              {options.map((l) => (
                <LineItem key={l.id} line={l} />
              ))}
            </ul>
          </section>
        )}
      </div>
      <CalendarLink issuedAt={query.data.calendar_link?.created_at ?? null} withOptions={query.data.calendar_shows_options} timeZone={query.data.time_zone} />
    </div>
  );
}
