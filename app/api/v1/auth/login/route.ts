import { apiRoute } from "@/lib/api/route";
import { publicUser, signIn } from "@/lib/api/login";
import { loginSchema } from "@/lib/validation/auth";
import { talentLoginAnswer } from "@/lib/api/responses/auth";

/** The spec's client reads `success`, `token` and `error`; the envelope's `data` carries the same. */
export const POST = apiRoute(
  { response: talentLoginAnswer, rawResponse: true, errors: [401, 403], rateLimited: true, body: loginSchema, summary: "Sign in (talent site)", tags: ["auth"] },
  ({ req, body, ip }) =>
    signIn(req, body, ip, () => {}, (user, token) => ({
      success: true,
      token,
      message: "Login Successful",
      data: { token, user: publicUser(user) },
    })),
);
