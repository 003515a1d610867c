import { apiRoute } from "@/lib/api/route";
import { availabilityBlockResponse, availabilityListResponse } from "@/lib/api/responses/availability";
import { createAvailabilityByStaff, listAvailabilityByStaff } from "@/lib/services/jobs";
import { availabilityBlockSchema, availabilityListQuerySchema } from "@/lib/validation/availability";
import { idParamSchema } from "@/lib/validation/common";

/** `{id}` is the talent's account, as in every `/admin/talents/{id}` route. */
export const GET = apiRoute(
  {
    response: availabilityListResponse,
    auth: "staff",
    permission: "talents",
    params: idParamSchema,
    query: availabilityListQuerySchema,
    summary: "A talent's blocked days (admin)",
    tags: ["admin"],
  },
  ({ viewer, params, query }) => listAvailabilityByStaff(viewer, params.id, query),
);

export const POST = apiRoute(
  {
    response: availabilityBlockResponse,
    auth: "staff",
    permission: "talents",
    params: idParamSchema,
    body: availabilityBlockSchema,
    status: 201,
    summary: "Block days for a talent (admin)",
    tags: ["admin"],
  },
  ({ viewer, params, body }) => createAvailabilityByStaff(viewer, params.id, body),
);
