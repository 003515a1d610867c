import { apiRoute, withMessage } from "@/lib/api/route";
import { revokeOtherSessionsResponse } from "@/lib/api/responses/sessions";
import { countOf } from "@/lib/domain/plural";
import { revokeOtherSessions } from "@/lib/services/accounts";

export const POST = apiRoute(
  {
    response: revokeOtherSessionsResponse,
    auth: "user",
    summary: "Sign out everywhere else",
    description: "Ends every live session and API token of the caller except the one this request was made with.",
    tags: ["auth"],
  },
  async ({ viewer }) => {
    const result = await revokeOtherSessions(viewer);
    return withMessage(result, `Signed out of ${countOf(result.revoked, "other session")}.`);
  },
);
