import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { revokeSessionResponse } from "@/lib/api/responses/sessions";
import { withoutSessionCookie } from "@/lib/auth/session-response";
import { SIGNED_OUT_MESSAGE } from "@/lib/domain/sign-out";
import { revokeOwnSession } from "@/lib/services/accounts";
import { idParamSchema } from "@/lib/validation/common";

/** Ending the session in use signs the caller out: the answer clears the cookie too. */
export const DELETE = apiRoute(
  {
    response: revokeSessionResponse,
    auth: "user",
    params: idParamSchema,
    summary: "Sign out one of your sessions",
    description: "Refused at once on every instance. Another person's session, an ended one and an unknown id are all 404.",
    tags: ["auth"],
  },
  async ({ viewer, params }) => {
    const ended = await revokeOwnSession(viewer, params.id);
    if (!ended.current) return ok(ended, { message: "Session signed out." });
    return withoutSessionCookie(ok(ended, { message: SIGNED_OUT_MESSAGE }));
  },
);
