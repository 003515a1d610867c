"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { BriefcaseBusiness, Plus } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { DateInput } from "@/components/ui/date-input";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch, type ResponseData } from "@/lib/api/client";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import type { jobsAnswer } from "@/lib/api/responses/jobs";
import { queryKeys } from "@/lib/api/query-keys";
import { countOf } from "@/lib/domain/plural";
import { cn } from "@/lib/utils";
import { ListToolbar, useFilteredList } from "../shell/filtered-list";
import { JobTable } from "./job-table";
import { jobStatuses, jobStatusLabels, type JobStatus } from "@/lib/domain/jobs";

type StatusFilter = "all" | JobStatus;

const PAGE_SIZE = adminListPageSize.jobs;
const filters: { key: StatusFilter; label: string }[] = [{ key: "all", label: "All" }, ...jobStatuses.map((s) => ({ key: s, label: jobStatusLabels[s] }))];

/** The jobs desk: every job, searched, filtered by status and by the days its lines fall on, newest first. */
/** `initial`: the unfiltered first page as the server rendered it, the query's data for that key. */
export function JobList({ initial }: { initial?: ResponseData<typeof jobsAnswer> }) {
  const list = useFilteredList<StatusFilter>("all");
  const { filter: status, term, page } = list;
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const range = { from: from || undefined, to: to || undefined };
  const query = useQuery({
    queryKey: queryKeys.admin.jobs({ status, search: term, page, ...range }),
    queryFn: () =>
      apiFetch<typeof jobsAnswer>("/admin/jobs", {
        query: { status: status === "all" ? undefined : status, search: term, page, limit: PAGE_SIZE, ...range },
      }),
    initialData: status === "all" && !term && page === 1 && !from && !to ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const jobs = query.data?.jobs ?? [];
  const filtered = Boolean(term || status !== "all" || from || to);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Jobs"
        description={query.data ? `${countOf(query.data.total, "job")}${filtered ? " match" : ""}.` : "Client briefs, their talents and options."}
        actions={
          <Link href="/admin/jobs/new" className={buttonClassName({})}>
            <Plus aria-hidden="true" />
            New job
          </Link>
        }
      />
      <ListToolbar
        list={list}
        filterLabel="Filter by status"
        filters={filters}
        counts={false}
        searchLabel="Search jobs by title, client or reference"
        searchPlaceholder="Search title, client or reference"
        searchClassName="w-full lg:w-80"
      />
      <fieldset className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <legend className="sr-only">Lines between two days</legend>
        <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
          From
          <DateInput value={from} max={to || undefined} onChange={(e) => { setFrom(e.target.value); list.setPage(1); }} className="h-9 w-full sm:w-44" />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
          To
          <DateInput value={to} min={from || undefined} onChange={(e) => { setTo(e.target.value); list.setPage(1); }} className="h-9 w-full sm:w-44" />
        </label>
        {(from || to) && (
          <button type="button" className="h-9 text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground" onClick={() => { setFrom(""); setTo(""); list.setPage(1); }}>
            Any day
          </button>
        )}
      </fieldset>

      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only" role="status">
            Loading jobs...
          </span>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <LoadError title="Error" message="Could not load jobs." onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : jobs.length === 0 ? (
        <EmptyState
          icon={<BriefcaseBusiness />}
          title="No jobs found"
          text={filtered ? "Try another search, status or days." : "Convert a booking request or start a job from a client's brief."}
        />
      ) : (
        <>
          <JobTable jobs={jobs} className={cn(query.isFetching && "opacity-70 transition-opacity")} />
          <Pagination page={page} totalPages={query.data?.last_page ?? 1} onPageChange={list.setPage} />
        </>
      )}
    </div>
  );
}
