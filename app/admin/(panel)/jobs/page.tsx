import type { Metadata } from "next";
import Link from "next/link";
import { JobList } from "@/components/admin/jobs/job-list";
import { asJson } from "@/components/admin/shell/format";
import { requireStaffPage } from "@/lib/services/accounts";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import { listJobs } from "@/lib/services/jobs";
import { jobsQuerySchema } from "@/lib/validation/jobs";

export const metadata: Metadata = { title: "Jobs" };

export default async function AdminJobsPage() {
  const viewer = await requireStaffPage("bookings");
  const first = await listJobs(viewer, jobsQuerySchema.parse({ page: 1, limit: adminListPageSize.jobs }));
  return (
    <>
      <JobList initial={asJson(first)} />
      <p className="mt-6 text-sm text-muted-foreground">
        <Link href="/admin/jobs/mail-previews" className="underline underline-offset-4">
          Preview the mails
        </Link>{" "}
        clients, talent and bookers get when a line moves.
      </p>
    </>
  );
}
