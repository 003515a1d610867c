import { apiRoute } from "@/lib/api/route";
import { markNotificationRead } from "@/lib/services/notifications";
import { idParamSchema } from "@/lib/validation/common";

export const PUT = apiRoute(
  { auth: "talent", params: idParamSchema, summary: "Mark one of the signed-in talent's notifications read", tags: ["notifications"] },
  ({ viewer, params }) => markNotificationRead(viewer, params.id),
);
