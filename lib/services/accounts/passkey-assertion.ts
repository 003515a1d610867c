import "server-only";
import { createHmac } from "node:crypto";
import { verifyAuthenticationResponse } from "@simplewebauthn/server";
import { decodeClientDataJSON, isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { passkeys, users, webauthnChallenges, type User } from "@/db/schema";
import { relyingParty } from "@/lib/auth/relying-party";
import { PASSKEY_CHALLENGE_TTL_SECONDS } from "@/lib/domain/passkeys";
import { authSecret } from "@/lib/env";
import type { PasskeySignInInput } from "@/lib/validation/passkeys";

/*
 * A passkey's answer checked: the WebAuthn challenges (stored, taken once), the user handle, and the assertion itself.
 * The floor under the passkey screens, the passkey sign-in and asking again (reauth.ts), which read it and not each
 * other. The codes of the other second factors are checked beside it, in factor-checks.ts.
 */

type Purpose = "registration" | "authentication";


/**
 * The WebAuthn user handle of a person: stable (so a device keeps one passkey per account) and opaque (an HMAC of
 * the id with the app secret, so it tells nobody the account's row id or email).
 */
export function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac("sha256", authSecret()).update(`webauthn-user:${userId}`).digest().subarray(0, 16));
}


export async function storeChallenge(challenge: string, purpose: Purpose, userId: number | null): Promise<void> {
  const db = await getDb();
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_SECONDS * 1000),
  });
}

/** The challenge an answer signed, read from its clientDataJSON; garbage is the caller's fault, never a 500. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === "string" && challenge.length > 0 && challenge.length <= 512 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Takes a live challenge for good: one statement deletes and returns it, so of two answers to one challenge only one
 * gets it. A registration challenge is only taken by the person it was issued to (another's stays theirs).
 */
export async function takeChallenge(challenge: string, purpose: Purpose, userId: number | null): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, new Date()),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return rows.length === 1;
}


/**
 * Checks a passkey's answer to a live sign-in challenge (taken once): it must name a registered passkey (of
 * `ownerId`, when given) whose user handle matches, verify against its public key with the person verified, and carry
 * a signature counter past the stored one (a cloned authenticator's replay is refused). The counter moves in one
 * conditional update, so two answers racing with one count cannot both pass. Answers the passkey's owner, or null.
 */
export async function verifyPasskeyAssertion(response: PasskeySignInInput["response"], ownerId?: number): Promise<User | null> {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(challenge, "authentication", null))) return null;

  const db = await getDb();
  const [found] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, response.id));
  if (!found || (ownerId !== undefined && found.user.id !== ownerId)) return null;
  const { passkey, user } = found;
  if (response.response.userHandle && response.response.userHandle !== isoBase64URL.fromBuffer(userHandle(user.id))) return null;

  const rp = relyingParty();
  let newCounter: number;
  let backedUp: boolean;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
      },
      requireUserVerification: true,
    });
    if (!result.verified) return null;
    newCounter = result.authenticationInfo.newCounter;
    backedUp = result.authenticationInfo.credentialBackedUp;
  } catch {
    return null;
  }
  if (user.status === "suspended") return null;
  const [moved] = await db
    .update(passkeys)
    .set({ counter: newCounter, backedUp, lastUsedAt: new Date() })
    .where(
      and(
        eq(passkeys.id, passkey.id),
        // An authenticator without a counter always says 0; one with a counter must move it forward.
        or(lt(passkeys.counter, newCounter), and(eq(passkeys.counter, 0), sql`${newCounter}::bigint = 0`)),
      ),
    )
    .returning({ id: passkeys.id });
  return moved ? user : null;
}
