import type { Metadata } from "next";
import { NotificationList } from "@/components/admin/notifications/notification-list";
import { asJson } from "@/components/admin/shell/format";
import { requireStaffPage } from "@/lib/services/accounts";
import { adminListPageSize } from "@/lib/domain/admin-lists";
import { listAdminNotifications } from "@/lib/services/notifications";
import { pagingSchema } from "@/lib/validation/common";

export const metadata: Metadata = { title: "Notifications" };

export default async function AdminNotificationsPage() {
  const viewer = await requireStaffPage("notifications");
  const first = await listAdminNotifications(viewer, pagingSchema.parse({ page: 1, limit: adminListPageSize.notifications }));
  return <NotificationList initial={asJson(first)} />;
}
