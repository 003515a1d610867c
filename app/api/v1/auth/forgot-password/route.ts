import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { requestPasswordReset } from "@/lib/services/accounts";
import { forgotPasswordSchema } from "@/lib/validation/password-reset";
import { noData } from "@/lib/api/responses/auth";

/** The same answer whether or not the email has an account; limited to one code a minute and five an hour. */
export const POST = apiRoute(
  { response: noData, rateLimited: true, body: forgotPasswordSchema, summary: "Email a 6-digit password reset code", tags: ["auth"] },
  async ({ body }) => {
    const { message } = await requestPasswordReset(body.email);
    return ok(null, { message });
  },
);
