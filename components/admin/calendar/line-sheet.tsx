"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowRight, ExternalLink } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { JobLineItem } from "@/components/admin/jobs/job-line-item";
import { Button } from "@/components/ui/button";
import { DateInput } from "@/components/ui/date-input";
import { FormField } from "@/components/ui/form-field";
import { LoadError } from "@/components/ui/load-error";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch } from "@/lib/api/client";
import type { jobAnswer } from "@/lib/api/responses/jobs";
import { queryKeys } from "@/lib/api/query-keys";
import { formatJobReference, isLiveLine, isOpenJob } from "@/lib/domain/jobs";
import { dayKey } from "./board-days";
import type { BoardLine } from "./board-index";
import type { BoardMoveState } from "./use-board-move";

/**
 * A chip opened (issue 39): the line as the job screen shows it, with the same actions (`JobLineItem`: confirm,
 * challenge, release, edit, remove, each asking first), and "Move to another day", the keyboard's way to do what a drag
 * does, through the same move (`useBoardMove`).
 */
export function LineSheet({ open, stageName, onClose, mover }: { open: BoardLine | null; stageName: string; onClose: () => void; mover: BoardMoveState }) {
  const jobId = open?.job_id ?? 0;
  const job = useQuery({
    queryKey: queryKeys.admin.job(jobId),
    queryFn: async () => (await apiFetch<typeof jobAnswer>(`/admin/jobs/${jobId}`)).job,
    enabled: Boolean(open),
  });
  const line = job.data?.lines.find((l) => l.id === open?.id);
  const pickedDay = open ? dayKey(new Date(open.starts_at)) : "";
  const [day, setDay] = useState(pickedDay);
  const [dayFor, setDayFor] = useState(open?.id);
  // A new line opened: the day field starts on its day.
  if (dayFor !== open?.id) {
    setDayFor(open?.id);
    setDay(pickedDay);
  }
  const canMove = Boolean(job.data && line && isOpenJob(job.data.status) && isLiveLine(line.state));

  return (
    <Sheet open={Boolean(open)} onOpenChange={(next) => !next && onClose()}>
      <SheetContent className="w-full p-0 sm:max-w-lg" aria-describedby={undefined}>
        <div className="flex flex-col gap-1 border-b border-border p-4 pr-14">
          <SheetTitle className="font-sans text-lg font-semibold tracking-normal">
            {stageName}
            {open && `: ${open.job_title}`}
          </SheetTitle>
          {open && (
            <SheetDescription className="text-sm text-muted-foreground">
              {open.client}, job {formatJobReference(open.job_reference)}
              {open.held_by && (
                <>
                  . Behind the 1st option of the {open.held_by.job_title} job {formatJobReference(open.held_by.job_reference)} ({open.held_by.client})
                </>
              )}
            </SheetDescription>
          )}
          {open && (
            <Link href={`/admin/jobs/${open.job_id}#line-${open.id}`} className="inline-flex items-center gap-1 text-sm underline underline-offset-2">
              Open the job <ExternalLink aria-hidden="true" className="size-3.5" />
            </Link>
          )}
        </div>
        {job.isPending ? (
          <div className="flex flex-col gap-2 p-4" aria-busy="true">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : job.isError ? (
          <div className="p-4">
            <LoadError title="Error" message="Could not load the line." onRetry={() => job.refetch()} retrying={job.isFetching} />
          </div>
        ) : !line ? (
          <p className="p-4 text-sm text-muted-foreground">This line is no longer on its job.</p>
        ) : (
          <>
            <ul aria-label="Line">
              <JobLineItem line={line} jobOpen={isOpenJob(job.data.status)} client={{ name: job.data.client_company ?? job.data.client_name, email: job.data.client_email }} />
            </ul>
            {canMove && open && (
              <form
                aria-label="Move to another day"
                className="flex flex-col items-start gap-3 border-t border-border p-4"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (day) mover.ask({ line: open, stageName, from: pickedDay, to: day });
                }}
              >
                <FormField label="Move to day" hint="Same time of day; asked before the mails go." className="w-full">
                  {(c) => <DateInput {...c} value={day} onChange={(e) => setDay(e.target.value)} required />}
                </FormField>
                <Button type="submit" variant="outline" disabled={!day || day === pickedDay || mover.pending}>
                  <ArrowRight aria-hidden="true" />
                  Move
                </Button>
              </form>
            )}
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
