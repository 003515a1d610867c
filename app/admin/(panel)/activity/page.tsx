import { Activity, SearchX } from "lucide-react";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ActivityEntry } from "@/components/admin/activity/activity-entry";
import { ActivityFilters, type ActivityFilterValues } from "@/components/admin/activity/activity-filters";
import { asJson } from "@/components/admin/shell/format";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { requireStaffPage } from "@/lib/services/accounts";
import { activityHref } from "@/lib/domain/activity";
import { listActivity, listActivityActors } from "@/lib/services/audit";
import { fieldErrors } from "@/lib/validation/common";
import { activityQuerySchema } from "@/lib/validation/activity";
import { getAgencySettings } from "@/lib/services/settings";

export const metadata: Metadata = { title: "Activity" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Every staff change, newest first, filtered by person, kind of record, record and days. Administrators only. */
export default async function ActivityPage({ searchParams }: Props) {
  const viewer = await requireStaffPage();
  const { timeZone } = await getAgencySettings();
  if (viewer.role !== "admin") redirect("/admin/forbidden");
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, first(v)])) as Record<string, string | undefined>;
  const values: ActivityFilterValues = { actor: raw.actor, subject_type: raw.subject_type, subject_id: raw.subject_id, from: raw.from, to: raw.to };
  const parsed = activityQuerySchema.safeParse(raw);
  const actors = await listActivityActors(viewer);
  const list = parsed.success ? await listActivity(viewer, parsed.data) : null;
  const filters = parsed.success ? { ...parsed.data, page: undefined, limit: undefined } : {};
  const filtered = parsed.success && Object.values({ ...filters }).some((v) => v !== undefined);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Activity" description="Every change made in the back office: who, when, from where, and what changed." />
      <ActivityFilters values={values} errors={parsed.success ? {} : fieldErrors(parsed.error)} actors={actors} />
      <Card>
        <CardContent className="pt-5 md:pt-6">
          {!list ? (
            <EmptyState icon={<SearchX />} title="Check the filters" titleAs="h2" text="Some filters cannot be read; see the messages above." />
          ) : list.data.length === 0 ? (
            <EmptyState
              icon={<Activity />}
              title={filtered ? "No activity matches these filters" : "No activities recorded yet"}
              titleAs="h2"
              text={filtered ? "Try other filters, or clear them." : "Changes made in the admin appear here."}
            />
          ) : (
            <>
              <h2 className="sr-only">Entries</h2>
              <p className="mb-3 text-sm text-muted-foreground">
                {list.total.toLocaleString("en-GB")}
                {list.total_capped ? "+" : ""} {list.total === 1 ? "entry" : "entries"}
              </p>
              <ul className="divide-y divide-border">
                {asJson(list.data).map((entry) => (
                  <ActivityEntry
                    key={entry.id}
                    timeZone={timeZone}
                    entry={entry}
                    recordHref={entry.subject_type && entry.subject_id != null ? activityHref({ subject_type: entry.subject_type, subject_id: entry.subject_id }) : null}
                  />
                ))}
              </ul>
            </>
          )}
        </CardContent>
      </Card>
      {list && <Pagination page={list.page} totalPages={list.last_page} hrefFor={(page) => activityHref({ ...filters, page })} />}
    </div>
  );
}
