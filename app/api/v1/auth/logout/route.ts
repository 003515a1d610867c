import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { withoutSessionCookie } from "@/lib/auth/session-response";
import { revokeSession } from "@/lib/services/accounts";
import { noData } from "@/lib/api/responses/auth";
import { SIGNED_OUT_MESSAGE } from "@/lib/domain/sign-out";

/** Ends the session on the server (its record is revoked) and clears the cookie. */
export const POST = apiRoute({ response: noData, auth: "optional", summary: "Sign out", tags: ["auth"] }, async ({ viewer }) => {
  if (viewer?.sessionId != null) await revokeSession(viewer.sessionId);
  return withoutSessionCookie(ok(null, { message: SIGNED_OUT_MESSAGE }));
});
