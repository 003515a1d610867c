import type { Metadata } from "next";
import { NotificationList } from "@/components/dashboard/notification-list";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Notifications" };

export default function DashboardNotificationsPage() {
  return (
    <div className="flex flex-col gap-6 md:gap-8">
      <PageHeader title="Notifications" description="Messages from the agency about castings, bookings and your account." />
      <NotificationList />
    </div>
  );
}
