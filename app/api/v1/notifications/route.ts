import { apiRoute, withMessage } from "@/lib/api/route";
import { listOwnNotifications } from "@/lib/services/notifications";
import { createAdminNotification } from "@/lib/services/notifications";
import { notificationInputSchema } from "@/lib/validation/notification";
import { notificationsQuerySchema } from "@/lib/validation/notification-inbox";
import { createAdminNotificationResponse, listOwnNotificationsResponse } from "@/lib/api/responses/notifications";

export const GET = apiRoute(
  { response: listOwnNotificationsResponse, auth: "talent", query: notificationsQuerySchema, summary: "The signed-in talent's notifications", tags: ["notifications"] },
  ({ viewer, query }) => listOwnNotifications(viewer, query),
);

/** The spec's admin call: the same as `POST /admin/notifications`. */
export const POST = apiRoute(
  { response: createAdminNotificationResponse, status: 201, auth: "staff", permission: "notifications", body: notificationInputSchema, summary: "Send a notification to talents (admin alias)", tags: ["notifications", "admin"] },
  async ({ viewer, body }) => {
    const sent = await createAdminNotification(viewer, body);
    return withMessage(sent, `Notification has been successfully sent to ${sent.target_count} talent(s).`);
  },
);
