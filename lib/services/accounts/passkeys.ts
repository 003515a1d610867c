import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, asc, count, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { passkeys, users, type Passkey, type User } from "@/db/schema";
import { requireUser } from "@/lib/auth/guards";
import { relyingParty } from "@/lib/auth/relying-party";
import { isStaff, type Viewer } from "@/lib/auth/viewer";
import { AGENCY_NAME } from "@/lib/domain/brand";
import { MAX_PASSKEYS, PASSKEY_CHALLENGE_TTL_SECONDS, passkeyMessages } from "@/lib/domain/passkeys";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { AppError, conflict, notFound, tooManyRequests, unauthorized } from "@/lib/errors";
import type { AddPasskeyInput, PasskeySignInInput, RenamePasskeyInput } from "@/lib/validation/passkeys";
import type { ReauthProof } from "@/lib/validation/reauth";
import { requirePanelAccess } from "./accounts";
import { logEvent } from "@/lib/services/audit";
import { consume, refund, type Limit } from "@/lib/services/platform";
import { lockOwnAccount } from "@/lib/services/platform";
import { confirmReauth } from "./reauth";
import { refuseLastFactor } from "./factor-checks";
import { challengeOf, storeChallenge, takeChallenge, userHandle, verifyPasskeyAssertion } from "./passkey-assertion";

/** Sign-in attempts with a passkey per address (failures only stay counted), as the password sign-in's. */
const PASSKEY_SIGN_IN_LIMIT = { max: 30, windowSeconds: 15 * 60 } as const satisfies Limit;
/** Sign-in challenges handed to one address: each is a row until it expires, so a flood is refused. */
export const PASSKEY_OPTIONS_LIMIT = { max: 60, windowSeconds: 15 * 60 } as const satisfies Limit;
/** Registration challenges per person. */
const PASSKEY_REGISTRATION_LIMIT = { max: 20, windowSeconds: 60 * 60 } as const satisfies Limit;

const notVerified = () => new AppError("VALIDATION", passkeyMessages.notVerified, { response: [passkeyMessages.notVerified] });
const signInFailed = () => unauthorized(passkeyMessages.signInFailed);

function tooMany(retryAfter: number): never {
  const minutes = Math.ceil(retryAfter / 60);
  throw tooManyRequests(`Too many passkey attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`, retryAfter);
}

const listColumns = {
  id: passkeys.id,
  name: passkeys.name,
  device_type: passkeys.deviceType,
  backed_up: passkeys.backedUp,
  created_at: passkeys.createdAt,
  last_used_at: passkeys.lastUsedAt,
};

/** The viewer's own passkeys, oldest first. */
export async function listPasskeys(viewer: Viewer | null) {
  const user = requireUser(viewer);
  const db = await getDb();
  return db.select(listColumns).from(passkeys).where(eq(passkeys.userId, user.id)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** Whether a person has a passkey (the two-factor screens join this with the authenticator app). */
export async function hasPasskey(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return !!row;
}

/** Options for `startRegistration()`: a fresh challenge bound to the viewer; the passkeys they have are excluded. */
export async function startPasskeyRegistration(viewer: Viewer | null): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = requireUser(viewer);
  const place = await consume(`passkey:register:user:${user.id}`, PASSKEY_REGISTRATION_LIMIT);
  if (!place.allowed) tooMany(place.retryAfter);
  const db = await getDb();
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const rp = relyingParty();
  const options = await generateRegistrationOptions({
    rpName: AGENCY_NAME,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandle(user.id),
    timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
    attestationType: "none",
    excludeCredentials: existing,
    // A passkey is discoverable (sign-in without an email) and verifies the person (it stands for two factors).
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
  });
  await storeChallenge(options.challenge, "registration", user.id);
  return options;
}

/**
 * Verifies a new passkey's attestation against the viewer's own live challenge and saves it with its name. The
 * count is taken under a lock on the person's row, so concurrent additions cannot pass the limit together. The
 * owner is mailed in the same transaction.
 */
export async function addPasskey(viewer: Viewer | null, input: AddPasskeyInput) {
  const user = requireUser(viewer);
  // A session alone never plants a way in (issue 35): the password (and a factor the account has) comes with it.
  await confirmReauth(user, input);
  const challenge = challengeOf(input.response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(challenge, "registration", user.id))) throw notVerified();
  const rp = relyingParty();
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) throw notVerified();
    info = result.registrationInfo;
  } catch {
    throw notVerified();
  }
  const db = await getDb();
  const { row, mailIds } = await db.transaction(async (tx) => {
    // The account's lock (the erasure's too): an account erased meanwhile gets no passkey (410).
    await lockOwnAccount(tx, user.id);
    const [{ n }] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, user.id));
    if (n >= MAX_PASSKEYS) throw conflict(passkeyMessages.tooMany);
    const [saved] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
        counter: info.credential.counter,
        transports: input.response.response.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name: input.name,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning(listColumns);
    if (!saved) throw conflict(passkeyMessages.duplicate);
    if (isStaff(user)) await logEvent(tx, user, "passkey.added", { subject: { type: "user", id: user.id }, payload: { user_id: user.id, passkey_id: saved.id }, changes: { passkey: [null, saved.name] } });
    return { row: saved, mailIds: await enqueueMail(tx, mails.passkeyAdded(user.email, saved.name)) };
  });
  await deliverNow(mailIds);
  return row;
}

async function ownPasskey(tx: Tx, user: Viewer, id: number): Promise<Passkey> {
  // Another person's passkey is answered like one that does not exist.
  const [row] = await tx.select().from(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id))).for("update");
  if (!row) throw notFound("Passkey not found.");
  return row;
}

export async function renamePasskey(viewer: Viewer | null, id: number, input: RenamePasskeyInput) {
  const user = requireUser(viewer);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await ownPasskey(tx, user, id);
    const [row] = await tx.update(passkeys).set({ name: input.name }).where(eq(passkeys.id, id)).returning(listColumns);
    return row;
  });
}

/**
 * Removes one of the viewer's passkeys, with the current password (and a factor) asked again. Under the "require
 * two-factor" setting a staff member's last factor stays (409). The owner is mailed in the same transaction.
 */
export async function removePasskey(viewer: Viewer | null, id: number, proof: ReauthProof): Promise<void> {
  const user = requireUser(viewer);
  const db = await getDb();
  await db.transaction(async (tx) => ownPasskey(tx, user, id));
  await refuseLastFactor(user);
  await confirmReauth(user, proof);
  const mailIds = await db.transaction(async (tx) => {
    await refuseLastFactor(user, tx);
    const row = await ownPasskey(tx, user, id);
    await tx.delete(passkeys).where(eq(passkeys.id, id));
    if (isStaff(user)) await logEvent(tx, user, "passkey.removed", { subject: { type: "user", id: user.id }, payload: { user_id: user.id, passkey_id: id }, changes: { passkey: [row.name, null] } });
    return enqueueMail(tx, mails.passkeyRemoved(user.email, row.name));
  });
  await deliverNow(mailIds);
}

/** Options for `startAuthentication()`: an anonymous challenge (the authenticator offers its passkeys for this site). */
export async function startPasskeySignIn(ip: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const place = await consume(`passkey:options:ip:${ip}`, PASSKEY_OPTIONS_LIMIT);
  if (!place.allowed) tooMany(place.retryAfter);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    userVerification: "required",
    timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
  });
  await storeChallenge(options.challenge, "authentication", null);
  return options;
}

/**
 * Signs a person in with a passkey (verifyPasskeyAssertion). A verified passkey stands for password and code. Every
 * attempt takes a place under the address's limit first; a success gives it back.
 */
export async function signInWithPasskey(input: PasskeySignInInput, ip: string): Promise<User> {
  const address = await consume(`passkey:ip:${ip}`, PASSKEY_SIGN_IN_LIMIT);
  if (!address.allowed) tooMany(address.retryAfter);
  const user = await verifyPasskeyAssertion(input.response);
  if (!user) throw signInFailed();
  if (input.panel === "admin") requirePanelAccess(user);
  await refund(address.slot);
  const db = await getDb();
  await db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, user.id));
  return user;
}
