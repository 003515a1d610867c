import { apiRoute } from "@/lib/api/route";
import { listPasskeysResponse } from "@/lib/api/responses/passkeys";
import { listPasskeys } from "@/lib/services/accounts";

export const GET = apiRoute(
  { response: listPasskeysResponse, auth: "user", summary: "The viewer's own passkeys", tags: ["auth", "passkeys"] },
  ({ viewer }) => listPasskeys(viewer),
);
