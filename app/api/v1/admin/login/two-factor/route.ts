import { adminSignedIn, startSession } from "@/lib/api/login";
import { adminLoginAnswer } from "@/lib/api/responses/auth";
import { apiRoute } from "@/lib/api/route";
import { completeTwoFactorChallenge } from "@/lib/services/accounts";
import { twoFactorLoginSchema } from "@/lib/validation/two-factor";

/** The sign-in's second step: the challenge of `POST /admin/login` with a code, or a recovery code. */
export const POST = apiRoute(
  {
    response: adminLoginAnswer,
    rawResponse: true,
    errors: [401],
    rateLimited: true,
    body: twoFactorLoginSchema,
    summary: "Sign in: the second step (authenticator code or recovery code)",
    description:
      "Answers as `POST /admin/login` does, with the session cookie. A wrong code is a 422 at its field; the challenge allows five tries in five minutes, then (or when unknown or used) a 401: sign in again with the password.",
    tags: ["admin"],
  },
  async ({ req, body, ip }) => startSession(req, ip, await completeTwoFactorChallenge(body), adminSignedIn),
);
