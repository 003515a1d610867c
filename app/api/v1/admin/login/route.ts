import { apiRoute } from "@/lib/api/route";
import { adminSignedIn, signIn } from "@/lib/api/login";
import { requirePanelAccess } from "@/lib/services/accounts";
import { loginSchema } from "@/lib/validation/auth";
import { adminLoginOrChallengeAnswer } from "@/lib/api/responses/auth";

export const POST = apiRoute(
  {
    response: adminLoginOrChallengeAnswer,
    rawResponse: true,
    errors: [401, 403],
    rateLimited: true,
    body: loginSchema,
    summary: "Sign in (admin panel)",
    description:
      "A staff member with two-factor sign-in gets no token and no cookie here: `data` is `{ two_factor_required: true, challenge }`, to send with a code to `POST /admin/login/two-factor`.",
    tags: ["admin"],
  },
  ({ req, body, ip }) => signIn(req, body, ip, requirePanelAccess, adminSignedIn),
);
