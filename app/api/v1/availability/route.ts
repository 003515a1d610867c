import { apiRoute } from "@/lib/api/route";
import { availabilityBlockResponse, availabilityListResponse } from "@/lib/api/responses/availability";
import { createOwnAvailability, listOwnAvailability } from "@/lib/services/jobs";
import { availabilityBlockSchema, availabilityListQuerySchema } from "@/lib/validation/availability";

export const GET = apiRoute(
  {
    response: availabilityListResponse,
    auth: "talent",
    query: availabilityListQuerySchema,
    summary: "The signed-in talent's blocked days (from today on, or those touching from..to)",
    tags: ["availability"],
  },
  ({ viewer, query }) => listOwnAvailability(viewer, query),
);

export const POST = apiRoute(
  {
    response: availabilityBlockResponse,
    auth: "talent",
    body: availabilityBlockSchema,
    status: 201,
    errors: [409, 410],
    summary: "Block days (at most 60)",
    description: "Days she has work on (confirmed or optioned) answer 409 with `code: WORK_ON_BLOCKED_DAYS` and the work in `errors.work`, unless `confirm: true`; then her bookers are mailed.",
    tags: ["availability"],
  },
  ({ viewer, body }) => createOwnAvailability(viewer, body),
);
