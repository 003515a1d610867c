import { apiRoute, withMessage } from "@/lib/api/route";
import { talentPublicationResponse } from "@/lib/api/responses/talent-publication";
import { unpublishTalent } from "@/lib/services/talents";
import { idParamSchema } from "@/lib/validation/common";

/** Takes a talent's profile off the public site; their dashboard stays. */
export const POST = apiRoute(
  {
    response: talentPublicationResponse,
    auth: "staff",
    permission: "talents",
    params: idParamSchema,
    summary: "Unpublish a talent's profile",
    tags: ["admin"],
  },
  async ({ viewer, params }) => withMessage(await unpublishTalent(viewer, params.id), "The profile is no longer public."),
);
