import { apiRoute } from "@/lib/api/route";
import { listNotificationRecipients } from "@/lib/services/notifications-admin";

/** Every active talent (user id, full name, email, avatar), for the recipients panel. */
export const GET = apiRoute(
  { auth: "staff", permission: "notifications", summary: "Talents a notification can be sent to", tags: ["admin", "notifications"] },
  ({ viewer }) => listNotificationRecipients(viewer),
);
