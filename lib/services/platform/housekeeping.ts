import "server-only";
import { and, count, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb, type Tx } from "@/db/client";
import { apiTokens, emailOutbox, idempotencyKeys, passwordResetCodes, backgroundTasks, backgroundTaskEffects, rateLimits, twoFactorChallenges, webauthnChallenges } from "@/db/schema";
import { IDEMPOTENCY_RETENTION_HOURS } from "./idempotency";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** How long a row is kept once it no longer counts for anything. It runs hourly as a background task (lib/tasks/catalogue.ts). */
export const RETENTION_DAYS = {
  /** The longest limit window is an hour, and a sliding count also reads the window before: a day is ample. */
  rateLimits: 1,
  /**
   * Reset codes live ten minutes and answer like no code at all once expired. A code can only be used before it
   * expires, so "expired more than a day ago" also covers every code used more than a day ago.
   */
  resetCodes: 1,
  /** The sign-in's second-step challenges live five minutes; like reset codes, a day past expiry covers used ones. */
  twoFactorChallenges: 1,
  /** Expired or revoked sessions and API tokens, kept a month to answer "which sessions did this account have". */
  apiTokens: 30,
  /** Recorded mails (the development outbox, and the log of what Resend was asked to send). */
  outbox: 30,
  /** Finished background tasks (done, failed or cancelled), and the keys of effects that happened once. */
  jobs: 30,
} as const;

/** The advisory-lock key every instance takes before pruning (any fixed number no other code uses). */
export const HOUSEKEEPING_LOCK_KEY = 1_204_512;

export interface Pruned {
  rateLimits: number;
  resetCodes: number;
  twoFactorChallenges: number;
  apiTokens: number;
  outbox: number;
  idempotencyKeys: number;
  jobs: number;
  jobRuns: number;
  webauthnChallenges: number;
}

export type HousekeepingResult = { skipped: true } | { skipped: false; pruned: Pruned };

async function deleteCounting(tx: Tx, table: PgTable, where: SQL | undefined): Promise<number> {
  // Counted in the database, so a large backlog is not sent back row by row.
  const deleted = tx.$with("deleted").as(tx.delete(table).where(where).returning({ one: sql<number>`1` }));
  const [row] = await tx.with(deleted).select({ n: count() }).from(deleted);
  return row?.n ?? 0;
}

/**
 * Deletes what has stopped mattering: old rate-limit windows, expired or used reset codes, expired or revoked
 * sessions and tokens, old recorded mails, idempotency keys past their 24 hours, and the finished background tasks. With several instances only one prunes at a time: the others find
 * the transaction-scoped advisory lock taken and skip (a session-level lock could be released on another pooled
 * connection than the one that took it).
 */
export async function runHousekeeping(now: Date = new Date()): Promise<HousekeepingResult> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ taken: sql<boolean>`pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_KEY})` })
      .from(sql`(select 1) as housekeeping`);
    if (!lock?.taken) return { skipped: true } as const;

    const tokensBefore = before(RETENTION_DAYS.apiTokens);
    const pruned: Pruned = {
      rateLimits: await deleteCounting(tx, rateLimits, lt(rateLimits.windowStart, before(RETENTION_DAYS.rateLimits))),
      resetCodes: await deleteCounting(tx, passwordResetCodes, lt(passwordResetCodes.expiresAt, before(RETENTION_DAYS.resetCodes))),
      twoFactorChallenges: await deleteCounting(
        tx,
        twoFactorChallenges,
        lt(twoFactorChallenges.expiresAt, before(RETENTION_DAYS.twoFactorChallenges)),
      ),
      apiTokens: await deleteCounting(
        tx,
        apiTokens,
        // A token never revoked has a null revoked_at, which no comparison matches.
        or(lt(apiTokens.expiresAt, tokensBefore), lt(apiTokens.revokedAt, tokensBefore)),
      ),
      outbox: await deleteCounting(tx, emailOutbox, lt(emailOutbox.createdAt, before(RETENTION_DAYS.outbox))),
      idempotencyKeys: await deleteCounting(
        tx,
        idempotencyKeys,
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_HOURS * HOUR_MS)),
      ),
      jobs: await deleteCounting(
        tx,
        backgroundTasks,
        and(inArray(backgroundTasks.status, ["done", "failed", "cancelled"]), lt(backgroundTasks.doneAt, before(RETENTION_DAYS.jobs))),
      ),
      // A run key outlives any repeat of its job (retries end within hours), so a month is ample.
      jobRuns: await deleteCounting(tx, backgroundTaskEffects, lt(backgroundTaskEffects.createdAt, before(RETENTION_DAYS.jobs))),
      // A passkey challenge lives five minutes; one never answered is of no use after that.
      webauthnChallenges: await deleteCounting(tx, webauthnChallenges, lt(webauthnChallenges.expiresAt, now)),
    };
    return { skipped: false, pruned };
  });
}
