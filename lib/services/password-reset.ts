import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, max, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { passwordResetCodes, rateLimits, users, type PasswordResetCode } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { sendMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { authSecret } from "@/lib/env";
import { AppError, tooManyRequests } from "@/lib/errors";
import { resetMessages, type ResetPasswordInput, type VerifyResetCodeInput } from "@/lib/validation/password-reset";
import { clear, hit, peek, secondsLeft } from "./rate-limit";
import { endAllSessions } from "./sessions";

/** How long a code lives, and how many wrong tries it survives (the fifth wrong try locks it). */
export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_ATTEMPTS = 5;
/** Sending limits per email: one code a minute (measured from the last one), five an hour. */
const RESEND_SECONDS = 60;
const HOURLY_WINDOW = 60 * 60;
const CODES_PER_HOUR = 5;
/** Wrong codes one address may try across every email in 15 minutes (spraying many accounts). */
const ADDRESS_FAILURE_WINDOW = 15 * 60;
const ADDRESS_FAILURE_LIMIT = 30;
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
export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

const invalidCode = () => new AppError("VALIDATION", resetMessages.invalidCode, { token: [resetMessages.invalidCode] });
const lockedCode = () => new AppError("VALIDATION", resetMessages.locked, { token: [resetMessages.locked] });

function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * A sliding "once per `seconds`" limit: the fixed windows of `rate-limit.ts` would let two requests through a
 * second apart across a window's edge. Each allowed request is a `rate_limits` row whose window starts at the moment
 * it was made (pruned with the others after a day); the seconds still to wait are returned, and 0 records a new one.
 */
async function cooldownLeft(key: string, seconds: number): Promise<number> {
  const db = await getDb();
  const since = new Date(Date.now() - seconds * 1000);
  const [last] = await db
    .select({ at: max(rateLimits.windowStart) })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, since)));
  if (last?.at) return Math.max(1, Math.ceil((new Date(last.at).getTime() + seconds * 1000 - Date.now()) / 1000));
  await db.insert(rateLimits).values({ key, windowStart: new Date(), count: 1 }).onConflictDoNothing();
  return 0;
}

/**
 * Sends a reset code to the email if it belongs to an account. The answer, and how long it takes, are the same
 * either way; the sending limits apply to every address asked about, so they reveal nothing either.
 */
export async function requestPasswordReset(email: string): Promise<{ message: string }> {
  const started = Date.now();
  const hourKey = `reset:send:hour:${email}`;
  if ((await peek(hourKey, HOURLY_WINDOW)) >= CODES_PER_HOUR) {
    throw tooManyRequests(
      `Too many codes were requested for this email. Please try again in ${minutesText(secondsLeft(HOURLY_WINDOW))}.`,
      secondsLeft(HOURLY_WINDOW),
    );
  }
  const wait = await cooldownLeft(`reset:send:last:${email}`, RESEND_SECONDS);
  if (wait > 0) throw tooManyRequests(`Please wait ${wait} second${wait === 1 ? "" : "s"} before requesting another code.`, wait);
  await hit(hourKey, HOURLY_WINDOW);

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
    // One live code per user: a new request replaces the previous code.
    await db
      .insert(passwordResetCodes)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: passwordResetCodes.userId, set: values });
    await sendMail(mails.resetCode(email, code));
  }
  const elapsed = Date.now() - started;
  if (elapsed < MIN_REQUEST_MS) await sleep(MIN_REQUEST_MS - elapsed + randomInt(0, 40));
  return { message: resetMessages.requested };
}

/**
 * Checks a code and counts a wrong one. The fifth wrong try locks the code (a new one must be requested). An
 * unknown email, a missing, used or expired code all get the same answer as a wrong code; wrong tries for an email
 * without a live code are counted too, so the lock does not tell whether the account exists.
 */
async function checkCode(email: string, code: string, ip: string): Promise<{ userId: number; row: PasswordResetCode }> {
  const addressKey = `reset:verify:ip:${ip}`;
  if ((await peek(addressKey, ADDRESS_FAILURE_WINDOW)) >= ADDRESS_FAILURE_LIMIT) {
    throw tooManyRequests(
      `Too many incorrect codes from this network. Please try again in ${minutesText(secondsLeft(ADDRESS_FAILURE_WINDOW))}.`,
      secondsLeft(ADDRESS_FAILURE_WINDOW),
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
    await hit(addressKey, ADDRESS_FAILURE_WINDOW);
    const failures = await hit(`reset:verify:email:${email}`, CODE_TTL_SECONDS);
    if (row && row.attempts >= MAX_ATTEMPTS) throw lockedCode();
    throw failures >= MAX_ATTEMPTS ? lockedCode() : invalidCode();
  }
  if (row.attempts >= MAX_ATTEMPTS) throw lockedCode();
  if (!sameHash(row.codeHash, hashCode(found.user.id, code))) {
    await hit(addressKey, ADDRESS_FAILURE_WINDOW);
    const [counted] = await db
      .update(passwordResetCodes)
      .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
      .where(eq(passwordResetCodes.id, row.id))
      .returning({ attempts: passwordResetCodes.attempts });
    throw (counted?.attempts ?? MAX_ATTEMPTS) >= MAX_ATTEMPTS ? lockedCode() : invalidCode();
  }
  return { userId: found.user.id, row };
}

/** `POST /auth/verify-reset-code`: is this the live code for this email? Changes nothing when it is. */
export async function verifyResetCode(input: VerifyResetCodeInput, context: { ip: string }): Promise<{ message: string }> {
  await checkCode(input.email, input.token, context.ip);
  return { message: "Verification code is valid." };
}

/**
 * Sets a new password with a live code: the password is changed and the code marked used in one transaction (so
 * one code serves one reset, even when two requests race), then every session and token of the user is ended and
 * the sign-in throttle for the account is lifted, and the owner is mailed that the password changed.
 */
export async function resetPassword(input: ResetPasswordInput, context: { ip: string }): Promise<{ message: string }> {
  const { userId, row } = await checkCode(input.email, input.token, context.ip);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.id, row.id), eq(passwordResetCodes.codeHash, row.codeHash), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (!used) return false;
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    return true;
  });
  if (!changed) throw invalidCode();
  await endAllSessions(userId);
  await clear(`login:account:${input.email}`);
  await clear(`reset:verify:email:${input.email}`);
  // The owner hears of it, so a reset they did not make does not go unnoticed.
  await sendMail(mails.passwordChanged(input.email));
  return { message: resetMessages.resetDone };
}
