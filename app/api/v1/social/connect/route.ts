import { connectSocialAccountResponse } from "@/lib/api/responses/social";
import { apiRoute } from "@/lib/api/route";
import { connectSocialAccount } from "@/lib/services/social";
import { requestOrigin } from "@/lib/social/origin";
import { socialConnectSchema } from "@/lib/validation/social";

export const POST = apiRoute(
  {
    auth: "talent",
    body: socialConnectSchema,
    response: connectSocialAccountResponse,
    errors: [410, 503],
    summary: "Finish connecting a social account (the provider's code and state)",
    description:
      "`state` is required on purpose: it is the one-use value that `GET /social/{platform}/url/{type}` put in the " +
      "provider's link, signed for this talent and platform. A code sent without it (as the old client's " +
      "`{code, platform}` was), replayed, or obtained for someone else is refused with a 422 before the provider is " +
      "called, so no one can link their own account to another talent's profile (OAuth login CSRF).",
    tags: ["social"],
  },
  ({ viewer, body, req }) => connectSocialAccount(viewer, { ...body, origin: requestOrigin(req) }),
);
