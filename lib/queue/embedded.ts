import "server-only";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { queuedJobs, type QueuedJob } from "@/db/schema";
import { DEFAULT_RETRY_LIMIT, RECURRING_KEY, runDefinition } from "./define";
import { runInBackground, stopInBackground } from "@/lib/background-loop";
import { jobDefinition } from "./jobs";

/*
 * The queue on the embedded database (PGlite, no DATABASE_URL): the same job definitions, run in-process from the
 * `queued_jobs` table with the mail outbox's claim: due rows are taken `FOR UPDATE SKIP LOCKED` and leased, so a
 * run that dies lets its job go once the lease has passed, and a job is marked done in one statement after it ran.
 */

/** How long a claimed job belongs to its runner; a runner that died lets it go when this has passed. */
const JOB_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const BATCH = 10;
/** How often the runner looks for due jobs. */
const TICK_MS = 1_000;

/** Adds a job; null when one with the same name and key is already waiting (the partial unique index decides). */
export async function enqueueEmbedded(name: string, payload: unknown, runAt: Date, singletonKey: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .insert(queuedJobs)
    .values({ name, payload: payload ?? {}, runAt, singletonKey })
    .onConflictDoNothing()
    .returning({ id: queuedJobs.id });
  return row ? String(row.id) : null;
}

async function claim(now: Date): Promise<QueuedJob[]> {
  const db = await getDb();
  const due = db
    .select({ id: queuedJobs.id })
    .from(queuedJobs)
    .where(
      and(
        eq(queuedJobs.status, "queued"),
        lte(queuedJobs.runAt, now),
        or(isNull(queuedJobs.claimedUntil), lt(queuedJobs.claimedUntil, now)),
      ),
    )
    .orderBy(asc(queuedJobs.runAt), asc(queuedJobs.id))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  return db
    .update(queuedJobs)
    .set({ attempts: sql`${queuedJobs.attempts} + 1`, claimedUntil: new Date(now.getTime() + JOB_LEASE_MS) })
    .where(inArray(queuedJobs.id, due))
    .returning();
}

/** Records a run's outcome: done, or queued again after a backoff, or failed for good; a recurring job's next run. */
async function finish(row: QueuedJob, error: unknown): Promise<"done" | "retrying" | "failed"> {
  const db = await getDb();
  const definition = jobDefinition(row.name);
  const retryLimit = definition?.retryLimit ?? DEFAULT_RETRY_LIMIT;
  const now = new Date();
  const outcome = error === undefined ? "done" : row.attempts > retryLimit || !definition ? "failed" : "retrying";
  await db.transaction(async (tx) => {
    await tx
      .update(queuedJobs)
      .set(
        outcome === "retrying"
          ? { claimedUntil: null, error: String(error), runAt: new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (row.attempts - 1)) }
          : { status: outcome, claimedUntil: null, doneAt: now, error: error === undefined ? null : String(error) },
      )
      .where(and(eq(queuedJobs.id, row.id), eq(queuedJobs.status, "queued")));
    if (outcome !== "retrying" && definition?.everyMs && row.singletonKey === RECURRING_KEY) {
      await tx
        .insert(queuedJobs)
        .values({ name: row.name, payload: {}, runAt: new Date(now.getTime() + definition.everyMs), singletonKey: RECURRING_KEY })
        .onConflictDoNothing();
    }
  });
  return outcome;
}

export interface RunResult {
  done: number;
  retrying: number;
  failed: number;
}

/** Runs every due job, batch after batch, until none is left. A failing job is recorded on its row, never thrown. */
export async function runDueJobs(now: () => Date = () => new Date()): Promise<RunResult> {
  const result: RunResult = { done: 0, retrying: 0, failed: 0 };
  for (;;) {
    const rows = await claim(now());
    for (const row of rows) {
      const definition = jobDefinition(row.name);
      let error: unknown;
      try {
        if (!definition) throw new Error(`No job is named ${row.name}`);
        await runDefinition(definition, row.payload, { id: String(row.id), name: row.name });
      } catch (e) {
        error = e instanceof Error ? e.message : e;
        console.error(`[queue] ${row.name} #${row.id} failed (try ${row.attempts})`, error);
      }
      result[await finish(row, error)]++;
    }
    if (rows.length < BATCH) return result;
  }
}

/** Runs due jobs now, then every second, in the background (one runner per process; a tick never overlaps). */
export function startEmbeddedRunner(): NodeJS.Timeout {
  return runInBackground("queue", TICK_MS, async () => void (await runDueJobs()));
}

/** Stops this process's runner (the worker's shutdown, tests). */
export function stopEmbeddedRunner(): void {
  stopInBackground("queue");
}
