import { apiRoute } from "@/lib/api/route";
import { talentPublicationResponse } from "@/lib/api/responses/talent-publication";
import { setNewFace } from "@/lib/services/talents";
import { idParamSchema } from "@/lib/validation/common";
import { newFaceSchema } from "@/lib/validation/talent-publication";

/** Places the talent on the home page's New Faces board, or takes them off it (`position: null`). */
export const PUT = apiRoute(
  {
    response: talentPublicationResponse,
    errors: [409],
    auth: "staff",
    permission: "talents",
    params: idParamSchema,
    body: newFaceSchema,
    summary: "Choose a talent for New Faces",
    tags: ["admin"],
  },
  async ({ viewer, params, body }) => setNewFace(viewer, params.id, body.position),
);
