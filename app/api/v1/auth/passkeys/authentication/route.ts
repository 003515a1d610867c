import { publicUser, startSession } from "@/lib/api/login";
import { talentLoginAnswer } from "@/lib/api/responses/auth";
import { apiRoute } from "@/lib/api/route";
import { signInWithPasskey } from "@/lib/services/accounts";
import { passkeySignInSchema } from "@/lib/validation/passkeys";

/** Answers as the password sign-in does: the session cookie, and the bearer token in the body. */
export const POST = apiRoute(
  {
    response: talentLoginAnswer,
    rawResponse: true,
    errors: [401, 403],
    rateLimited: true,
    body: passkeySignInSchema,
    summary: "Sign in with a passkey",
    description:
      "`response` is what `startAuthentication()` answered. A passkey stands for the password and the second factor. `panel: \"admin\"` admits staff only (a talent's passkey is a 403), as the admin sign-in does; suspended accounts and answers that do not verify are a 401.",
    tags: ["auth", "passkeys"],
  },
  async ({ req, body, ip }) => {
    const user = await signInWithPasskey(body, ip);
    return startSession(req, ip, user, (signedIn, token) => ({
      success: true,
      token,
      message: "Login Successful",
      data: { token, user: publicUser(signedIn) },
    }));
  },
);
