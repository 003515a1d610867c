import { z } from "zod";
import type { addPasskey, listPasskeys, renamePasskey } from "@/lib/services/accounts";
import { isoDate, type Wire } from "./envelope";

/*
 * The `data` of the passkey routes. The options answers are what @simplewebauthn/server builds for the browser's
 * `startRegistration()` / `startAuthentication()`: described by the fields a client needs, the rest passed through.
 */

const passkeySchema = z.object({
  id: z.number(),
  name: z.string(),
  device_type: z.string(),
  backed_up: z.boolean(),
  created_at: isoDate,
  last_used_at: isoDate.nullable(),
});

export const listPasskeysResponse = z.array(passkeySchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listPasskeys>>>>;
export const passkeyResponse = passkeySchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof addPasskey>>>>;
export const renamePasskeyResponse = passkeySchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof renamePasskey>>>>;

const descriptor = z.looseObject({ id: z.string(), type: z.literal("public-key"), transports: z.array(z.string()).optional() });

/** PublicKeyCredentialCreationOptionsJSON. */
export const registrationOptionsResponse = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ name: z.string(), id: z.string().optional() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal("public-key") })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z.looseObject({}).optional(),
  attestation: z.string().optional(),
});

/** PublicKeyCredentialRequestOptionsJSON. */
export const authenticationOptionsResponse = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: z.string().optional(),
});
