import { apiRoute } from "@/lib/api/route";
import { getSocialAuthorizationUrl } from "@/lib/services/talents";
import { requestOrigin } from "@/lib/social/origin";
import { socialUrlParamsSchema } from "@/lib/validation/social";
import { getSocialAuthorizationUrlResponse } from "@/lib/api/responses/social";

export const GET = apiRoute(
  { response: getSocialAuthorizationUrlResponse, errors: [503], auth: "talent", params: socialUrlParamsSchema, summary: "The provider's authorization URL to connect an account", tags: ["social"] },
  ({ viewer, params, req }) => getSocialAuthorizationUrl(viewer, { platform: params.platform, origin: requestOrigin(req) }),
);
