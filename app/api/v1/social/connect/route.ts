import { apiRoute } from "@/lib/api/route";
import { connectSocialAccount } from "@/lib/services/social";
import { requestOrigin } from "@/lib/social/origin";
import { socialConnectSchema } from "@/lib/validation/social";

export const POST = apiRoute(
  { auth: "talent", body: socialConnectSchema, summary: "Finish connecting a social account (the provider's code and state)", tags: ["social"] },
  ({ viewer, body, req }) => connectSocialAccount(viewer, { ...body, origin: requestOrigin(req) }),
);
