import { apiRoute } from "@/lib/api/route";
import { availabilityBlockResponse, availabilityDeletedResponse } from "@/lib/api/responses/availability";
import { deleteOwnAvailability, updateOwnAvailability } from "@/lib/services/availability";
import { availabilityBlockSchema } from "@/lib/validation/availability";
import { idParamSchema } from "@/lib/validation/common";

export const PUT = apiRoute(
  { response: availabilityBlockResponse, auth: "talent", errors: [410], params: idParamSchema, body: availabilityBlockSchema, summary: "Change one of the signed-in talent's blocks", tags: ["availability"] },
  ({ viewer, params, body }) => updateOwnAvailability(viewer, params.id, body),
);

export const DELETE = apiRoute(
  { response: availabilityDeletedResponse, auth: "talent", params: idParamSchema, summary: "Remove one of the signed-in talent's blocks", tags: ["availability"] },
  ({ viewer, params }) => deleteOwnAvailability(viewer, params.id),
);
