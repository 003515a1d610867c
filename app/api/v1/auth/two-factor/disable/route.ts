import { noData } from "@/lib/api/responses/auth";
import { apiRoute, withMessage } from "@/lib/api/route";
import { disableTwoFactor } from "@/lib/services/two-factor";
import { disableTwoFactorSchema } from "@/lib/validation/two-factor";

export const POST = apiRoute(
  {
    auth: "user",
    body: disableTwoFactorSchema,
    response: noData,
    rateLimited: true,
    summary: "Two-factor sign-in: turn off with the password and a code",
    description: "Staff only. `code` is a current authenticator code or one of the recovery codes. The owner is mailed.",
    tags: ["auth"],
  },
  async ({ viewer, body }) => withMessage(await disableTwoFactor(viewer, body), "Two-factor sign-in is off."),
);
