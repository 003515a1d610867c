import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { resetPassword } from "@/lib/services/accounts";
import { resetPasswordSchema } from "@/lib/validation/password-reset";
import { noData } from "@/lib/api/responses/auth";

/** Sets a new password with a live code, then ends every session and token of the account. */
export const POST = apiRoute(
  { response: noData, rateLimited: true, body: resetPasswordSchema, summary: "Reset the password with the emailed code", tags: ["auth"] },
  async ({ body, ip }) => {
    const { message } = await resetPassword(body, { ip });
    return ok(null, { message });
  },
);
