import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";

/**
 * Rate-limit counters in Postgres, so a limit holds across every instance of the app. `key` names what is counted
 * ("login:account:a@b.c", "contact:ip:1.2.3.4").
 *
 * Each key counts in fixed windows, but a count is read as a sliding window: the current window plus the share of
 * the previous one that still falls within the last `windowSeconds`. So ten attempts a minute either side of a
 * window boundary still count as ten, instead of starting again from zero.
 *
 * A limit is taken with `consume`, which counts the attempt and decides in one statement, before the caller does any
 * work: N concurrent attempts take N places, and only those that found a free place go on. A refused attempt takes
 * none, so hammering a full limit does not push it further into the future.
 */
export interface Limit {
  /** Attempts allowed over the last `windowSeconds`. */
  max: number;
  windowSeconds: number;
  /** Also keep this many seconds between two allowed attempts, measured from the last one (at most the window). */
  spacingSeconds?: number;
}

/** An allowed attempt's place in its window, which `refund` gives back. */
export interface Slot {
  key: string;
  windowStart: Date;
}

export type Consumed =
  | { allowed: true; count: number; slot: Slot }
  | { allowed: false; retryAfter: number; reason: "limit" | "spacing" };

function windowStart(windowSeconds: number, now = Date.now()): Date {
  return new Date(Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000);
}

interface Row {
  admitted: number | null;
  current: number;
  previous: number;
  last_at: number | null;
}

/** postgres.js answers `execute` with the rows, PGlite with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Counts one attempt at `key` if the limit has room, and answers whether it did. The insert-or-increment carries the
 * limit in its own condition, and Postgres evaluates it on the locked, latest version of the row, so the decision and
 * the count are one atomic step: there is no read that a concurrent attempt can slip past.
 */
export async function consume(key: string, limit: Limit): Promise<Consumed> {
  const { max, windowSeconds, spacingSeconds = 0 } = limit;
  if (spacingSeconds > windowSeconds) throw new Error("A limit's spacing must fit in its window.");
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const start = windowStart(windowSeconds, now);
  const previousStart = new Date(start.getTime() - windowMs);
  // The share of the previous window that still falls within the last `windowSeconds`.
  const carry = 1 - (now - start.getTime()) / windowMs;
  const spacedBefore = spacingSeconds ? new Date(now - spacingSeconds * 1000).toISOString() : "infinity";
  const db = await getDb();
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      with previous as (
        select count, updated_at from rate_limits where key = ${key} and window_start = ${previousStart.toISOString()}::timestamptz
      ), current as (
        select count, updated_at from rate_limits where key = ${key} and window_start = ${start.toISOString()}::timestamptz
      ), carried as (
        select coalesce((select count from previous), 0) * ${carry}::float8 as weight,
               coalesce((select updated_at from previous), '-infinity'::timestamptz) as previous_at
      ), admitted as (
        insert into rate_limits as r (key, window_start, count, updated_at)
        select ${key}, ${start.toISOString()}::timestamptz, 1, ${new Date(now).toISOString()}::timestamptz from carried
        where 1 + carried.weight <= ${max} and carried.previous_at <= ${spacedBefore}::timestamptz
        on conflict (key, window_start) do update set count = r.count + 1, updated_at = excluded.updated_at
        where r.count + 1 + (select weight from carried) <= ${max}
          and r.updated_at <= ${spacedBefore}::timestamptz
          and (select previous_at from carried) <= ${spacedBefore}::timestamptz
        returning r.count
      )
      select (select count from admitted) as admitted,
             coalesce((select count from current), 0) as current,
             coalesce((select count from previous), 0) as previous,
             (extract(epoch from greatest((select updated_at from current), (select updated_at from previous))) * 1000)::float8 as last_at
    `),
  );
  if (row.admitted !== null) {
    const count = Math.ceil(row.admitted + row.previous * carry);
    return { allowed: true, count, slot: { key, windowStart: start } };
  }
  return refusal(limit, { now, start: start.getTime(), carry, current: row.current, previous: row.previous, lastAt: row.last_at });
}

/**
 * Why an attempt was refused and when one would next be allowed (with no other attempt in between). The counts
 * come from the statement's snapshot, which a concurrent attempt may have outrun: the refusal itself says the
 * current window held at least enough to be full, or that someone was allowed a moment ago.
 */
function refusal(
  { max, windowSeconds, spacingSeconds = 0 }: Limit,
  seen: { now: number; start: number; carry: number; current: number; previous: number; lastAt: number | null },
): Consumed {
  const windowMs = windowSeconds * 1000;
  const carried = seen.previous * seen.carry;
  const full = seen.current + 1 + carried > max;
  const spaced = spacingSeconds > 0 && seen.lastAt !== null && seen.lastAt > seen.now - spacingSeconds * 1000;
  const waitSpacing = spaced ? seen.lastAt! + spacingSeconds * 1000 - seen.now : spacingSeconds * 1000;
  if (!full && spacingSeconds > 0) return { allowed: false, reason: "spacing", retryAfter: toSeconds(waitSpacing) };

  const current = Math.max(seen.current, Math.floor(max - 1 - carried) + 1);
  let freeAt: number;
  if (current + 1 <= max && seen.previous > 0) {
    // The previous window's share shrinks as time passes: a place frees up within this window.
    freeAt = seen.start + windowMs * (1 - (max - current - 1) / seen.previous);
  } else {
    // Next window: this window's attempts carry over, shrinking, until one more fits.
    freeAt = seen.start + windowMs + (current > max - 1 ? windowMs * (1 - (max - 1) / current) : 0);
  }
  const wait = Math.max(freeAt - seen.now, spaced ? waitSpacing : 0);
  return { allowed: false, reason: "limit", retryAfter: toSeconds(wait) };
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Gives back an allowed attempt's place, for an attempt that turned out not to count (a right password, a right
 * code). Only a caller holding the `Slot` of its own attempt can do it, so a refund never gives more than that
 * attempt took.
 */
export async function refund(slot: Slot): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, slot.key), eq(rateLimits.windowStart, slot.windowStart), gt(rateLimits.count, 0)));
}

/** The count over the last `windowSeconds`, without adding to it. */
export async function peek(key: string, windowSeconds: number): Promise<number> {
  const now = Date.now();
  const start = windowStart(windowSeconds, now);
  const db = await getDb();
  const rows = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, new Date(start.getTime() - windowSeconds * 1000 - 1))));
  const current = rows.find((r) => r.windowStart.getTime() === start.getTime())?.count ?? 0;
  const previous = rows.find((r) => r.windowStart.getTime() === start.getTime() - windowSeconds * 1000)?.count ?? 0;
  return Math.ceil(current + previous * (1 - (now - start.getTime()) / (windowSeconds * 1000)));
}

/** Forgets every window of a key (a password reset lifts the account's sign-in limit). */
export async function clear(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
