import type { Metadata } from "next";
import { NotificationForm } from "@/components/admin/notifications/notification-form";
import { requireStaffPage } from "@/lib/services/accounts";

export const metadata: Metadata = { title: "Edit notification" };

export default async function EditNotificationPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage("notifications");
  const { id } = await params;
  return <NotificationForm key={id} notificationId={/^\d{1,9}$/.test(id) ? Number(id) : 0} />;
}
