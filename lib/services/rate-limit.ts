import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";

/**
 * Rate-limit counters in Postgres, so a limit holds across every instance of the app. `key` names what is counted
 * ("login:account:a@b.c", "contact:ip:1.2.3.4").
 *
 * Each key counts in fixed windows, but a count is read as a sliding window: the current window plus the share of
 * the previous one that still falls within the last `windowSeconds` (rounded up). So ten attempts a minute either
 * side of a window boundary still count as ten, instead of starting again from zero.
 */
function windowStart(windowSeconds: number, now = Date.now()): Date {
  return new Date(Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000);
}

async function slidingCount(key: string, windowSeconds: number, current: number, now: number): Promise<number> {
  const start = windowStart(windowSeconds, now);
  const db = await getDb();
  const [previous] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, new Date(start.getTime() - windowSeconds * 1000))));
  const elapsed = (now - start.getTime()) / (windowSeconds * 1000);
  return Math.ceil(current + (previous?.count ?? 0) * (1 - elapsed));
}

/** Adds one to the current window and returns the count over the last `windowSeconds`. */
export async function hit(key: string, windowSeconds: number): Promise<number> {
  const now = Date.now();
  const db = await getDb();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: windowStart(windowSeconds, now), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1`, updatedAt: new Date() },
    })
    .returning({ count: rateLimits.count });
  return slidingCount(key, windowSeconds, row.count, now);
}

/** The count over the last `windowSeconds`, without adding to it. */
export async function peek(key: string, windowSeconds: number): Promise<number> {
  const now = Date.now();
  const db = await getDb();
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(windowSeconds, now))));
  return slidingCount(key, windowSeconds, row?.count ?? 0, now);
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

