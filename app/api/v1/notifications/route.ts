import { apiRoute } from "@/lib/api/route";
import { listOwnNotifications } from "@/lib/services/notifications";
import { notificationsQuerySchema } from "@/lib/validation/notification-inbox";

export const GET = apiRoute(
  { auth: "talent", query: notificationsQuerySchema, summary: "The signed-in talent's notifications", tags: ["notifications"] },
  ({ viewer, query }) => listOwnNotifications(viewer, query),
);
