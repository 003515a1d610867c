import { apiRoute, withMessage } from "@/lib/api/route";
import { REAUTH_NOTE } from "@/lib/api/responses/auth";
import { passkeyResponse } from "@/lib/api/responses/passkeys";
import { passkeyMessages } from "@/lib/domain/passkeys";
import { addPasskey } from "@/lib/services/accounts";
import { addPasskeySchema } from "@/lib/validation/passkeys";

export const POST = apiRoute(
  {
    response: passkeyResponse,
    status: 201,
    errors: [409, 410],
    rateLimited: true,
    auth: "user",
    body: addPasskeySchema,
    summary: "Register a passkey",
    description:
      "`response` is what `startRegistration()` answered for the viewer's own live challenge. An answer that does not verify (another challenge, a used or expired one, another origin) is a 422; a full list or a passkey already registered a 409. " + REAUTH_NOTE + " The owner is mailed.",
    tags: ["auth", "passkeys"],
  },
  async ({ viewer, body }) => withMessage(await addPasskey(viewer, body), passkeyMessages.added),
);
