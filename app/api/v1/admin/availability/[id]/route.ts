import { apiRoute } from "@/lib/api/route";
import { availabilityBlockResponse, availabilityDeletedResponse } from "@/lib/api/responses/availability";
import { deleteAvailabilityByStaff, updateAvailabilityByStaff } from "@/lib/services/jobs";
import { availabilityBlockSchema } from "@/lib/validation/availability";
import { idParamSchema } from "@/lib/validation/common";

export const PUT = apiRoute(
  {
    response: availabilityBlockResponse,
    auth: "staff",
    permission: "talents",
    params: idParamSchema,
    body: availabilityBlockSchema,
    summary: "Change a talent's blocked days (admin)",
    tags: ["admin"],
  },
  ({ viewer, params, body }) => updateAvailabilityByStaff(viewer, params.id, body),
);

export const DELETE = apiRoute(
  { response: availabilityDeletedResponse, auth: "staff", permission: "talents", params: idParamSchema, summary: "Remove a talent's blocked days (admin)", tags: ["admin"] },
  ({ viewer, params }) => deleteAvailabilityByStaff(viewer, params.id),
);
