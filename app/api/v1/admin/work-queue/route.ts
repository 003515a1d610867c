import { apiRoute } from "@/lib/api/route";
import { getWorkQueue } from "@/lib/services/jobs";
import { getWorkQueueResponse } from "@/lib/api/responses/work-queue";

/** `data.sections`: today's work for the viewer's sections, each with its count and first lines (the dashboard's block). */
export const GET = apiRoute(
  { response: getWorkQueueResponse, auth: "staff", permission: "dashboard", summary: "Today's work queue", tags: ["admin"] },
  async ({ viewer }) => ({ sections: await getWorkQueue(viewer) }),
);
