import "server-only";
import { sealedBox } from "@/lib/crypto/sealed-box";

const box = sealedBox("social-tokens");

/** Encrypts a provider token for storage (`lib/crypto/sealed-box.ts`, under the social tokens' own key). */
export const encryptToken = (plain: string): string => box.seal(plain);

/** Decrypts what `encryptToken` wrote; null when it was tampered with or written under another secret. */
export const decryptToken = (stored: string | null | undefined): string | null => box.open(stored);
