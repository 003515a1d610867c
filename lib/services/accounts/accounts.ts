import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/db/schema";
import { dummyPasswordHash, verifyPassword } from "@/lib/auth/password";
import { forbidden, tooManyRequests, unauthorized } from "@/lib/errors";
import { clear, consume, refund, type Limit } from "@/lib/services/platform";

export const INVALID_CREDENTIALS = "Invalid credentials, please try again.";

/** Sign-in attempts that did not succeed, per account and per address, over 15 minutes. */
export const ACCOUNT_SIGN_IN_LIMIT = { max: 10, windowSeconds: 15 * 60 } as const satisfies Limit;
export const ADDRESS_SIGN_IN_LIMIT = { max: 30, windowSeconds: 15 * 60 } as const satisfies Limit;
/** After this many, each answer is slowed a little more. */
const SLOW_AFTER = 3;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function refused(retryAfter: number): never {
  const minutes = Math.ceil(retryAfter / 60);
  throw tooManyRequests(
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or reset your password.`,
    retryAfter,
  );
}

/**
 * Checks an email and password. Every attempt takes a place under the address's and the account's limits before the
 * password is looked at, so a burst of concurrent guesses is checked only as far as the limits go; past them the
 * answer is refused until places free up (no permanent lockout). A right password gives its place back and lifts
 * the account's count, so only failures stay counted. After a few the answer is slowed. The message is the same
 * whether or not the email exists.
 */
export async function authenticate(email: string, password: string, ip: string): Promise<User> {
  // The address first: an attempt refused for the account then gives its address place back, so one address's
  // count never depends on which of its concurrent attempts the account happened to take.
  const address = await consume(`login:ip:${ip}`, ADDRESS_SIGN_IN_LIMIT);
  if (!address.allowed) refused(address.retryAfter);
  const accountKey = `login:account:${email}`;
  const account = await consume(accountKey, ACCOUNT_SIGN_IN_LIMIT);
  if (!account.allowed) {
    await refund(address.slot);
    refused(account.retryAfter);
  }
  // The counts include this attempt; the earlier ones decide the delay.
  const earlier = Math.max(account.count, address.count) - 1;
  if (earlier >= SLOW_AFTER) await sleep(Math.min(earlier - SLOW_AFTER + 1, 5) * 300);

  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid || user.status === "suspended") throw unauthorized(INVALID_CREDENTIALS);
  // Only the holder of the password gets here, so lifting the account's count gives an attacker nothing; the
  // address only gets this attempt's place back, so signing in to one's own account buys no guesses at another.
  await Promise.all([clear(accountKey), refund(address.slot)]);
  await db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

export const NO_ADMIN_ACCESS = "This account has no admin access.";

/** The admin panel's sign-in: staff (admins and sub-admins) only; a talent's right password is a 403. */
export function requirePanelAccess(user: Pick<User, "role">): void {
  if (user.role !== "admin" && user.role !== "subadmin") throw forbidden(NO_ADMIN_ACCESS);
}
