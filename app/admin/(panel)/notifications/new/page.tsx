import type { Metadata } from "next";
import { NotificationForm } from "@/components/admin/notifications/notification-form";
import { requireStaffPage } from "@/lib/services/accounts";

export const metadata: Metadata = { title: "New notification" };

export default async function NewNotificationPage() {
  await requireStaffPage("notifications");
  return <NotificationForm />;
}
