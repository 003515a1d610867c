import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { JobDetail } from "@/components/admin/jobs/job-detail";
import { requireStaffPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Job" };

type Props = { params: Promise<{ id: string }> };

/** A job by id; an id that cannot be one sends the booker back to the list. */
export default async function AdminJobPage({ params }: Props) {
  await requireStaffPage("bookings");
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) redirect("/admin/jobs");
  return <JobDetail id={id} />;
}
