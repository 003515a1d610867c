import "server-only";
import { randomInt } from "node:crypto";
import { and, asc, count, eq, gt, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { generateSecret, generateURI } from "otplib";
import QRCode from "qrcode";
import { getDb, type DbOrTx } from "@/db/client";
import { passkeys, recoveryCodes, settings, totpFactors, twoFactorChallenges, users, type User } from "@/db/schema";
import { requireOwnStaffAccount, requireRole } from "@/lib/auth/guards";
import { newOpaqueToken, sha256 } from "@/lib/auth/tokens";
import type { Viewer } from "@/lib/auth/viewer";
import { AGENCY_NAME } from "@/lib/domain/brand";
import {
  ACCOUNT_PATH,
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_SECONDS,
  RECOVERY_CODE_COUNT,
  twoFactorMessages as m,
} from "@/lib/domain/two-factor";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { type AppError, conflict, tooManyRequests, unauthorized, validationError } from "@/lib/errors";
import { absoluteUrl } from "@/lib/absolute-url";
import type { DisableTwoFactorInput, EnableTwoFactorInput, RecoveryCodesInput, SecurityPolicy, TwoFactorLoginInput } from "@/lib/validation/two-factor";
import { logEvent } from "@/lib/services/audit";
import { consume, refund, type Limit, type Slot } from "@/lib/services/platform";
import {
  SECURITY_KEY,
  hasSecondFactor,
  isTwoFactorRequired,
  readFactor,
  recoveryHash,
  refuseLastFactor,
  secondFactorsOf,
  spendCodeOrRecoveryCode,
  spendRecoveryCode,
  spendTotpCode,
  totpSecretBox,
  wrongCodeMessage,
  type CodeOutcome,
} from "./factor-checks";
import { confirmReauth } from "./reauth";
import { endOtherSessions } from "./sessions";

/** The policy as the admin screen reads it: the setting, and how many staff it would hold at the set-up. */
export interface SecurityPolicyState extends SecurityPolicy {
  staff_without_factor: number;
}

/**
 * Codes checked for one account across every challenge and the account page, in 15 minutes. A challenge allows five
 * tries, but the holder of a password can start new challenges: this bounds the guesses they get at the code.
 */
export const SECOND_FACTOR_USER_LIMIT = { max: 10, windowSeconds: 15 * 60 } as const satisfies Limit;

const FACTOR_NAME = "An authenticator app";

// ---------------------------------------------------------------------------------------------------------------
// Codes

const wrongCode = (outcome: CodeOutcome = "wrong") => {
  const message = outcome === "used" ? m.codeUsed : m.wrongCode;
  return validationError(message, { code: [message] });
};
const wrongRecoveryCode = (field = "recovery_code") => validationError(m.wrongRecoveryCode, { [field]: [m.wrongRecoveryCode] });

/** One place under the account's limit, taken before any code is compared; a right code gives it back. */
async function takeTry(userId: number): Promise<Slot> {
  const place = await consume(`two-factor:user:${userId}`, SECOND_FACTOR_USER_LIMIT);
  if (!place.allowed) throw tooManyRequests(m.tooMany, place.retryAfter);
  return place.slot;
}

const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** Ten codes of ten random base32 letters (50 bits each), shown as `abcde-fghij`. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)]).join("");
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
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
  const factors = await secondFactorsOf(user.id);
  const required = await isTwoFactorRequired();
  return {
    enabled: !!factor?.confirmedAt,
    enabled_at: factor?.confirmedAt ?? null,
    recovery_codes_left: factor?.confirmedAt ? Number(left?.n ?? 0) : 0,
    required,
    has_passkey: factors.passkey,
    // Under the "require" setting the last factor stays: the screens say why its removal is refused.
    last_factor_locked: required && Number(factors.totp) + Number(factors.passkey) === 1,
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
  const sealed = totpSecretBox.seal(secret);
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
 * hashes are kept). The current password is asked again (and a passkey, when the account has one), so a session
 * alone cannot put a secret of its choosing on the account. Unless told otherwise the account's other sessions end
 * with it (they were made with the password alone). The owner is mailed in the same transaction.
 */
export async function enableTwoFactor(viewer: Viewer | null, input: EnableTwoFactorInput) {
  const user = requireOwnStaffAccount(viewer);
  const factor = await readFactor(user.id);
  if (!factor) throw validationError(m.notStarted, { code: [m.notStarted] });
  if (factor.confirmedAt) throw conflict(m.alreadyOn);
  await confirmReauth(user, input);
  const slot = await takeTry(user.id);
  const outcome = await spendTotpCode(factor, input.code);
  if (outcome !== "ok") throw wrongCode(outcome);
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
    const ended = input.end_other_sessions === false ? 0 : await endOtherSessions(user.id, user.sessionId, tx);
    return { ended, mailIds: await enqueueMail(tx, mails.factorAdded(user.email, FACTOR_NAME, absoluteUrl(ACCOUNT_PATH))) };
  });
  if (!mailIds) throw conflict(m.alreadyOn);
  await refund(slot);
  await deliverNow(mailIds.mailIds);
  return { recovery_codes: codes, sessions_ended: mailIds.ended };
}

/**
 * Ten new recovery codes for a current code from the app, the old ones void: for when they ran low or were seen
 * (GitHub's "Regenerate"). Answered once; the owner is mailed in the same transaction.
 */
export async function regenerateRecoveryCodes(viewer: Viewer | null, input: RecoveryCodesInput) {
  const user = requireOwnStaffAccount(viewer);
  const factor = await readFactor(user.id);
  if (!factor?.confirmedAt) throw conflict(m.notOn);
  await confirmReauth(user, input, { factorProven: true });
  const slot = await takeTry(user.id);
  const outcome = await spendTotpCode(factor, input.code);
  if (outcome !== "ok") throw wrongCode(outcome);
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
  return { recovery_codes: codes, sessions_ended: 0 };
}

/**
 * Turns TOTP off with the current password and a current code (or a recovery code): the secret and the recovery
 * codes are deleted and the owner is mailed in the same transaction. Under the "require" setting it must not be the
 * account's last factor (409 `LAST_FACTOR_REQUIRED`), checked again under a lock on the person's row, so that
 * removing a passkey at the same moment cannot leave them with none.
 */
export async function disableTwoFactor(viewer: Viewer | null, input: DisableTwoFactorInput): Promise<null> {
  const user = requireOwnStaffAccount(viewer);
  const db = await getDb();
  const factor = await readFactor(user.id);
  if (!factor?.confirmedAt) throw conflict(m.notOn);
  await refuseLastFactor(user);
  await confirmReauth(user, input, { factorProven: true });
  const slot = await takeTry(user.id);
  const outcome = await spendCodeOrRecoveryCode(user.id, input.code);
  if (outcome !== "ok") {
    const message = wrongCodeMessage(outcome, input.code);
    throw validationError(message, { code: [message] });
  }
  const mailIds = await db.transaction(async (tx) => {
    await refuseLastFactor(user, tx);
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
  const outcome: CodeOutcome =
    input.code !== undefined
      ? await spendFactorCode(taken.userId, input.code)
      : input.recovery_code !== undefined && (await spendRecoveryCode(taken.userId, input.recovery_code))
        ? "ok"
        : "wrong";
  if (outcome !== "ok") throw input.code !== undefined ? wrongCode(outcome) : wrongRecoveryCode();

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

async function spendFactorCode(userId: number, code: string): Promise<CodeOutcome> {
  const factor = await readFactor(userId);
  return factor?.confirmedAt ? spendTotpCode(factor, code) : "wrong";
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

/** Staff who can sign in (not suspended) and have no second factor: those the "require" setting will hold. */
async function staffWithoutFactor(tx?: DbOrTx): Promise<{ id: number; name: string; email: string }[]> {
  const db = tx ?? (await getDb());
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.role, ["admin", "subadmin"]),
        ne(users.status, "suspended"),
        sql`not exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${users.id} and ${totpFactors.confirmedAt} is not null)`,
        sql`not exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})`,
      ),
    )
    .orderBy(asc(users.id));
}

/** The policy, with how many staff have no second factor yet (the screen warns before the setting is turned on). */
export async function getSecurityPolicy(viewer: Viewer | null): Promise<SecurityPolicyState> {
  requireRole(viewer, "admin");
  return { require_two_factor: await isTwoFactorRequired(), staff_without_factor: (await staffWithoutFactor()).length };
}

/**
 * Turns "Require two-factor sign-in for all staff" on or off. An admin turns it on only with a second factor of
 * their own, so the setting never locks out the person who set it. Turning it on mails every staff member without a
 * factor (in the same transaction, through the outbox) that their next sign-in asks them to set one up; the answer
 * says how many.
 */
export async function updateSecurityPolicy(viewer: Viewer | null, input: SecurityPolicy): Promise<SecurityPolicyState> {
  const actor = requireRole(viewer, "admin");
  if (input.require_two_factor && !(await hasSecondFactor(actor.id))) {
    const message = "Set up two-factor sign-in for your own account first.";
    throw conflict(message, { require_two_factor: [message] });
  }
  const db = await getDb();
  const value = { require_two_factor: input.require_two_factor };
  const { mailIds, waiting } = await db.transaction(async (tx) => {
    // Taken in turn with another admin's change, so "turned on" (and its mails) happens once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('settings:security'))`);
    const before = await isTwoFactorRequired(tx);
    await tx
      .insert(settings)
      .values({ key: SECURITY_KEY, value, updatedBy: actor.id })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: actor.id, updatedAt: new Date() } });
    await logEvent(tx, actor, "security.staff_two_factor_changed", {
      payload: { required: input.require_two_factor },
      changes: before === input.require_two_factor ? undefined : { "security.requireTwoFactor": [before, input.require_two_factor] },
    });
    const without = await staffWithoutFactor(tx);
    if (before || !input.require_two_factor) return { mailIds: [] as number[], waiting: without.length };
    const accountUrl = absoluteUrl(ACCOUNT_PATH);
    const ids: number[] = [];
    for (const person of without) ids.push(...(await enqueueMail(tx, mails.twoFactorRequired(person.email, person.name, accountUrl))));
    return { mailIds: ids, waiting: without.length };
  });
  await deliverNow(mailIds);
  return { ...value, staff_without_factor: waiting };
}
