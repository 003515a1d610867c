import { apiRoute } from "@/lib/api/route";
import { scheduleResponse } from "@/lib/api/responses/schedule";
import { getOwnScheduleView } from "@/lib/services/jobs";

export const GET = apiRoute(
  {
    response: scheduleResponse,
    auth: "talent",
    summary: "The signed-in talent's lines from today on: confirmed first, then options with their rank",
    description: "Only the talent's own lines, without fees, client contact or notes. `calendar_link` says whether a feed address was issued (the address is shown once).",
    tags: ["schedule"],
  },
  ({ viewer }) => getOwnScheduleView(viewer),
);
