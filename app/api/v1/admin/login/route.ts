import { apiRoute } from "@/lib/api/route";
import { publicUser, signIn } from "@/lib/api/login";
import { forbidden } from "@/lib/errors";
import { loginSchema } from "@/lib/validation/auth";

export const POST = apiRoute(
  { body: loginSchema, summary: "Sign in (admin panel)", tags: ["admin"] },
  ({ req, body, ip }) =>
    signIn(
      req,
      body,
      ip,
      (user) => {
        if (user.role !== "admin" && user.role !== "subadmin") throw forbidden("This account has no admin access.");
      },
      (user, token) => ({ success: true, message: "Login Successful", data: { token, user: publicUser(user) } }),
    ),
);
