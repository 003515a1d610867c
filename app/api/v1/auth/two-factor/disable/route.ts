import { noData } from "@/lib/api/responses/auth";
import { apiRoute, withMessage } from "@/lib/api/route";
import { disableTwoFactor } from "@/lib/services/accounts";
import { disableTwoFactorSchema } from "@/lib/validation/two-factor";

export const POST = apiRoute(
  {
    auth: "user",
    body: disableTwoFactorSchema,
    response: noData,
    errors: [409],
    rateLimited: true,
    summary: "Two-factor sign-in: turn off with the password and a code",
    description:
      "Staff only. `current_password` (without it or wrong: 403 `REAUTH_REQUIRED`) and `code`, a current authenticator code or one of the recovery codes. While two-factor is required for staff, turning off the account's last factor is a 409 with `code: LAST_FACTOR_REQUIRED`. The owner is mailed.",
    tags: ["auth"],
  },
  async ({ viewer, body }) => withMessage(await disableTwoFactor(viewer, body), "Two-factor sign-in is off."),
);
