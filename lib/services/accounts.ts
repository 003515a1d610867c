import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/db/schema";
import { dummyPasswordHash, verifyPassword } from "@/lib/auth/password";
import { tooManyRequests, unauthorized } from "@/lib/errors";
import { clear, hit, peek, secondsLeft } from "./rate-limit";

export const INVALID_CREDENTIALS = "Invalid credentials, please try again.";

const WINDOW = 15 * 60;
const ACCOUNT_LIMIT = 10;
const ADDRESS_LIMIT = 30;
const SLOW_AFTER = 3;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function refused(): never {
  const minutes = Math.ceil(secondsLeft(WINDOW) / 60);
  throw tooManyRequests(
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or reset your password.`,
    secondsLeft(WINDOW),
  );
}

/**
 * Checks an email and password. Failures are counted per account and per address in Postgres: after a few the
 * answer is slowed, past the limit it is refused until the window ends (no permanent lockout). The message is the
 * same whether or not the email exists.
 */
export async function authenticate(email: string, password: string, ip: string): Promise<User> {
  const accountKey = `login:account:${email}`;
  const addressKey = `login:ip:${ip}`;
  const [accountFails, addressFails] = await Promise.all([peek(accountKey, WINDOW), peek(addressKey, WINDOW)]);
  if (accountFails >= ACCOUNT_LIMIT || addressFails >= ADDRESS_LIMIT) refused();
  const fails = Math.max(accountFails, addressFails);
  if (fails >= SLOW_AFTER) await sleep(Math.min(fails - SLOW_AFTER + 1, 5) * 300);

  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid || user.status === "suspended") {
    await Promise.all([hit(accountKey, WINDOW), hit(addressKey, WINDOW)]);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await clear(accountKey);
  await db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

export async function findUserById(id: number): Promise<User | null> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}
