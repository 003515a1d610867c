import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { verifyResetCode } from "@/lib/services/accounts";
import { verifyResetCodeSchema } from "@/lib/validation/password-reset";
import { noData } from "@/lib/api/responses/auth";

/** Checks a reset code (sent as `token`); a wrong code counts as one of the code's five tries. */
export const POST = apiRoute(
  { response: noData, rateLimited: true, body: verifyResetCodeSchema, summary: "Check a password reset code", tags: ["auth"] },
  async ({ body, ip }) => {
    const { message } = await verifyResetCode(body, { ip });
    return ok(null, { message });
  },
);
