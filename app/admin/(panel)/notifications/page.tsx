import type { Metadata } from "next";
import { NotificationList } from "@/components/admin/notifications/notification-list";
import { asJson } from "@/components/admin/shell/format";
import { requireStaffPage } from "@/lib/auth/page-guards";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import { listAdminNotifications } from "@/lib/services/notifications-admin";
import { pagingSchema } from "@/lib/validation/common";

export const metadata: Metadata = { title: "Notifications" };

export default async function AdminNotificationsPage() {
  const viewer = await requireStaffPage("notifications");
  const first = await listAdminNotifications(viewer, pagingSchema.parse({ page: 1, limit: adminListPageSize.notifications }));
  return <NotificationList initial={asJson(first)} />;
}
