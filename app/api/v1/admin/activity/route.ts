import { apiRoute } from "@/lib/api/route";
import { listActivity } from "@/lib/services/subadmins";
import { activityQuerySchema } from "@/lib/validation/subadmin";

/** The activity log (adminName, section, action, timestamp), newest first, under `data.data`. */
export const GET = apiRoute(
  { auth: ["admin"], query: activityQuerySchema, summary: "Admin activity history", tags: ["admin", "sub-admins"] },
  ({ viewer, query }) => listActivity(viewer, query),
);
