import { z } from "zod";

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
export const registrationResponseSchema = z.object({
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

/** What `startAuthentication()` answers (AuthenticationResponseJSON): a sign-in, or a passkey confirming a change. */
export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: b64url(8192).min(1),
    authenticatorData: b64url(16384).min(1),
    signature: b64url(4096).min(1),
    userHandle: b64url(256).optional(),
  }),
});
