import { apiRoute } from "@/lib/api/route";
import { disconnectSocialAccount } from "@/lib/services/social";
import { socialPlatformParamsSchema } from "@/lib/validation/social";

export const DELETE = apiRoute(
  { auth: "talent", params: socialPlatformParamsSchema, summary: "Disconnect a social account", tags: ["social"] },
  ({ viewer, params }) => disconnectSocialAccount(viewer, params.platform),
);
