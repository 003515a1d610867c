import type { Metadata } from "next";
import { ScheduleView } from "@/components/dashboard/schedule-view";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Schedule" };

export default function DashboardSchedulePage() {
  return (
    <div className="flex flex-col gap-6 md:gap-8">
      <PageHeader title="Schedule" description="Your confirmed jobs, and the options clients are holding on you." />
      <ScheduleView />
    </div>
  );
}
