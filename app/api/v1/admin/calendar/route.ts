import { apiRoute, withMessage } from "@/lib/api/route";
import { calendarAnswer } from "@/lib/api/responses/jobs";
import { getCalendar } from "@/lib/services/jobs";
import { calendarQuerySchema } from "@/lib/validation/jobs";

/** The board: talents (those of `talent_ids`, or the roster), their lines on the days `from` to `to` and their blocked days. */
export const GET = apiRoute(
  { response: calendarAnswer, auth: "staff", permission: "bookings", query: calendarQuerySchema, summary: "The bookings board", tags: ["admin"] },
  async ({ viewer, query }) => withMessage(await getCalendar(viewer, query), "Calendar retrieved successfully."),
);
