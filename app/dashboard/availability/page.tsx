import type { Metadata } from "next";
import { AvailabilityManager } from "@/components/availability/availability-manager";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Availability" };

export default function DashboardAvailabilityPage() {
  return (
    <div className="flex flex-col gap-6 md:gap-8">
      <PageHeader title="Availability" description="Block the days you cannot work, so the bookers see them before they pencil you in." />
      <AvailabilityManager listPath="/availability" itemBase="/availability" showWork />
    </div>
  );
}
