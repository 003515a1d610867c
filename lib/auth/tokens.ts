import { createHash, randomBytes } from "node:crypto";

/** A new opaque bearer token: 32 random bytes, url-safe. Only its SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
