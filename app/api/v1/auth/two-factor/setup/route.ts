import { twoFactorSetupAnswer } from "@/lib/api/responses/auth";
import { apiRoute } from "@/lib/api/route";
import { startTwoFactorSetup } from "@/lib/services/accounts";

export const POST = apiRoute(
  {
    auth: "user",
    response: twoFactorSetupAnswer,
    summary: "Two-factor sign-in: start setting up an authenticator app",
    description:
      "Staff only. A new secret, returned this once (stored encrypted, never shown again); it counts once a code confirms it (`/enable`). 409 while TOTP is on.",
    tags: ["auth"],
  },
  ({ viewer }) => startTwoFactorSetup(viewer),
);
