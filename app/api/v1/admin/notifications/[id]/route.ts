import { apiRoute } from "@/lib/api/route";
import { ok } from "@/lib/api/envelope";
import { deleteAdminNotification, getAdminNotification, updateAdminNotification } from "@/lib/services/notifications";
import { idParamSchema } from "@/lib/validation/common";
import { notificationInputSchema } from "@/lib/validation/notification";
import { deleteAdminNotificationResponse, getAdminNotificationResponse, updateAdminNotificationResponse } from "@/lib/api/responses/notifications";

/** One notification with `recipient_ids`, for the edit screen. */
export const GET = apiRoute(
  { response: getAdminNotificationResponse, auth: "staff", permission: "notifications", params: idParamSchema, summary: "A sent notification", tags: ["admin", "notifications"] },
  ({ viewer, params }) => getAdminNotification(viewer, params.id),
);

/** Edits it for its recipients: added talents receive it, removed ones lose it, the others keep their read state. */
export const PUT = apiRoute(
  { response: updateAdminNotificationResponse, auth: "staff", permission: "notifications", params: idParamSchema, body: notificationInputSchema, summary: "Edit a notification", tags: ["admin", "notifications"] },
  async ({ viewer, params, body }) => {
    const saved = await updateAdminNotification(viewer, params.id, body);
    return ok(saved, { message: `Notification has been successfully updated to ${saved.target_count} talent(s).` });
  },
);

export const DELETE = apiRoute(
  { response: deleteAdminNotificationResponse, auth: "staff", permission: "notifications", params: idParamSchema, summary: "Delete a notification", tags: ["admin", "notifications"] },
  ({ viewer, params }) => deleteAdminNotification(viewer, params.id),
);
