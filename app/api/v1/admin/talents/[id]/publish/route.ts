import { apiRoute, withMessage } from "@/lib/api/route";
import { talentPublicationResponse } from "@/lib/api/responses/talent-publication";
import { publishTalent } from "@/lib/services/talents";
import { idParamSchema } from "@/lib/validation/common";

/** Puts an approved talent's profile on the public site once the checklist is complete. */
export const POST = apiRoute(
  {
    response: talentPublicationResponse,
    errors: [409],
    auth: "staff",
    permission: "talents",
    params: idParamSchema,
    summary: "Publish a talent's profile",
    description:
      "Approval does not publish. 409 when the talent is not approved or the checklist (profile photo, portfolio photos, height, bio, and for a minor the guardian's confirmed consent) is incomplete: `message` and `errors` name each missing item.",
    tags: ["admin"],
  },
  async ({ viewer, params }) => withMessage(await publishTalent(viewer, params.id), "The profile is published."),
);
