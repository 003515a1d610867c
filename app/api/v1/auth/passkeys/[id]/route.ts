import { apiRoute, withMessage } from "@/lib/api/route";
import { noData } from "@/lib/api/responses/auth";
import { renamePasskeyResponse } from "@/lib/api/responses/passkeys";
import { passkeyMessages } from "@/lib/domain/passkeys";
import { removePasskey, renamePasskey } from "@/lib/services/passkeys";
import { idParamSchema } from "@/lib/validation/common";
import { renamePasskeySchema } from "@/lib/validation/passkeys";

/** Another person's passkey answers 404, as one that does not exist. */
export const PUT = apiRoute(
  { response: renamePasskeyResponse, auth: "user", params: idParamSchema, body: renamePasskeySchema, summary: "Rename one of the viewer's passkeys", tags: ["auth", "passkeys"] },
  async ({ viewer, params, body }) => withMessage(await renamePasskey(viewer, params.id, body), passkeyMessages.renamed),
);

/** The owner is mailed that the passkey was removed. */
export const DELETE = apiRoute(
  { response: noData, auth: "user", params: idParamSchema, summary: "Remove one of the viewer's passkeys", tags: ["auth", "passkeys"] },
  async ({ viewer, params }) => {
    await removePasskey(viewer, params.id);
    return withMessage(null, passkeyMessages.removed);
  },
);
