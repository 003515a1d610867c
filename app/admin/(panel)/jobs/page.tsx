import type { Metadata } from "next";
import { JobList } from "@/components/admin/jobs/job-list";
import { asJson } from "@/components/admin/shell/format";
import { requireStaffPage } from "@/lib/auth/page-guards";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import { listJobs } from "@/lib/services/jobs-admin";
import { jobsQuerySchema } from "@/lib/validation/jobs";

export const metadata: Metadata = { title: "Jobs" };

export default async function AdminJobsPage() {
  const viewer = await requireStaffPage("bookings");
  const first = await listJobs(viewer, jobsQuerySchema.parse({ page: 1, limit: adminListPageSize.jobs }));
  return <JobList initial={asJson(first)} />;
}
