import { apiRoute } from "@/lib/api/route";
import { getCompCardChoiceByAdmin, setCompCardChoiceByAdmin } from "@/lib/services/talents";
import { idParamSchema } from "@/lib/validation/common";
import { compCardChoiceSchema } from "@/lib/validation/comp-card";
import { getCompCardChoiceByAdminResponse, setCompCardChoiceByAdminResponse } from "@/lib/api/responses/media";

export const GET = apiRoute(
  { response: getCompCardChoiceByAdminResponse, auth: "staff", permission: "talents", params: idParamSchema, summary: "A talent's comp card photos and the photos to choose from", tags: ["admin"] },
  ({ viewer, params }) => getCompCardChoiceByAdmin(viewer, params.id),
);

export const PUT = apiRoute(
  {
    response: setCompCardChoiceByAdminResponse,
    auth: "staff",
    permission: "talents",
    params: idParamSchema,
    body: compCardChoiceSchema,
    summary: "Choose a talent's comp card photos in order (first the front, then up to four for the back); [] for the default",
    tags: ["admin"],
  },
  ({ viewer, params, body }) => setCompCardChoiceByAdmin(viewer, params.id, body),
);
