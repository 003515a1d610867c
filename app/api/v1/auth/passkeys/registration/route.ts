import { apiRoute, withMessage } from "@/lib/api/route";
import { passkeyResponse } from "@/lib/api/responses/passkeys";
import { passkeyMessages } from "@/lib/domain/passkeys";
import { addPasskey } from "@/lib/services/passkeys";
import { addPasskeySchema } from "@/lib/validation/passkeys";

export const POST = apiRoute(
  {
    response: passkeyResponse,
    status: 201,
    errors: [409, 410],
    auth: "user",
    body: addPasskeySchema,
    summary: "Register a passkey",
    description:
      "`response` is what `startRegistration()` answered for the viewer's own live challenge. An answer that does not verify (another challenge, a used or expired one, another origin) is a 422; a full list or a passkey already registered a 409. The owner is mailed.",
    tags: ["auth", "passkeys"],
  },
  async ({ viewer, body }) => withMessage(await addPasskey(viewer, body), passkeyMessages.added),
);
