import { REAUTH_NOTE, twoFactorEnableAnswer } from "@/lib/api/responses/auth";
import { apiRoute } from "@/lib/api/route";
import { enableTwoFactor } from "@/lib/services/accounts";
import { enableTwoFactorSchema } from "@/lib/validation/two-factor";

export const POST = apiRoute(
  {
    auth: "user",
    body: enableTwoFactorSchema,
    response: twoFactorEnableAnswer,
    rateLimited: true,
    summary: "Two-factor sign-in: turn on with a first code",
    description:
      "Staff only. Answers ten single-use recovery codes, this once. " + REAUTH_NOTE + " The account's other sessions end unless `end_other_sessions` is false. The owner is mailed.",
    tags: ["auth"],
  },
  ({ viewer, body }) => enableTwoFactor(viewer, body),
);
