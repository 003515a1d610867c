import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/env";

const VERSION = "v1";

export interface SealedBox {
  /** AES-256-GCM with a random IV, as `v1.iv.tag.ciphertext` (base64url). */
  seal(plain: string): string;
  /** What `seal` wrote; null when it was tampered with, or written under another secret or for another purpose. */
  open(stored: string | null | undefined): string | null;
}

/**
 * Encryption at rest for one purpose ("social-tokens", "package-links"): each purpose has its own 256-bit key,
 * derived from AUTH_SECRET with HKDF, so the secret itself never encrypts anything and a value sealed for one
 * purpose cannot be opened as another's.
 */
export function sealedBox(purpose: string): SealedBox {
  let cached: { secret: string; key: Buffer } | undefined;
  const key = (): Buffer => {
    const secret = authSecret();
    if (cached?.secret !== secret) {
      cached = { secret, key: Buffer.from(hkdfSync("sha256", secret, "maison-talent", `${purpose}:v1`, 32)) };
    }
    return cached.key;
  };
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key(), iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
    },
    open(stored) {
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
    },
  };
}
