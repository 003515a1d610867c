import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { JobDetail } from "@/components/admin/jobs/job-detail";
import { JobBillingCard } from "@/components/admin/job-billing-card";
import { asJson } from "@/components/admin/shell/format";
import { RecordHistory } from "@/components/admin/activity/record-history";
import { activityHref } from "@/lib/domain/activity";
import { listRecordHistory } from "@/lib/services/audit";
import { isAppError } from "@/lib/errors";
import { getJob } from "@/lib/services/jobs";
import { requireStaffPage } from "@/lib/services/accounts";
import { getAgencySettings } from "@/lib/services/settings";

export const metadata: Metadata = { title: "Job" };

type Props = { params: Promise<{ id: string }> };

/** A job by id; an id that cannot be one sends the booker back to the list. */
export default async function AdminJobPage({ params }: Props) {
  const viewer = await requireStaffPage("bookings");
  const { timeZone } = await getAgencySettings();
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) redirect("/admin/jobs");
  // The job's history is its own entries and its lines'. An unknown job: the detail says so, with no history.
  const job = await getJob(viewer, id).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") return null;
    throw error;
  });
  const history = job
    ? await listRecordHistory(viewer, "bookings", [{ type: "job", ids: [id] }, { type: "job_line", ids: job.lines.map((l) => l.id) }])
    : null;
  return (
    <div className="flex flex-col gap-6">
      <JobDetail id={id} />
      {job && <JobBillingCard viewer={viewer} job={job} />}
      {history && <RecordHistory timeZone={timeZone} entries={asJson(history)} allHref={viewer.role === "admin" ? activityHref({ subject_type: "job", subject_id: id }) : null} />}
    </div>
  );
}
