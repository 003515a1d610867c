import { z } from "zod";
import { PASSKEY_NAME_MAX, PASSKEY_PANELS, passkeyMessages } from "@/lib/domain/passkeys";
import { oneLine } from "./common";

const passkeyNameSchema = oneLine(
  z
    .string({ error: passkeyMessages.nameRequired })
    .trim()
    .min(1, passkeyMessages.nameRequired)
    .max(PASSKEY_NAME_MAX, passkeyMessages.nameTooLong),
);

/** A base64url field of a WebAuthn answer, bounded so a huge one is refused before any decoding. */
const b64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*$/, "Not base64url");

const transports = z.array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"])).max(8);

/** The fields both WebAuthn answers share around their `response`. */
const credentialFields = {
  id: b64url(1024).min(1),
  rawId: b64url(1024).min(1),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** What `startRegistration()` of @simplewebauthn/browser answers (RegistrationResponseJSON). */
const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: b64url(8192).min(1),
    attestationObject: b64url(32768).min(1),
    authenticatorData: b64url(16384).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().min(-65536).max(65536).optional(),
    publicKey: b64url(16384).optional(),
  }),
});

/** What `startAuthentication()` answers (AuthenticationResponseJSON). */
const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: b64url(8192).min(1),
    authenticatorData: b64url(16384).min(1),
    signature: b64url(4096).min(1),
    userHandle: b64url(256).optional(),
  }),
});

export const addPasskeySchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema });
export type AddPasskeyInput = z.infer<typeof addPasskeySchema>;

export const renamePasskeySchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyInput = z.infer<typeof renamePasskeySchema>;

export const passkeySignInSchema = z.object({ panel: z.enum(PASSKEY_PANELS).default("talent"), response: authenticationResponseSchema });
export type PasskeySignInInput = z.infer<typeof passkeySignInSchema>;
