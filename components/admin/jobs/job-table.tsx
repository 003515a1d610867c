"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatJobReference, jobStatusLabels } from "@/lib/domain/jobs";
import { formatDate } from "../shell/format";
import { JobCard } from "./job-card";
import { jobStatusVariant } from "./line-format";
import { jobFirstDay, jobTalentNames } from "./job-rows";
import type { JobJson } from "./types";

const columns: DataColumn<JobJson>[] = [
  {
    id: "job",
    header: "Job",
    sortValue: (j) => j.title,
    cell: (j) => (
      <>
        <Link href={`/admin/jobs/${j.id}`} className="font-medium hover:underline">
          {j.title}
        </Link>
        <span className="block font-mono text-xs text-muted-foreground">Ref. {formatJobReference(j.reference)}</span>
      </>
    ),
  },
  {
    id: "client",
    header: "Client",
    sortValue: (j) => j.client_name,
    cell: (j) => (
      <>
        <span className="font-medium">{j.client_name}</span>
        {j.client_company && <span className="block text-xs text-muted-foreground">{j.client_company}</span>}
      </>
    ),
  },
  {
    id: "talents",
    header: "Talents",
    sortValue: (j) => jobTalentNames(j).join(", "),
    cell: (j) => <span className="block max-w-64 text-sm">{jobTalentNames(j).join(", ") || <span className="text-muted-foreground">None yet</span>}</span>,
  },
  { id: "first", header: "First day", sortValue: (j) => jobFirstDay(j), className: "tnum whitespace-nowrap", cell: (j) => formatDate(jobFirstDay(j)) },
  {
    id: "status",
    header: "Status",
    sortValue: (j) => j.status,
    cell: (j) => <Badge variant={jobStatusVariant[j.status] ?? "secondary"}>{jobStatusLabels[j.status]}</Badge>,
  },
  {
    id: "actions",
    header: "Actions",
    hiddenHeader: true,
    className: "text-right",
    cell: (j) => (
      <Link
        href={`/admin/jobs/${j.id}`}
        className="text-xs font-medium whitespace-nowrap text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        Open<span className="sr-only"> job {formatJobReference(j.reference)}</span>
      </Link>
    ),
  },
];

/** The jobs: a sortable table (job, client, talents, first day, status) from a tablet up, cards on a phone. */
export function JobTable({ jobs, className }: { jobs: JobJson[]; className?: string }) {
  return <DataTable caption="Jobs" columns={columns} rows={jobs} rowKey={(j) => j.id} card={(j) => <JobCard job={j} />} className={className} />;
}
