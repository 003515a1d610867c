import type { Metadata } from "next";
import { NewJob } from "@/components/admin/jobs/new-job";
import { PageHeader } from "@/components/ui/page-header";
import { requireStaffPage } from "@/lib/services/accounts";

export const metadata: Metadata = { title: "New job" };

export default async function AdminNewJobPage() {
  await requireStaffPage("bookings");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="New job" description="A client's brief: add its talents and options on the next page." />
      <NewJob />
    </div>
  );
}
