import { CalendarDays, ChevronRight, Users } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatJobReference, jobStatusLabels } from "@/lib/domain/jobs";
import { formatDate } from "../shell/format";
import { jobStatusVariant } from "./line-format";
import { clientLine, jobFirstDay, jobTalentNames } from "./job-rows";
import type { JobJson } from "./types";

/** One job on a phone (the table shows it from a tablet up): what, for whom, who works it, from when, where it stands. */
export function JobCard({ job }: { job: JobJson }) {
  const talents = jobTalentNames(job);
  return (
    <article className="flex flex-col gap-3 rounded-md border border-border bg-card p-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-sans text-base font-medium tracking-normal">{job.title}</h2>
          <Badge variant={jobStatusVariant[job.status] ?? "secondary"}>{jobStatusLabels[job.status]}</Badge>
        </div>
        <p className="text-sm">{clientLine(job)}</p>
        <p className="mt-1 font-mono text-xs text-muted-foreground">Ref. {formatJobReference(job.reference)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-xs">
        <div>
          <dt className="flex items-center gap-1 text-muted-foreground">
            <Users aria-hidden="true" className="size-3" />
            Talents
          </dt>
          <dd className="font-medium">{talents.length ? talents.join(", ") : "None yet"}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-3" />
            First day
          </dt>
          <dd className="font-medium">{formatDate(jobFirstDay(job))}</dd>
        </div>
      </dl>
      <Link
        href={`/admin/jobs/${job.id}`}
        className="inline-flex items-center justify-center gap-1 rounded-sm border border-border px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Open job<span className="sr-only"> {formatJobReference(job.reference)}</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
