import type { Metadata } from "next";
import { NotificationList } from "@/components/admin/notifications/notification-list";
import { requireStaffPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Notifications" };

export default async function AdminNotificationsPage() {
  await requireStaffPage("notifications");
  return <NotificationList />;
}
