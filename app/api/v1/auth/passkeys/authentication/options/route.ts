import { apiRoute } from "@/lib/api/route";
import { authenticationOptionsResponse } from "@/lib/api/responses/passkeys";
import { startPasskeySignIn } from "@/lib/services/accounts";

export const POST = apiRoute(
  {
    response: authenticationOptionsResponse,
    rateLimited: true,
    summary: "Options to sign in with a passkey",
    description: "The answer is `optionsJSON` for `startAuthentication()`: no email needed (the passkey names its account). The challenge is valid five minutes, once.",
    tags: ["auth", "passkeys"],
  },
  ({ ip }) => startPasskeySignIn(ip),
);
