import { apiRoute } from "@/lib/api/route";
import { deleteAdminNotification } from "@/lib/services/notifications";
import { idParamSchema } from "@/lib/validation/common";
import { deleteAdminNotificationResponse } from "@/lib/api/responses/notifications";

/** The spec's admin call: the same as `DELETE /admin/notifications/{id}`. */
export const DELETE = apiRoute(
  { response: deleteAdminNotificationResponse, auth: "staff", permission: "notifications", params: idParamSchema, summary: "Delete a notification (admin alias)", tags: ["notifications", "admin"] },
  ({ viewer, params }) => deleteAdminNotification(viewer, params.id),
);
