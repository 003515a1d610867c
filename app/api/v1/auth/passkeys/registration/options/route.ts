import { apiRoute } from "@/lib/api/route";
import { registrationOptionsResponse } from "@/lib/api/responses/passkeys";
import { startPasskeyRegistration } from "@/lib/services/accounts";

export const POST = apiRoute(
  {
    response: registrationOptionsResponse,
    auth: "user",
    rateLimited: true,
    summary: "Options to register a passkey",
    description: "The answer is `optionsJSON` for `startRegistration()` of @simplewebauthn/browser. Its challenge is bound to the viewer and valid five minutes, once.",
    tags: ["auth", "passkeys"],
  },
  ({ viewer }) => startPasskeyRegistration(viewer),
);
