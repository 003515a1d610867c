import { REAUTH_NOTE, changeEmailAnswer } from "@/lib/api/responses/auth";
import { apiRoute, withMessage } from "@/lib/api/route";
import { changeOwnEmail } from "@/lib/services/accounts";
import { changeEmailSchema } from "@/lib/validation/reauth";

export const POST = apiRoute(
  {
    auth: "user",
    body: changeEmailSchema,
    response: changeEmailAnswer,
    rateLimited: true,
    summary: "Change the viewer's own sign-in email",
    description: REAUTH_NOTE + " An email another account uses is a 409. The old and the new address are both mailed.",
    tags: ["auth"],
  },
  async ({ viewer, body }) => withMessage(await changeOwnEmail(viewer, body), "Your sign-in email was changed."),
);
