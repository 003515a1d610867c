import "server-only";
import { hash, verify } from "@node-rs/argon2";

// argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). @node-rs/argon2 hashes on libuv's thread pool,
// so a login never blocks the event loop.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the email is unknown so that timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password-" + Math.random());
  return dummyHash;
}
