import { apiRoute } from "@/lib/api/route";
import { getAdminStats } from "@/lib/services/content";
import { getAdminStatsResponse } from "@/lib/api/responses/admin-stats";

/** `data.status` 'success', `data.data` the four stat cards, `data.recentActivity` the latest admin changes. */
export const GET = apiRoute(
  { response: getAdminStatsResponse, auth: "staff", permission: "dashboard", summary: "Dashboard statistics and recent activity", tags: ["admin"] },
  ({ viewer }) => getAdminStats(viewer),
);
