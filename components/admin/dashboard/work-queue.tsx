"use client";

import { useQuery } from "@tanstack/react-query";
import { ChevronRight, Inbox } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { getWorkQueueResponse } from "@/lib/api/responses/work-queue";
import { agendaSectionKeys, workSections, type WorkItem, type WorkSection } from "@/lib/domain/work-queue";
import { AgencyTime } from "../shell/agency-clock";
import { TimeAgo } from "../shell/time-ago";

/** The queue asks again this often while the dashboard is open (and when the tab comes back into focus). */
const REFRESH_MS = 60_000;

/** "2 hours ago" for what came in; "expires Jun 16, 2031, 2:00 PM EDT" (the agency's clock) for what runs out. */
function When({ item, renderedAt }: { item: WorkItem; renderedAt: string }) {
  if (item.when) {
    return (
      <time dateTime={item.at} className="shrink-0 text-right text-xs whitespace-nowrap text-muted-foreground">
        {item.when}
      </time>
    );
  }
  if (item.at_kind === "received") return <TimeAgo value={item.at} renderedAt={renderedAt} className="shrink-0 text-right text-xs whitespace-nowrap text-muted-foreground" />;
  return <AgencyTime value={item.at} prefix="expires " className="shrink-0 text-right text-xs whitespace-nowrap text-muted-foreground" />;
}

/**
 * The dashboard's first block: today's work, section by section (only those the viewer may open), each line a link to
 * where it is done. The server renders it first (`initial`, read at `renderedAt`); the browser then keeps it current.
 */
export function WorkQueue({ initial, renderedAt }: { initial: WorkSection[]; renderedAt: string }) {
  const query = useQuery({
    queryKey: queryKeys.admin.workQueue,
    queryFn: () => apiFetch<typeof getWorkQueueResponse>("/admin/work-queue"),
    initialData: { sections: initial },
    refetchInterval: REFRESH_MS,
  });
  const all = query.data.sections;
  // Issue 39: the morning view opens with who works today and tomorrow (always shown), then what needs attention.
  const agenda = all.filter((s) => isAgenda(s.key));
  const sections = all.filter((s) => !isAgenda(s.key));
  const waiting = sections.reduce((sum, s) => sum + s.count, 0);
  const busy = sections.filter((s) => s.count > 0);
  const clear = sections.filter((s) => s.count === 0);
  return (
    <section aria-labelledby="work-queue-title">
      <Card>
        <CardHeader>
          <CardTitle id="work-queue-title">Today&apos;s work</CardTitle>
          <CardDescription>{waiting ? `${waiting} ${waiting === 1 ? "thing needs" : "things need"} attention.` : "Nothing waiting right now."}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {agenda.length > 0 && (
            <div className="grid gap-x-8 gap-y-6 border-b border-border pb-5 lg:grid-cols-2">
              {agenda.map((s) => (
                <QueueSection key={s.key} section={s} renderedAt={renderedAt} empty="No confirmed work." />
              ))}
            </div>
          )}
          {sections.length === 0 || waiting === 0 ? (
            <EmptyState
              icon={<Inbox />}
              title="Nothing waiting"
              titleAs="h3"
              text="New requests, late applications, unconfirmed guardians and expiring packages and options appear here."
              className="py-8"
            />
          ) : (
            <div className="flex flex-col gap-5">
              <div className="grid gap-x-8 gap-y-6 lg:grid-cols-2">
                {busy.map((s) => (
                  <QueueSection key={s.key} section={s} renderedAt={renderedAt} />
                ))}
              </div>
              {clear.length > 0 && (
                // The sections with nothing in them, in one line rather than a block each: the page stays dense.
                <p className="border-t border-border pt-3 text-xs text-muted-foreground">
                  Nothing waiting in {clear.map((s) => workSections[s.key].title.toLowerCase()).join(", ")}.
                </p>
              )}
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

const isAgenda = (key: WorkSection["key"]) => (agendaSectionKeys as readonly string[]).includes(key);

function QueueSection({ section, renderedAt, empty = "Nothing waiting." }: { section: WorkSection; renderedAt: string; empty?: string }) {
  const info = workSections[section.key];
  const headingId = `queue-${section.key}`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 border-b border-border pb-1.5">
        <h3 id={headingId} className="flex items-baseline gap-2 font-sans text-sm font-semibold">
          {info.title}
          <span className="rounded-sm bg-muted px-1.5 py-0.5 text-xs font-medium tnum text-muted-foreground">
            {section.count}
            {section.capped ? "+" : ""}
          </span>
        </h3>
        {section.count > section.items.length && (
          <Link href={info.href} className="shrink-0 text-xs font-medium underline-offset-4 hover:underline">
            View all
          </Link>
        )}
      </div>
      {section.items.length === 0 ? (
        <p className="py-1 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="-mx-2 flex flex-col">
          {section.items.map((item) => (
            <li key={item.key}>
              <Link
                href={item.href}
                className="group flex items-center gap-3 rounded-sm px-2 py-1.5 text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{item.label}</span>
                  <span className="block truncate text-xs text-muted-foreground">{item.detail}</span>
                </span>
                <When item={item} renderedAt={renderedAt} />
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground group-hover:text-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
