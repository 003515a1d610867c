import type { Metadata } from "next";
import { JobList } from "@/components/admin/jobs/job-list";
import { requireStaffPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Jobs" };

export default async function AdminJobsPage() {
  await requireStaffPage("bookings");
  return <JobList />;
}
