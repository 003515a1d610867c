import { z } from "zod";
import { PASSKEY_NAME_MAX, PASSKEY_PANELS, passkeyMessages } from "@/lib/domain/passkeys";
import { oneLine } from "./common";
import { reauthFields } from "./reauth";
import { authenticationResponseSchema, registrationResponseSchema } from "./webauthn";

const passkeyNameSchema = oneLine(
  z
    .string({ error: passkeyMessages.nameRequired })
    .trim()
    .min(1, passkeyMessages.nameRequired)
    .max(PASSKEY_NAME_MAX, passkeyMessages.nameTooLong),
);

/** `POST /auth/passkeys/registration`: with the current password (and a factor): lib/validation/reauth.ts. */
export const addPasskeySchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema, ...reauthFields });
export type AddPasskeyInput = z.infer<typeof addPasskeySchema>;

export const renamePasskeySchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyInput = z.infer<typeof renamePasskeySchema>;

export const passkeySignInSchema = z.object({ panel: z.enum(PASSKEY_PANELS).default("talent"), response: authenticationResponseSchema });
export type PasskeySignInInput = z.infer<typeof passkeySignInSchema>;
