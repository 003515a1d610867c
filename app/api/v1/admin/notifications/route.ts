import { apiRoute, withMessage } from "@/lib/api/route";
import { createAdminNotification, listAdminNotifications } from "@/lib/services/notifications";
import { pagingSchema } from "@/lib/validation/common";
import { notificationInputSchema } from "@/lib/validation/notification";
import { createAdminNotificationResponse, listAdminNotificationsResponse } from "@/lib/api/responses/notifications";

export const GET = apiRoute(
  { response: listAdminNotificationsResponse, auth: "staff", permission: "notifications", query: pagingSchema, summary: "List sent notifications", tags: ["admin", "notifications"] },
  ({ viewer, query }) => listAdminNotifications(viewer, query),
);

/** {title, message, important, target_talents: number[] | "all"} -> one notification and a recipient row per talent. */
export const POST = apiRoute(
  { response: createAdminNotificationResponse, status: 201, auth: "staff", permission: "notifications", body: notificationInputSchema, summary: "Send a notification to talents", tags: ["admin", "notifications"] },
  async ({ viewer, body }) => {
    const sent = await createAdminNotification(viewer, body);
    return withMessage(sent, `Notification has been successfully sent to ${sent.target_count} talent(s).`);
  },
);
