import { apiRoute } from "@/lib/api/route";
import { calendarLinkResponse } from "@/lib/api/responses/schedule";
import { issueCalendarLink } from "@/lib/services/calendar-feed";

export const POST = apiRoute(
  {
    response: calendarLinkResponse,
    auth: "talent",
    errors: [410],
    status: 201,
    summary: "A new private calendar feed address (/calendar/{token}.ics); any earlier one stops working",
    tags: ["schedule"],
  },
  ({ viewer }) => issueCalendarLink(viewer),
);
