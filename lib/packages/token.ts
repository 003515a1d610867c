import { newOpaqueToken, sha256 } from "@/lib/auth/tokens";
import { encryptToken } from "@/lib/social/crypto";

/**
 * A package link's token: 32 random bytes (base64url, 43 characters, 256 bits), stored as its SHA-256 for the
 * lookup and encrypted under the app secret (AES-256-GCM) so that the admin's "Copy link" can show it again.
 */
export function newPackageToken(): { token: string; tokenHash: string; tokenEnc: string } {
  const token = newOpaqueToken();
  return { token, tokenHash: sha256(token), tokenEnc: encryptToken(token) };
}
