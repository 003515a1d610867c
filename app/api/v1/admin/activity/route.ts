import { apiRoute } from "@/lib/api/route";
import { listActivity } from "@/lib/services/subadmins";
import { activityQuerySchema } from "@/lib/validation/subadmin";
import { listActivityResponse } from "@/lib/api/responses/subadmins";

/** The activity log (adminName, section, action, timestamp), newest first, under `data.data`. */
export const GET = apiRoute(
  { response: listActivityResponse, auth: ["admin"], query: activityQuerySchema, summary: "Admin activity history", tags: ["admin", "sub-admins"] },
  ({ viewer, query }) => listActivity(viewer, query),
);
