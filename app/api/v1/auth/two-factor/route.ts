import { twoFactorStatusAnswer } from "@/lib/api/responses/auth";
import { apiRoute } from "@/lib/api/route";
import { getTwoFactorStatus } from "@/lib/services/accounts";

export const GET = apiRoute(
  {
    auth: "user",
    response: twoFactorStatusAnswer,
    summary: "Two-factor sign-in: the signed-in staff member's state",
    description: "Staff only (a talent gets 403). Open while the \"require two-factor\" setting waits for this user's set-up.",
    tags: ["auth"],
  },
  ({ viewer }) => getTwoFactorStatus(viewer),
);
