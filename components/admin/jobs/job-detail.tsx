"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, CalendarRange, Pencil, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { JobConfirmationPanel } from "@/components/admin/job-confirmation-panel";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClassName } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { deleteJobAnswer, jobAnswer } from "@/lib/api/responses/jobs";
import { queryKeys } from "@/lib/api/query-keys";
import { toast } from "@/lib/toast";
import { countOf } from "@/lib/domain/plural";
import { formatJobReference, isOpenJob, jobStatusLabels } from "@/lib/domain/jobs";
import { JobForm } from "./job-form";
import { JobLineItem } from "./job-line-item";
import { jobStatusVariant } from "./line-format";
import { dayInZone } from "@/lib/domain/zoned-time";
import { LineDialog } from "./line-dialog";
import { clientLine, jobFirstDay, linesByTalent } from "./job-rows";

function BackLink() {
  return (
    <Link href="/admin/jobs" className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Jobs
    </Link>
  );
}

/**
 * "Delete job" with its confirmation. The server refuses (409) a job that still holds time; its message stays in the
 * dialog, at the action, with the dialog open.
 */
function DeleteJobButton({ id, title }: { id: number; title: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  async function remove() {
    setRefusal(null);
    try {
      await apiFetch<typeof deleteJobAnswer>(`/admin/jobs/${id}`, { method: "DELETE" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
      else toast.error("Error", { description: error instanceof ApiError ? error.message : "Failed to delete the job. Please try again." });
      throw error;
    }
    toast.success("Job Deleted", { description: `“${title}” has been deleted.` });
    await queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobLists });
    queryClient.removeQueries({ queryKey: queryKeys.admin.job(id) });
    router.push("/admin/jobs");
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          Delete job
        </Button>
      }
      title="Delete this job?"
      description="The job and its released, expired and cancelled lines are deleted. A job that still holds time (options or confirmed lines) cannot be deleted: cancel it instead. This cannot be undone."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="destructive"
      onOpenChange={(next) => !next && setRefusal(null)}
      onConfirm={remove}
    >
      {refusal && (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      )}
    </ConfirmDialog>
  );
}

/** `/admin/jobs/{id}`: the brief (editable), the client, and the lines grouped by talent with their moves. */
export function JobDetail({ id }: { id: number }) {
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const query = useQuery({
    queryKey: queryKeys.admin.job(id),
    queryFn: async () => (await apiFetch<typeof jobAnswer>(`/admin/jobs/${id}`)).job,
  });

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only" role="status">
          Loading the job...
        </span>
        <Skeleton className="h-16 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="flex flex-col gap-6">
        <BackLink />
        {missing ? (
          <EmptyState title="Job not found" text="It may have been deleted." />
        ) : (
          <LoadError title="Error" message="Could not load the job." onRetry={() => query.refetch()} retrying={query.isFetching} />
        )}
      </div>
    );
  }

  const job = query.data;
  const open = isOpenJob(job.status);
  const groups = linesByTalent(job.lines);

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {job.title}
            <Badge variant={jobStatusVariant[job.status]} className="text-sm">
              {jobStatusLabels[job.status]}
            </Badge>
          </span>
        }
        description={
          <>
            <span className="font-mono text-xs">Ref. {formatJobReference(job.reference)}</span>
            {` · ${clientLine(job)} · ${countOf(job.lines.length, "line")}`}
          </>
        }
        actions={
          <>
            <Link href="/admin/calendar" className={buttonClassName({ variant: "ghost", size: "sm" })}>
              <CalendarRange aria-hidden="true" />
              Board
            </Link>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit job
            </Button>
            <DeleteJobButton id={job.id} title={job.title} />
            {open && (
              <Button size="sm" onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" />
                Add line
              </Button>
            )}
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          {groups.length === 0 ? (
            <EmptyState title="No lines yet" text={open ? "Add a talent for a time: an option, or confirmed at once." : `This job is ${job.status}.`} titleAs="h2" />
          ) : (
            groups.map((group) => (
              <section key={group.talentId} aria-labelledby={`talent-${group.talentId}`} className="rounded-md border border-border bg-card">
                <h2 id={`talent-${group.talentId}`} className="flex items-baseline justify-between border-b border-border px-4 py-3 font-sans text-base font-semibold tracking-normal">
                  {group.stageName}
                  <span className="text-xs font-normal text-muted-foreground">{countOf(group.lines.length, "line")}</span>
                </h2>
                <ul className="divide-y divide-border">
                  {group.lines.map((line) => (
                    <JobLineItem key={line.id} line={line} jobOpen={open} client={{ name: job.client_company ?? job.client_name, email: job.client_email }} />
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>

        <Card className="self-start">
          <CardHeader>
            <CardTitle as="h2">Client</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-3 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Name</dt>
                <dd>{job.client_name}</dd>
              </div>
              {job.client_company && (
                <div>
                  <dt className="text-xs text-muted-foreground">Company</dt>
                  <dd>{job.client_company}</dd>
                </div>
              )}
              {job.client_email && (
                <div>
                  <dt className="text-xs text-muted-foreground">Email</dt>
                  <dd className="break-words">
                    <a href={`mailto:${job.client_email}`} className="underline underline-offset-4 hover:text-accent">
                      {job.client_email}
                    </a>
                  </dd>
                </div>
              )}
              {job.client_phone && (
                <div>
                  <dt className="text-xs text-muted-foreground">Phone</dt>
                  <dd>
                    <a href={`tel:${job.client_phone}`} className="underline underline-offset-4 hover:text-accent">
                      {job.client_phone}
                    </a>
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-xs text-muted-foreground">Place</dt>
                <dd className="break-words">{job.location || "Not set: the mails say \"to be confirmed\""}</dd>
                </div>
                <div>
                <dt className="text-xs text-muted-foreground">Time zone</dt>
                <dd>
                  {job.time_zone}
                  {!job.own_time_zone && <span className="text-muted-foreground"> (the agency&apos;s)</span>}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Notes</dt>
                <dd className="whitespace-pre-line">{job.notes || "None"}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>

      <JobConfirmationPanel jobId={job.id} timeZone={job.time_zone} />

      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Edit job</DialogTitle>
          </DialogHeader>
          {editing && <JobForm job={job} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />}
        </DialogContent>
      </Dialog>
      {adding && <LineDialog jobId={job.id} timeZone={job.time_zone} day={jobFirstDay(job) ?? dayInZone(new Date(), job.time_zone)} open={adding} onOpenChange={setAdding} />}
    </div>
  );
}
