import { apiRoute } from "@/lib/api/route";
import { publicUser, signIn } from "@/lib/api/login";
import { requirePanelAccess } from "@/lib/services/accounts";
import { loginSchema } from "@/lib/validation/auth";
import { adminLoginAnswer } from "@/lib/api/responses/auth";

export const POST = apiRoute(
  { response: adminLoginAnswer, rawResponse: true, errors: [401, 403], rateLimited: true, body: loginSchema, summary: "Sign in (admin panel)", tags: ["admin"] },
  ({ req, body, ip }) =>
    signIn(
      req,
      body,
      ip,
      requirePanelAccess,
      (user, token) => ({ success: true, message: "Login Successful", data: { token, user: publicUser(user) } }),
    ),
);
