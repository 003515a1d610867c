import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, isNull, lt } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import { conflict } from "@/lib/errors";

/**
 * How long a request owns its key before a retry may take the key over. Short, because a takeover is safe: the
 * work's own transaction checks it still owns the key (`fenceIdempotentWork`), so a slow first request whose key was
 * taken over rolls back instead of doing the work a second time.
 */
const IDEMPOTENCY_LEASE_MS = 15_000;
/** How long a key and its answer are kept (pruned by housekeeping). */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

export const KEY_TAKEN_OVER = "This request took too long and was retried with its Idempotency-Key; the retry does the work.";

/** The reservation of one key by one request: `attempt` is its fencing token. */
export interface IdempotencyClaim {
  id: number;
  attempt: number;
}

export type Reservation =
  | { kind: "owner"; claim: IdempotencyClaim }
  | { kind: "replay"; status: number; body: string }
  | { kind: "mismatch" }
  | { kind: "in-progress" }
  /**
   * The work committed but the request died before storing its answer: the work is never done again. `resultId` is
   * the row the work recorded (`recordIdempotentResult`), from which the answer can be rebuilt, or null.
   */
  | { kind: "answer-lost"; claim: IdempotencyClaim; resultId: number | null };

const work = new AsyncLocalStorage<{ claim: IdempotencyClaim; rebuildFrom: number | null }>();

/**
 * Runs a request's work with its claim in reach of the services' transactions (see `fenceIdempotentWork`). With
 * `rebuildFrom` the work was done already: a service that records its result answers from that row instead
 * (`idempotentResultToRebuild`).
 */
export function runIdempotentWork<T>(claim: IdempotencyClaim, fn: () => Promise<T>, rebuildFrom: number | null = null): Promise<T> {
  return work.run({ claim, rebuildFrom }, fn);
}

/**
 * The row whose answer a retry rebuilds, when the first request with the key committed its work and died before
 * storing the answer; null otherwise (do the work).
 */
export function idempotentResultToRebuild(): number | null {
  return work.getStore()?.rebuildFrom ?? null;
}

/**
 * Records, inside the work's transaction (after `fenceIdempotentWork`), the row the work made, so that the answer can
 * be rebuilt from it if the request dies between the commit and storing its answer. Without a key it does nothing.
 */
export async function recordIdempotentResult(tx: DbOrTx, resultId: number): Promise<void> {
  const claim = work.getStore()?.claim;
  if (!claim) return;
  await tx
    .update(idempotencyKeys)
    .set({ resultId })
    .where(and(eq(idempotencyKeys.id, claim.id), eq(idempotencyKeys.attempt, claim.attempt)));
}

/**
 * Called first inside the transaction that does a public POST's work: marks the request's key as committed in that
 * same transaction, so the work and the mark commit together. A retry after a crash then knows whether the work was
 * done (never repeat it) or not (do it). It fails, rolling the work back, when the key was meanwhile taken over by a
 * retry, so two requests with one key never both commit. Without a key (most calls) it does nothing.
 */
export async function fenceIdempotentWork(tx: DbOrTx): Promise<void> {
  const claim = work.getStore()?.claim;
  if (!claim) return;
  const [marked] = await tx
    .update(idempotencyKeys)
    .set({ committedAt: new Date() })
    .where(and(eq(idempotencyKeys.id, claim.id), eq(idempotencyKeys.attempt, claim.attempt), isNull(idempotencyKeys.committedAt)))
    .returning({ id: idempotencyKeys.id });
  if (!marked) throw conflict(KEY_TAKEN_OVER);
}

/**
 * Reserves `key` for this request on `route`: the insert wins for exactly one of any number of concurrent requests
 * (the unique index on route and key). Otherwise says what the key holds: a stored answer, another request's work in
 * progress, or a request different from this one. An unfinished key whose owner is past its lease and whose work
 * never committed is taken over, bumping its attempt so that the old owner's transaction can no longer commit.
 */
export async function reserveIdempotencyKey(route: string, key: string, requestHash: string, now = new Date()): Promise<Reservation> {
  const db = await getDb();
  const lockedUntil = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ route, key, requestHash, lockedUntil, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id, attempt: idempotencyKeys.attempt });
  if (inserted) return { kind: "owner", claim: inserted };

  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)));
  // Released (or pruned) between the insert and the read: the caller asks again.
  if (!row) return { kind: "in-progress" };
  if (row.requestHash !== requestHash) return { kind: "mismatch" };
  if (row.responseStatus !== null && row.responseBody !== null) return { kind: "replay", status: row.responseStatus, body: row.responseBody };
  if (row.lockedUntil > now) return { kind: "in-progress" };
  if (row.committedAt) return { kind: "answer-lost", claim: { id: row.id, attempt: row.attempt }, resultId: row.resultId };
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ attempt: row.attempt + 1, lockedUntil })
    .where(
      and(
        eq(idempotencyKeys.id, row.id),
        eq(idempotencyKeys.attempt, row.attempt),
        isNull(idempotencyKeys.committedAt),
        isNull(idempotencyKeys.responseStatus),
        lt(idempotencyKeys.lockedUntil, now),
      ),
    )
    .returning({ id: idempotencyKeys.id, attempt: idempotencyKeys.attempt });
  return taken ? { kind: "owner", claim: taken } : { kind: "in-progress" };
}

/** Stores the answer a retry with the key gets, if this request still owns the key. */
export async function completeIdempotencyKey(claim: IdempotencyClaim, status: number, body: string): Promise<void> {
  const db = await getDb();
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body, completedAt: new Date() })
    .where(and(eq(idempotencyKeys.id, claim.id), eq(idempotencyKeys.attempt, claim.attempt)));
}

/**
 * Gives the key up after an answer a retry should not get (too many requests, a server error), so that the retry
 * does the work. When the work had already committed it cannot be done again: the answer is stored instead.
 */
export async function releaseIdempotencyKey(claim: IdempotencyClaim, status: number, body: string): Promise<void> {
  const db = await getDb();
  const deleted = await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, claim.id), eq(idempotencyKeys.attempt, claim.attempt), isNull(idempotencyKeys.committedAt)))
    .returning({ id: idempotencyKeys.id });
  if (deleted.length === 0) await completeIdempotencyKey(claim, status, body);
}
