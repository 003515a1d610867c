import { apiRoute } from "@/lib/api/route";
import { availabilityBlockResponse, availabilityListResponse } from "@/lib/api/responses/availability";
import { createOwnAvailability, listOwnAvailability } from "@/lib/services/availability";
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
  { response: availabilityBlockResponse, auth: "talent", errors: [410], body: availabilityBlockSchema, status: 201, summary: "Block days (at most 60)", tags: ["availability"] },
  ({ viewer, body }) => createOwnAvailability(viewer, body),
);
