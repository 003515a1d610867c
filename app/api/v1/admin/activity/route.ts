import { apiRoute } from "@/lib/api/route";
import { listActivityResponse } from "@/lib/api/responses/activity";
import { listActivity } from "@/lib/services/audit";
import { activityQuerySchema } from "@/lib/validation/activity";

/** The activity log, newest first, under `data.data`, filtered by person, kind of record, record and days. */
export const GET = apiRoute(
  {
    response: listActivityResponse,
    auth: ["admin"],
    query: activityQuerySchema,
    summary: "Admin activity history",
    description:
      "Every staff change: who (`admin_name`, `actor_id`), when, from where (`ip`, `user_agent`, `device`: the browser in words), what (`event`: the typed event or null for an old entry, `section`, `action`: the words, made when read, `subject_type`, `subject_id`) and what changed (`changes`: `{ field: [before, after] }`; secrets never appear, long texts are shortened). Filters: `actor` (a user id), `subject_type`, `subject_id` (with `subject_type`), `from` and `to` (days, UTC, both included). A filter that cannot be read is a 422.",
    tags: ["admin", "sub-admins"],
  },
  ({ viewer, query }) => listActivity(viewer, query),
);
