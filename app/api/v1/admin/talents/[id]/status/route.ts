import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { setTalentVisibility } from "@/lib/services/talents";
import { talentVisibilitySchema } from "@/lib/validation/admin-talent";
import { idParamSchema } from "@/lib/validation/common";
import { setTalentVisibilityResponse } from "@/lib/api/responses/admin-talents";

/** Hides an approved talent from the public site ('hidden') or shows them again ('active'). */
export const PATCH = apiRoute(
  {
    response: setTalentVisibilityResponse,
    errors: [409],
    auth: "staff",
    permission: "talents",
    params: idParamSchema,
    body: talentVisibilitySchema,
    summary: "Hide or show a talent",
    tags: ["admin"],
  },
  async ({ viewer, params, body }) => {
    const result = await setTalentVisibility(viewer, params.id, body.status);
    return ok(result, { message: result.message });
  },
);
