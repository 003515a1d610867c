import { apiRoute } from "@/lib/api/route";
import { talentPublicationResponse } from "@/lib/api/responses/talent-publication";
import { getTalentPublication } from "@/lib/services/talents";
import { idParamSchema } from "@/lib/validation/common";

/** The talent's publication checklist, published state, New Faces place and guardian. */
export const GET = apiRoute(
  {
    response: talentPublicationResponse,
    auth: "staff",
    permission: "talents",
    params: idParamSchema,
    summary: "Read a talent's publication checklist",
    tags: ["admin"],
  },
  async ({ viewer, params }) => getTalentPublication(viewer, params.id),
);
