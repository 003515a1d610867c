import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { setTalentVisibility } from "@/lib/services/admin-talents";
import { talentVisibilitySchema } from "@/lib/validation/admin-talent";
import { idParamSchema } from "@/lib/validation/common";

/** Hides an approved talent from the public site ('hidden') or shows them again ('active'). */
export const PATCH = apiRoute(
  {
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
