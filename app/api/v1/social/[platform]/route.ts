import { apiRoute } from "@/lib/api/route";
import { disconnectSocialAccount } from "@/lib/services/talents";
import { socialPlatformParamsSchema } from "@/lib/validation/social";
import { disconnectSocialAccountResponse } from "@/lib/api/responses/social";

export const DELETE = apiRoute(
  { response: disconnectSocialAccountResponse, auth: "talent", params: socialPlatformParamsSchema, summary: "Disconnect a social account", tags: ["social"] },
  ({ viewer, params }) => disconnectSocialAccount(viewer, params.platform),
);
