import "server-only";
import { newOpaqueToken, sha256 } from "@/lib/auth/tokens";
import { sealedBox } from "@/lib/crypto/sealed-box";

const box = sealedBox("package-links");
// Links issued before package links had their own key were sealed under the social tokens' key; they still open, and
// a link that opens under neither (the secret changed) is issued anew by "Send".
const earlierBox = sealedBox("social-tokens");

/**
 * A package link's token: 32 random bytes (base64url, 43 characters, 256 bits), stored as its SHA-256 for the
 * lookup and encrypted under the package links' own key (AES-256-GCM) so that the admin's "Copy link" can show it
 * again.
 */
export function newPackageToken(): { token: string; tokenHash: string; tokenEnc: string } {
  const token = newOpaqueToken();
  return { token, tokenHash: sha256(token), tokenEnc: box.seal(token) };
}

/** The token of a stored link; null when it cannot be decrypted any more. */
export function openPackageToken(stored: string | null | undefined): string | null {
  return box.open(stored) ?? earlierBox.open(stored);
}
