import { apiRoute } from "@/lib/api/route";
import { listSessionsResponse } from "@/lib/api/responses/sessions";
import { listOwnSessions } from "@/lib/services/accounts";

export const GET = apiRoute(
  {
    response: listSessionsResponse,
    auth: "user",
    summary: "List your own sessions",
    description: "The caller's live sign-ins and API tokens, the one in use first (`current`), then by last activity.",
    tags: ["auth"],
  },
  ({ viewer }) => listOwnSessions(viewer),
);
