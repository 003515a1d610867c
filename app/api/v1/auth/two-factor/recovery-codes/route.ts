import { twoFactorEnableAnswer } from "@/lib/api/responses/auth";
import { apiRoute } from "@/lib/api/route";
import { regenerateRecoveryCodes } from "@/lib/services/accounts";
import { recoveryCodesSchema } from "@/lib/validation/two-factor";

export const POST = apiRoute(
  {
    auth: "user",
    body: recoveryCodesSchema,
    response: twoFactorEnableAnswer,
    errors: [409],
    rateLimited: true,
    summary: "Two-factor sign-in: new recovery codes",
    description:
      "Staff with two-factor sign-in on. The current password (`current_password`; without it or wrong: 403 `REAUTH_REQUIRED`) and a current code from the app make ten new single-use recovery codes, answered this once; the earlier ones stop working. The owner is mailed. 409 when two-factor sign-in is off.",
    tags: ["auth"],
  },
  ({ viewer, body }) => regenerateRecoveryCodes(viewer, body),
);
