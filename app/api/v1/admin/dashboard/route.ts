import { apiRoute } from "@/lib/api/route";
import { getAdminStats } from "@/lib/services/content";
import { getAdminStatsResponse } from "@/lib/api/responses/admin-stats";

/** The dashboard's data: the same as `GET /admin/stats`. */
export const GET = apiRoute(
  { response: getAdminStatsResponse, auth: "staff", permission: "dashboard", summary: "Dashboard data (same as /admin/stats)", tags: ["admin"] },
  ({ viewer }) => getAdminStats(viewer),
);
