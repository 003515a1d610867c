import { REAUTH_NOTE, changePasswordAnswer } from "@/lib/api/responses/auth";
import { apiRoute, withMessage } from "@/lib/api/route";
import { changeOwnPassword } from "@/lib/services/accounts";
import { changePasswordSchema } from "@/lib/validation/reauth";

export const POST = apiRoute(
  {
    auth: "user",
    body: changePasswordSchema,
    response: changePasswordAnswer,
    rateLimited: true,
    summary: "Change the viewer's own password",
    description: REAUTH_NOTE + " The account's other sessions end (this one stays) and the owner is mailed.",
    tags: ["auth"],
  },
  async ({ viewer, body }) => withMessage(await changeOwnPassword(viewer, body), "Your password was changed."),
);
