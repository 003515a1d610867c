import { reauthNeedsAnswer } from "@/lib/api/responses/auth";
import { apiRoute } from "@/lib/api/route";
import { requireUser } from "@/lib/auth/guards";
import { getReauthNeeds } from "@/lib/services/accounts";

export const GET = apiRoute(
  {
    auth: "user",
    response: reauthNeedsAnswer,
    summary: "What a change to the viewer's sign-in asks for besides the password",
    description:
      "Adding or removing a factor, two-factor on or off, new recovery codes, a new email or password ask for `current_password` in the request, and for staff with a second factor a current code or a passkey as well.",
    tags: ["auth"],
  },
  ({ viewer }) => getReauthNeeds(requireUser(viewer)),
);
