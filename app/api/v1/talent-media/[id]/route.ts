import { apiRoute } from "@/lib/api/route";
import { deleteOwnMedia } from "@/lib/services/talents";
import { idParamSchema } from "@/lib/validation/common";
import { deleteOwnMediaResponse } from "@/lib/api/responses/media";

export const DELETE = apiRoute(
  { response: deleteOwnMediaResponse, auth: "talent", params: idParamSchema, summary: "Delete one of the signed-in talent's photos", tags: ["media"] },
  ({ viewer, params }) => deleteOwnMedia(viewer, params.id),
);
