import { apiRoute } from "@/lib/api/route";
import { publicUser, signIn } from "@/lib/api/login";
import { loginSchema } from "@/lib/validation/auth";
import { talentLoginOrChallengeAnswer } from "@/lib/api/responses/auth";

/** The spec's client reads `success`, `token` and `error`; the envelope's `data` carries the same. */
export const POST = apiRoute(
  {
    response: talentLoginOrChallengeAnswer,
    rawResponse: true,
    errors: [401, 403],
    rateLimited: true,
    body: loginSchema,
    summary: "Sign in (talent site)",
    description:
      "A staff member with two-factor sign-in gets no token and no cookie here: `data` is `{ two_factor_required: true, challenge }`, to send with a code to `POST /admin/login/two-factor`.",
    tags: ["auth"],
  },
  ({ req, body, ip }) =>
    signIn(req, body, ip, () => {}, (user, token) => ({
      success: true,
      token,
      message: "Login Successful",
      data: { token, user: publicUser(user) },
    })),
);
