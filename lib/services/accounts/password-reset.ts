import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { passkeys, passwordResetCodes, users, type PasswordResetCode } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { authSecret } from "@/lib/env";
import { AppError, tooManyRequests } from "@/lib/errors";
import { resetMessages, type ResetPasswordInput, type VerifyResetCodeInput } from "@/lib/validation/password-reset";
import { clear, consume, refund, type Limit, type Slot } from "@/lib/services/platform";
import { endAllSessions } from "./sessions";

/** How long a code lives, and how many wrong tries it survives (the fifth wrong try locks it). */
const CODE_TTL_SECONDS = 10 * 60;
export const MAX_ATTEMPTS = 5;
/** Sending limits per email: five codes an hour, one a minute (measured from the last one). */
export const RESET_REQUEST_LIMIT = { max: 5, windowSeconds: 60 * 60, spacingSeconds: 60 } as const satisfies Limit;
/** Wrong codes one address may try across every email in 15 minutes (spraying many accounts). */
export const RESET_ADDRESS_LIMIT = { max: 30, windowSeconds: 15 * 60 } as const satisfies Limit;
/** Wrong codes for an email without a live code, counted so that its answers match a real code's, lock included. */
const NO_CODE_LIMIT = { max: MAX_ATTEMPTS, windowSeconds: CODE_TTL_SECONDS } as const satisfies Limit;
/** Every forgot-password answer takes at least this long, whether or not a mail was sent. */
const MIN_REQUEST_MS = 400;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The code is stored as an HMAC keyed with the app secret and bound to the user: a leaked table alone does not let
 * anyone try the million possible codes offline.
 */
function hashCode(userId: number, code: string): string {
  return createHmac("sha256", authSecret()).update(`password-reset:${userId}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random six-digit code, leading zeros kept. */
function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

const invalidCode = () => new AppError("VALIDATION", resetMessages.invalidCode, { token: [resetMessages.invalidCode] });
const lockedCode = () => new AppError("VALIDATION", resetMessages.locked, { token: [resetMessages.locked] });

function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * Sends a reset code to the email if it belongs to an account. The answer, and how long it takes, are the same
 * either way; the sending limits apply to every address asked about, so they reveal nothing either.
 */
export async function requestPasswordReset(email: string): Promise<{ message: string }> {
  const started = Date.now();
  const place = await consume(`reset:send:${email}`, RESET_REQUEST_LIMIT);
  if (!place.allowed) {
    const wait = place.retryAfter;
    throw tooManyRequests(
      place.reason === "limit"
        ? `Too many codes were requested for this email. Please try again in ${minutesText(wait)}.`
        : `Please wait ${wait} second${wait === 1 ? "" : "s"} before requesting another code.`,
      wait,
    );
  }

  const db = await getDb();
  const [user] = await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.email, email));
  if (user && user.status !== "suspended") {
    const code = newResetCode();
    const values = {
      codeHash: hashCode(user.id, code),
      expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      attempts: 0,
      usedAt: null,
      createdAt: new Date(),
    };
    // One live code per user: a new request replaces the previous code; its mail commits with it.
    const mailIds = await db.transaction(async (tx) => {
      await tx
        .insert(passwordResetCodes)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: passwordResetCodes.userId, set: values });
      return enqueueMail(tx, mails.resetCode(email, code));
    });
    await deliverNow(mailIds);
  }
  const elapsed = Date.now() - started;
  if (elapsed < MIN_REQUEST_MS) await sleep(MIN_REQUEST_MS - elapsed + randomInt(0, 40));
  return { message: resetMessages.requested };
}

/**
 * Checks a code. Every try takes a place before the code is compared: one under the address's limit, and one of the
 * code's five tries, taken by an increment that only succeeds while tries are left. So however many guesses arrive
 * at once, at most five are ever compared with a code; the fifth wrong try locks it (a new one must be requested).
 * A right code gives both places back, so checking the code and then using it costs the owner nothing. An unknown
 * email, a missing, used or expired code all get the same answer as a wrong code; tries for an email without a live
 * code are counted too, so the lock does not tell whether the account exists.
 */
async function checkCode(email: string, code: string, ip: string): Promise<{ userId: number; row: PasswordResetCode }> {
  const address = await consume(`reset:verify:ip:${ip}`, RESET_ADDRESS_LIMIT);
  if (!address.allowed) {
    throw tooManyRequests(
      `Too many incorrect codes from this network. Please try again in ${minutesText(address.retryAfter)}.`,
      address.retryAfter,
    );
  }
  const db = await getDb();
  const [found] = await db
    .select({ user: users, row: passwordResetCodes })
    .from(users)
    .leftJoin(passwordResetCodes, eq(passwordResetCodes.userId, users.id))
    .where(eq(users.email, email));
  const row = found?.row ?? null;
  const live = row && !row.usedAt && row.expiresAt.getTime() > Date.now() && found?.user.status !== "suspended";

  if (!found || !row || !live) {
    const tries = await consume(`reset:verify:email:${email}`, NO_CODE_LIMIT);
    if (row && row.attempts >= MAX_ATTEMPTS) throw lockedCode();
    throw !tries.allowed || tries.count >= MAX_ATTEMPTS ? lockedCode() : invalidCode();
  }
  const [taken] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, row.id),
        eq(passwordResetCodes.codeHash, row.codeHash),
        isNull(passwordResetCodes.usedAt),
        lt(passwordResetCodes.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: passwordResetCodes.attempts });
  if (!taken) throw (await noTryLeft(row)) ? lockedCode() : invalidCode();
  if (!sameHash(row.codeHash, hashCode(found.user.id, code))) throw taken.attempts >= MAX_ATTEMPTS ? lockedCode() : invalidCode();
  await giveBack(row, address.slot);
  return { userId: found.user.id, row };
}

/** Whether a try was refused because the code's tries are used up, rather than because it was used or replaced. */
async function noTryLeft(row: PasswordResetCode): Promise<boolean> {
  const db = await getDb();
  const [now] = await db
    .select({ attempts: passwordResetCodes.attempts })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.id, row.id), eq(passwordResetCodes.codeHash, row.codeHash)));
  return (now?.attempts ?? 0) >= MAX_ATTEMPTS;
}

/** A right code's try does not count: its place under the code's tries and the address's limit is given back. */
async function giveBack(row: PasswordResetCode, slot: Slot): Promise<void> {
  const db = await getDb();
  await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} - 1` })
    .where(and(eq(passwordResetCodes.id, row.id), eq(passwordResetCodes.codeHash, row.codeHash), gt(passwordResetCodes.attempts, 0)));
  await refund(slot);
}

/** `POST /auth/verify-reset-code`: is this the live code for this email? Changes nothing when it is. */
export async function verifyResetCode(input: VerifyResetCodeInput, context: { ip: string }): Promise<{ message: string }> {
  await checkCode(input.email, input.token, context.ip);
  return { message: "Verification code is valid." };
}

/**
 * Sets a new password with a live code: the password is changed and the code marked used in one transaction (so
 * one code serves one reset, even when two requests race), then every session and token of the user is ended and
 * the sign-in throttle for the account is lifted, and the owner is mailed that the password changed. The account's
 * passkeys are removed in the same transaction (the owner is mailed their names).
 */
export async function resetPassword(input: ResetPasswordInput, context: { ip: string }): Promise<{ message: string }> {
  const { userId, row } = await checkCode(input.email, input.token, context.ip);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  // The owner hears of it, so a reset they did not make does not go unnoticed: the mail commits with the change.
  const mailIds = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.id, row.id), eq(passwordResetCodes.codeHash, row.codeHash), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (!used) return null;
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    // A passkey signs in without the password, so a reset (how an account is taken back) removes them all, and
    // the owner is told which (issue 35; docs/decisions.md).
    const removed = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ name: passkeys.name });
    const ids = await enqueueMail(tx, mails.passwordChanged(input.email));
    if (removed.length) ids.push(...(await enqueueMail(tx, mails.passkeysRemovedByReset(input.email, removed.map((p) => p.name)))));
    return ids;
  });
  if (!mailIds) throw invalidCode();
  await endAllSessions(userId);
  await clear(`login:account:${input.email}`);
  await clear(`reset:verify:email:${input.email}`);
  await deliverNow(mailIds);
  return { message: resetMessages.resetDone };
}
