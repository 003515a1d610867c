import "server-only";
import { randomInt } from "node:crypto";
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { z } from "zod";
import { getDb, type DbOrTx } from "@/db/client";
import { recoveryCodes, settings, totpFactors, twoFactorChallenges, users, type TotpFactor, type User } from "@/db/schema";
import { requireOwnStaffAccount, requireRole } from "@/lib/auth/guards";
import { verifyPassword } from "@/lib/auth/password";
import { newOpaqueToken, sha256 } from "@/lib/auth/tokens";
import type { Viewer } from "@/lib/auth/viewer";
import { sealedBox } from "@/lib/crypto/sealed-box";
import { AGENCY_NAME } from "@/lib/domain/brand";
import {
  ACCOUNT_PATH,
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_SECONDS,
  RECOVERY_CODE_COUNT,
  normalizeRecoveryCode,
  twoFactorMessages as m,
} from "@/lib/domain/two-factor";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { type AppError, conflict, tooManyRequests, unauthorized, validationError } from "@/lib/errors";
import { absoluteUrl } from "@/lib/site/absolute-url";
import type { DisableTwoFactorInput, EnableTwoFactorInput, SecurityPolicy, TwoFactorLoginInput } from "@/lib/validation/two-factor";
import { logEvent } from "./activity";
import { consume, refund, type Limit, type Slot } from "./rate-limit";

/** TOTP secrets are sealed under their own key (HKDF of AUTH_SECRET for this purpose only). */
const box = sealedBox("totp-secrets");

/**
 * Codes checked for one account across every challenge and the account page, in 15 minutes. A challenge allows five
 * tries, but the holder of a password can start new challenges: this bounds the guesses they get at the code.
 */
export const SECOND_FACTOR_USER_LIMIT = { max: 10, windowSeconds: 15 * 60 } as const satisfies Limit;

/** A code may be one step old or one step early (clock drift between the phone and the server). */
const EPOCH_TOLERANCE_SECONDS = 30;

/** The staff sign-in policy lives in the settings table under its own key, outside the public settings keys. */
const SECURITY_KEY = "security";
const storedPolicy = z.object({ require_two_factor: z.boolean() });

const FACTOR_NAME = "An authenticator app";

// ---------------------------------------------------------------------------------------------------------------
// The questions other parts ask

/**
 * Whether the user has a working second factor. The one place that answers it: the sign-in asks it before making a
 * session, and the "require two-factor" setting asks it of every staff request. Counts a confirmed authenticator
 * app; passkeys join here.
 */
export async function hasSecondFactor(userId: number, tx?: DbOrTx): Promise<boolean> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ id: totpFactors.id })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
    .limit(1);
  return !!row;
}

/** The "Require two-factor sign-in for all staff" setting (off until an admin turns it on). */
async function isTwoFactorRequired(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECURITY_KEY));
  const parsed = storedPolicy.safeParse(row?.value);
  return parsed.success && parsed.data.require_two_factor;
}

/** A staff member the "require" setting holds at the account page until they set up a second factor. */
export async function twoFactorSetupPending(user: Pick<User, "id" | "role">): Promise<boolean> {
  if (user.role !== "admin" && user.role !== "subadmin") return false;
  return (await isTwoFactorRequired()) && !(await hasSecondFactor(user.id));
}

// ---------------------------------------------------------------------------------------------------------------
// Codes

const wrongCode = () => validationError(m.wrongCode, { code: [m.wrongCode] });
const wrongRecoveryCode = (field = "recovery_code") => validationError(m.wrongRecoveryCode, { [field]: [m.wrongRecoveryCode] });

/** One place under the account's limit, taken before any code is compared; a right code gives it back. */
async function takeTry(userId: number): Promise<Slot> {
  const place = await consume(`two-factor:user:${userId}`, SECOND_FACTOR_USER_LIMIT);
  if (!place.allowed) throw tooManyRequests(m.tooMany, place.retryAfter);
  return place.slot;
}

/**
 * Checks an authenticator code and uses it up: the time step it belongs to is recorded by an UPDATE that only
 * succeeds while the stored step is older, so a code (or an earlier one) works once, however many requests race.
 */
async function spendTotpCode(factor: Pick<TotpFactor, "id" | "secretEnc" | "lastUsedStep">, code: string, tx?: DbOrTx): Promise<boolean> {
  const secret = box.open(factor.secretEnc);
  if (!secret) return false;
  let step: number;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      afterTimeStep: factor.lastUsedStep ?? undefined,
    });
    if (!result.valid || !("timeStep" in result)) return false;
    step = result.timeStep;
  } catch {
    return false;
  }
  const db = tx ?? (await getDb());
  const [used] = await db
    .update(totpFactors)
    .set({ lastUsedStep: step, lastUsedAt: new Date() })
    .where(and(eq(totpFactors.id, factor.id), or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step))))
    .returning({ id: totpFactors.id });
  return !!used;
}

const recoveryHash = (userId: number, code: string) => sha256(`recovery:${userId}:${normalizeRecoveryCode(code)}`);

/** Uses up one recovery code: marked used by one UPDATE, so two requests with the same code cannot both pass. */
async function spendRecoveryCode(userId: number, code: string, tx?: DbOrTx): Promise<boolean> {
  const db = tx ?? (await getDb());
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryHash(userId, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return !!used;
}

const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** Ten codes of ten random base32 letters (50 bits each), shown as `abcde-fghij`. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)]).join("");
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

async function readFactor(userId: number): Promise<TotpFactor | null> {
  const db = await getDb();
  const [factor] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return factor ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// The account page

/** What the account page shows: whether TOTP is on, since when, and how many recovery codes are left. */
export async function getTwoFactorStatus(viewer: Viewer | null) {
  const user = requireOwnStaffAccount(viewer);
  const db = await getDb();
  const factor = await readFactor(user.id);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return {
    enabled: !!factor?.confirmedAt,
    enabled_at: factor?.confirmedAt ?? null,
    recovery_codes_left: factor?.confirmedAt ? Number(left?.n ?? 0) : 0,
    required: await isTwoFactorRequired(),
  };
}

/**
 * Starts (or restarts) setting up an authenticator app: a new secret, stored sealed and not yet counting, returned
 * this once with its otpauth:// address and that address as a QR code. Refused while TOTP is on.
 */
export async function startTwoFactorSetup(viewer: Viewer | null) {
  const user = requireOwnStaffAccount(viewer);
  const db = await getDb();
  const secret = generateSecret();
  const sealed = box.seal(secret);
  const [row] = await db
    .insert(totpFactors)
    .values({ userId: user.id, secretEnc: sealed })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretEnc: sealed, lastUsedStep: null, lastUsedAt: null, createdAt: new Date() },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ id: totpFactors.id });
  if (!row) throw conflict(m.alreadyOn);
  const otpauthUrl = generateURI({ issuer: AGENCY_NAME, label: user.email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauth_url: otpauthUrl, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * Turns TOTP on with a first code from the secret just shown, and answers ten new recovery codes, once (only their
 * hashes are kept). The owner is mailed in the same transaction.
 */
export async function enableTwoFactor(viewer: Viewer | null, input: EnableTwoFactorInput) {
  const user = requireOwnStaffAccount(viewer);
  const factor = await readFactor(user.id);
  if (!factor) throw validationError(m.notStarted, { code: [m.notStarted] });
  if (factor.confirmedAt) throw conflict(m.alreadyOn);
  const slot = await takeTry(user.id);
  if (!(await spendTotpCode(factor, input.code))) throw wrongCode();
  const codes = newRecoveryCodes();
  const db = await getDb();
  const mailIds = await db.transaction(async (tx) => {
    // Only the secret that code came from: a set-up restarted meanwhile (another tab) is not confirmed by it.
    const [confirmed] = await tx
      .update(totpFactors)
      .set({ confirmedAt: new Date() })
      .where(and(eq(totpFactors.id, factor.id), eq(totpFactors.secretEnc, factor.secretEnc), isNull(totpFactors.confirmedAt)))
      .returning({ id: totpFactors.id });
    if (!confirmed) return null;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId: user.id, codeHash: recoveryHash(user.id, code) })));
    await logEvent(tx, user, "two_factor.enabled", { subject: { type: "user", id: user.id }, payload: { user_id: user.id }, changes: { twoFactor: [false, true] } });
    return enqueueMail(tx, mails.factorAdded(user.email, FACTOR_NAME, absoluteUrl(ACCOUNT_PATH)));
  });
  if (!mailIds) throw conflict(m.alreadyOn);
  await refund(slot);
  await deliverNow(mailIds);
  return { recovery_codes: codes };
}

/**
 * Ten new recovery codes for a current code from the app, the old ones void: for when they ran low or were seen
 * (GitHub's "Regenerate"). Answered once; the owner is mailed in the same transaction.
 */
export async function regenerateRecoveryCodes(viewer: Viewer | null, input: EnableTwoFactorInput) {
  const user = requireOwnStaffAccount(viewer);
  const factor = await readFactor(user.id);
  if (!factor?.confirmedAt) throw conflict(m.notOn);
  const slot = await takeTry(user.id);
  if (!(await spendTotpCode(factor, input.code))) throw wrongCode();
  const codes = newRecoveryCodes();
  const db = await getDb();
  const mailIds = await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId: user.id, codeHash: recoveryHash(user.id, code) })));
    await logEvent(tx, user, "two_factor.recovery_codes_renewed", { subject: { type: "user", id: user.id }, payload: { user_id: user.id } });
    return enqueueMail(tx, mails.recoveryCodesReplaced(user.email, absoluteUrl(ACCOUNT_PATH)));
  });
  await refund(slot);
  await deliverNow(mailIds);
  return { recovery_codes: codes };
}

/**
 * Turns TOTP off with the password and a current code (or a recovery code): the secret and the recovery codes are
 * deleted and the owner is mailed in the same transaction. Under the "require" setting the staff member is then
 * held at the account page until they set up a factor again.
 */
export async function disableTwoFactor(viewer: Viewer | null, input: DisableTwoFactorInput): Promise<null> {
  const user = requireOwnStaffAccount(viewer);
  const db = await getDb();
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  const factor = await readFactor(user.id);
  if (!row || !factor?.confirmedAt) throw conflict(m.notOn);
  const slot = await takeTry(user.id);
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw validationError(m.wrongPassword, { password: [m.wrongPassword] });
  }
  const code = input.code.replace(/\s/g, "");
  const accepted = /^\d+$/.test(code) ? await spendTotpCode(factor, code) : await spendRecoveryCode(user.id, code);
  if (!accepted) throw (/^\d+$/.test(code) ? wrongCode() : wrongRecoveryCode("code"));
  const mailIds = await db.transaction(async (tx) => {
    const [removed] = await tx.delete(totpFactors).where(eq(totpFactors.id, factor.id)).returning({ id: totpFactors.id });
    if (!removed) return null;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await logEvent(tx, user, "two_factor.disabled", { subject: { type: "user", id: user.id }, payload: { user_id: user.id }, changes: { twoFactor: [true, false] } });
    return enqueueMail(tx, mails.factorRemoved(user.email, FACTOR_NAME, absoluteUrl(ACCOUNT_PATH)));
  });
  if (!mailIds) throw conflict(m.notOn);
  await refund(slot);
  await deliverNow(mailIds);
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// The sign-in's second step

/** After a right password, for a user with a second factor: a challenge to answer with a code (no session yet). */
export async function startTwoFactorChallenge(userId: number): Promise<{ challenge: string; expiresAt: Date }> {
  const db = await getDb();
  const challenge = newOpaqueToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000);
  await db.insert(twoFactorChallenges).values({ userId, tokenHash: sha256(challenge), expiresAt });
  return { challenge, expiresAt };
}

/**
 * Answers a challenge with a code or a recovery code and returns the user to sign in. The try is counted first, by
 * one UPDATE that only succeeds while the challenge is live and has tries left, so a burst of wrong codes gets five
 * compared and no more. A right answer marks the challenge used (one challenge, one session). An unknown, expired,
 * used or spent challenge is a 401: the client starts again from the password.
 */
export async function completeTwoFactorChallenge(input: TwoFactorLoginInput): Promise<User> {
  const db = await getDb();
  const tokenHash = sha256(input.challenge);
  const [taken] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, tokenHash),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, new Date()),
        lt(twoFactorChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: twoFactorChallenges.id, userId: twoFactorChallenges.userId });
  if (!taken) throw await deadChallenge(tokenHash);

  const slot = await takeTry(taken.userId);
  const accepted =
    input.code !== undefined
      ? await spendFactorCode(taken.userId, input.code)
      : input.recovery_code !== undefined && (await spendRecoveryCode(taken.userId, input.recovery_code));
  if (!accepted) throw input.code !== undefined ? wrongCode() : wrongRecoveryCode();

  const [used] = await db
    .update(twoFactorChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(twoFactorChallenges.id, taken.id), isNull(twoFactorChallenges.usedAt)))
    .returning({ id: twoFactorChallenges.id });
  if (!used) throw unauthorized(m.challengeGone);
  await refund(slot);
  const [user] = await db.select().from(users).where(eq(users.id, taken.userId));
  if (!user || user.status === "suspended") throw unauthorized(m.challengeGone);
  await db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, user.id));
  if (input.code === undefined) await mailRecoveryCodeUsed(user);
  return user;
}

/**
 * A recovery code stands in for the phone: its owner hears of each use, with how many are left (GitHub and Google
 * do the same), so a code someone else found is noticed.
 */
async function mailRecoveryCodeUsed(user: User): Promise<void> {
  const db = await getDb();
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  await deliverNow(await enqueueMail(db, mails.recoveryCodeUsed(user.email, Number(left?.n ?? 0), absoluteUrl(ACCOUNT_PATH))));
}

async function spendFactorCode(userId: number, code: string): Promise<boolean> {
  const factor = await readFactor(userId);
  return !!factor?.confirmedAt && (await spendTotpCode(factor, code));
}

/** Why a challenge took no try: its five are spent (say so), or it is unknown, used or expired (start again). */
async function deadChallenge(tokenHash: string): Promise<AppError> {
  const db = await getDb();
  const [row] = await db
    .select({ attempts: twoFactorChallenges.attempts, usedAt: twoFactorChallenges.usedAt, expiresAt: twoFactorChallenges.expiresAt })
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.tokenHash, tokenHash));
  const spent = row && !row.usedAt && row.expiresAt.getTime() > Date.now() && row.attempts >= CHALLENGE_MAX_ATTEMPTS;
  return unauthorized(spent ? m.challengeSpent : m.challengeGone);
}

// ---------------------------------------------------------------------------------------------------------------
// The staff sign-in policy (admin only)

export async function getSecurityPolicy(viewer: Viewer | null): Promise<SecurityPolicy> {
  requireRole(viewer, "admin");
  return { require_two_factor: await isTwoFactorRequired() };
}

/**
 * Turns "Require two-factor sign-in for all staff" on or off. An admin turns it on only with a second factor of
 * their own, so the setting never locks out the person who set it.
 */
export async function updateSecurityPolicy(viewer: Viewer | null, input: SecurityPolicy): Promise<SecurityPolicy> {
  const actor = requireRole(viewer, "admin");
  if (input.require_two_factor && !(await hasSecondFactor(actor.id))) {
    const message = "Set up two-factor sign-in for your own account first.";
    throw conflict(message, { require_two_factor: [message] });
  }
  const db = await getDb();
  const value = { require_two_factor: input.require_two_factor };
  const before = await isTwoFactorRequired();
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: SECURITY_KEY, value, updatedBy: actor.id })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: actor.id, updatedAt: new Date() } });
    await logEvent(tx, actor, "security.staff_two_factor_changed", {
      payload: { required: input.require_two_factor },
      changes: before === input.require_two_factor ? undefined : { "security.requireTwoFactor": [before, input.require_two_factor] },
    });
  });
  return value;
}
