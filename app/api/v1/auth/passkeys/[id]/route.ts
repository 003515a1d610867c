import { apiRoute, withMessage } from "@/lib/api/route";
import { REAUTH_NOTE, noData } from "@/lib/api/responses/auth";
import { renamePasskeyResponse } from "@/lib/api/responses/passkeys";
import { passkeyMessages } from "@/lib/domain/passkeys";
import { removePasskey, renamePasskey } from "@/lib/services/accounts";
import { idParamSchema } from "@/lib/validation/common";
import { renamePasskeySchema } from "@/lib/validation/passkeys";
import { reauthSchema } from "@/lib/validation/reauth";

/** Another person's passkey answers 404, as one that does not exist. */
export const PUT = apiRoute(
  { response: renamePasskeyResponse, auth: "user", params: idParamSchema, body: renamePasskeySchema, summary: "Rename one of the viewer's passkeys", tags: ["auth", "passkeys"] },
  async ({ viewer, params, body }) => withMessage(await renamePasskey(viewer, params.id, body), passkeyMessages.renamed),
);

/** The owner is mailed that the passkey was removed. */
export const DELETE = apiRoute(
  {
    response: noData,
    auth: "user",
    params: idParamSchema,
    body: reauthSchema,
    rateLimited: true,
    summary: "Remove one of the viewer's passkeys",
    description:
      REAUTH_NOTE + " While two-factor is required for staff, removing a staff member's last factor is a 409 with `code: LAST_FACTOR_REQUIRED`.",
    tags: ["auth", "passkeys"],
  },
  async ({ viewer, params, body }) => {
    await removePasskey(viewer, params.id, body);
    return withMessage(null, passkeyMessages.removed);
  },
);
