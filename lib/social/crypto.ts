import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/env";

const VERSION = "v1";
let cachedKey: { secret: string; key: Buffer } | undefined;

/** A 256-bit key derived from AUTH_SECRET for this one purpose, so the secret itself never encrypts anything. */
function key(): Buffer {
  const secret = authSecret();
  if (cachedKey?.secret !== secret) {
    cachedKey = { secret, key: Buffer.from(hkdfSync("sha256", secret, "maison-talent", "social-tokens:v1", 32)) };
  }
  return cachedKey.key;
}

/** Encrypts a provider token for storage: AES-256-GCM with a random IV, as `v1.iv.tag.ciphertext` (base64url). */
export function encryptToken(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

/** Decrypts what `encryptToken` wrote; null when it was tampered with or written under another secret. */
export function decryptToken(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const [version, iv, tag, body] = stored.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
