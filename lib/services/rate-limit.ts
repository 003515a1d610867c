import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";

/**
 * Fixed-window counters in Postgres, so a limit holds across every instance of the app.
 * `key` names what is counted ("login:account:a@b.c", "contact:ip:1.2.3.4").
 */
function windowStart(windowSeconds: number, now = Date.now()): Date {
  return new Date(Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000);
}

/** Adds one to the current window and returns the new count. */
export async function hit(key: string, windowSeconds: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: windowStart(windowSeconds), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1`, updatedAt: new Date() },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

/** The count in the current window, without adding to it. */
export async function peek(key: string, windowSeconds: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(windowSeconds))));
  return row?.count ?? 0;
}

export async function clear(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Seconds until the current window ends. */
export function secondsLeft(windowSeconds: number): number {
  const end = windowStart(windowSeconds).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - Date.now()) / 1000));
}

/** Drops windows older than a day; called opportunistically. */
export async function pruneRateLimits(): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(Date.now() - 86_400_000)));
}

