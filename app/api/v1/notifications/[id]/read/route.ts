import { apiRoute } from "@/lib/api/route";
import { markNotificationRead } from "@/lib/services/notifications";
import { idParamSchema } from "@/lib/validation/common";
import { markNotificationReadResponse } from "@/lib/api/responses/notifications";

export const PUT = apiRoute(
  { response: markNotificationReadResponse, auth: "talent", params: idParamSchema, summary: "Mark one of the signed-in talent's notifications read", tags: ["notifications"] },
  ({ viewer, params }) => markNotificationRead(viewer, params.id),
);
