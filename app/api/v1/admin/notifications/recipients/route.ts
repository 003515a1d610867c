import { apiRoute } from "@/lib/api/route";
import { listNotificationRecipients } from "@/lib/services/notifications";
import { listNotificationRecipientsResponse } from "@/lib/api/responses/notifications";

/** Every active talent (user id, full name, email, avatar), for the recipients panel. */
export const GET = apiRoute(
  { response: listNotificationRecipientsResponse, auth: "staff", permission: "notifications", summary: "Talents a notification can be sent to", tags: ["admin", "notifications"] },
  ({ viewer }) => listNotificationRecipients(viewer),
);
