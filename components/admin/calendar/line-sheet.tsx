"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowRight, ExternalLink } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { JobLineItem } from "@/components/admin/jobs/job-line-item";
import { TalentPicker, type PickedTalent } from "@/components/admin/jobs/talent-picker";
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
import { dayInZone } from "@/lib/domain/zoned-time";
import type { BoardLine } from "./board-index";
import type { BoardMoveState } from "./use-board-move";

/**
 * The keyboard's way to do what a drag does: a day and a talent (the roster, each with a photo and how they stand on
 * that day), then the same move as a drop (`useBoardMove`, asked first).
 */
function MoveForm({ line, stageName, pickedDay, mover }: { line: BoardLine; stageName: string; pickedDay: string; mover: BoardMoveState }) {
  const [day, setDay] = useState(pickedDay);
  const [talent, setTalent] = useState<PickedTalent | null>(null);
  const other = talent && talent.id !== line.talent_profile_id ? talent : undefined;
  const changed = Boolean(day) && (day !== pickedDay || Boolean(other));
  return (
    <form
      aria-label="Move to another day or talent"
      className="flex flex-col items-start gap-3 border-t border-border p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (changed) mover.ask({ line, stageName, from: pickedDay, to: day, ...(other ? { toTalent: { id: other.id, name: other.stage_name } } : {}) });
      }}
    >
      <div className="grid w-full gap-3 sm:grid-cols-2">
        <FormField label="Move to day" hint="Same time of day." className="w-full">
          {(c) => <DateInput {...c} value={day} onChange={(e) => setDay(e.target.value)} required />}
        </FormField>
        <FormField label="Talent" hint="Another talent takes the line." className="w-full">
          {(c) => (
            <TalentPicker
              {...c}
              day={day || pickedDay}
              value={String(talent?.id ?? line.talent_profile_id)}
              onChange={setTalent}
              current={{ id: line.talent_profile_id, stage_name: stageName, image_url: null, hint: "On this line" }}
            />
          )}
        </FormField>
      </div>
      <p className="text-xs text-muted-foreground">Asked before the mails go.</p>
      <Button type="submit" variant="outline" disabled={!changed || mover.pending}>
        <ArrowRight aria-hidden="true" />
        Move
      </Button>
    </form>
  );
}

/**
 * A chip opened (issue 39): the line as the job screen shows it, with the same actions (`JobLineItem`: confirm,
 * challenge, release, edit, remove, each asking first), and "Move to another day or talent" (`MoveForm`).
 */
export function LineSheet({ open, stageName, onClose, mover }: { open: BoardLine | null; stageName: string; onClose: () => void; mover: BoardMoveState }) {
  const jobId = open?.job_id ?? 0;
  const job = useQuery({
    queryKey: queryKeys.admin.job(jobId),
    queryFn: async () => (await apiFetch<typeof jobAnswer>(`/admin/jobs/${jobId}`)).job,
    enabled: Boolean(open),
  });
  const line = job.data?.lines.find((l) => l.id === open?.id);
  // The line's first day on its job's clock, as the board's cell shows it (a 7 PM New York line is that day's, not UTC's next).
  const pickedDay = open ? dayInZone(new Date(open.starts_at), open.time_zone) : "";
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
            {canMove && open && <MoveForm key={open.id} line={open} stageName={stageName} pickedDay={pickedDay} mover={mover} />}
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
