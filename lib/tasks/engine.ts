import "server-only";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { backgroundTasks, type BackgroundTask } from "@/db/schema";
import { runInBackground, stopInBackground } from "@/lib/background-loop";
import { taskCatalogue, taskDefinition, type TaskHandlers, type TaskName, type TaskPayload } from "./catalogue";
import { DEFAULT_LEASE_MS, DEFAULT_TRIES, RECURRING_KEY, retryDelayMs, type AnyTaskDefinition, type TaskRun } from "./define";

/*
 * The one engine for later work (issue 37), the same on PGlite and PostgreSQL: tasks are rows of `background_tasks`
 * written in the caller's transaction; a worker claims due rows `FOR UPDATE SKIP LOCKED` with a lease (so several
 * workers never take one task, and a worker that died lets its task go once the lease has passed), runs the handler,
 * and marks the task done in one statement, or queues it again after a backoff, or fails it for good. Mail delivery,
 * option deadlines, reminders and the recurring work all run here: one claim, one backoff, one loop.
 */

/*
 * The engine reads the catalogue's names, schemas and timing, never the handlers: those call services, which queue
 * tasks here, so they are handed in by whoever runs tasks (`startTaskWorker(taskHandlers)`, lib/task-handlers.ts;
 * the outbox's own delivery hands in its one handler).
 */
const definitions: readonly AnyTaskDefinition[] = taskCatalogue;

const BATCH = 10;
/** How often a worker looks for due tasks. */
const TICK_MS = 1_000;

interface EnqueueOptions {
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** At most one waiting task per name and key: `enqueueTask` keeps the first, `replaceTask` rewrites it. */
  key?: string;
}

function checked<N extends TaskName>(name: N, payload: TaskPayload<N>): unknown {
  const definition = taskDefinition(name);
  if (!definition) throw new Error(`No background task is named ${name}`);
  return definition.payload.parse(payload ?? {});
}

/**
 * Queues a task inside `tx`, the transaction of the change that asks for it: the task exists exactly when the change
 * commits. The payload is checked against the task's schema first (a mistake throws here). Answers the task's id, or
 * null when one with the same name and key is already waiting (that one is kept).
 */
export async function enqueueTask<N extends TaskName>(tx: DbOrTx, name: N, payload: TaskPayload<N>, options: EnqueueOptions = {}): Promise<number | null> {
  const [row] = await tx
    .insert(backgroundTasks)
    // Due from this instant on the clock the worker compares with (the database's now() is the transaction's start).
    .values({ name, payload: checked(name, payload), runAt: options.runAt ?? new Date(), key: options.key ?? null })
    .onConflictDoNothing()
    .returning({ id: backgroundTasks.id });
  return row?.id ?? null;
}

/**
 * Queues a task inside `tx`, or rewrites the one waiting with the same name and key (its payload, its time, its tries
 * counted afresh). A run of the old version still in hand does not mark the new one done: it is run again.
 */
export async function replaceTask<N extends TaskName>(tx: DbOrTx, name: N, payload: TaskPayload<N>, options: EnqueueOptions & { key: string }): Promise<number> {
  const data = checked(name, payload);
  const runAt = options.runAt ?? new Date();
  const [row] = await tx
    .insert(backgroundTasks)
    .values({ name, payload: data, runAt, key: options.key })
    .onConflictDoUpdate({
      target: [backgroundTasks.name, backgroundTasks.key],
      targetWhere: sql`status = 'queued' and key is not null`,
      set: { payload: data, runAt, attempts: 0, error: null, revision: sql`${backgroundTasks.revision} + 1` },
    })
    .returning({ id: backgroundTasks.id });
  return row!.id;
}

/** Cancels the task waiting with this name and key, inside `tx`; answers whether there was one. */
export async function cancelTask(tx: DbOrTx, name: TaskName, key: string): Promise<boolean> {
  const rows = await tx
    .update(backgroundTasks)
    .set({ status: "cancelled", doneAt: new Date(), claimedUntil: null, revision: sql`${backgroundTasks.revision} + 1` })
    .where(and(eq(backgroundTasks.name, name), eq(backgroundTasks.key, key), eq(backgroundTasks.status, "queued")))
    .returning({ id: backgroundTasks.id });
  return rows.length > 0;
}

/** Each task's lease, as SQL: a mail's is short (a provider answers in seconds), housekeeping's longer. */
const leaseOf = () =>
  sql`(case ${backgroundTasks.name} ${sql.join(
    definitions.map((d) => sql`when ${d.name} then ${sql.raw(String(d.leaseMs ?? DEFAULT_LEASE_MS))}`),
    sql` `,
  )} else ${sql.raw(String(DEFAULT_LEASE_MS))} end)`;

/** Only these tasks: a request's own mails right after its commit, or one kind in a test. */
interface Only {
  name: TaskName;
  keys?: string[];
}

/** Claims due tasks for this worker: queued, due, not leased to a live worker. The try is counted here, before running. */
async function claim(now: Date, only: Only | undefined): Promise<BackgroundTask[]> {
  const db = await getDb();
  const due = db
    .select({ id: backgroundTasks.id })
    .from(backgroundTasks)
    .where(
      and(
        eq(backgroundTasks.status, "queued"),
        lte(backgroundTasks.runAt, now),
        or(isNull(backgroundTasks.claimedUntil), lt(backgroundTasks.claimedUntil, now)),
        only ? eq(backgroundTasks.name, only.name) : undefined,
        only?.keys ? inArray(backgroundTasks.key, only.keys) : undefined,
      ),
    )
    .orderBy(asc(backgroundTasks.runAt), asc(backgroundTasks.id))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  return db
    .update(backgroundTasks)
    .set({
      attempts: sql`${backgroundTasks.attempts} + 1`,
      claimedUntil: sql`${now.toISOString()}::timestamptz + ${leaseOf()} * interval '1 millisecond'`,
    })
    .where(inArray(backgroundTasks.id, due))
    .returning();
}

export interface RunResult {
  done: number;
  retrying: number;
  failed: number;
}

/**
 * Records a run's outcome: done, or queued again after the backoff, or failed for good; then a recurring task's next
 * run. Only the version that ran is marked: a task replaced or cancelled meanwhile keeps its new state (a replaced one
 * waits for its own run).
 */
async function finish(row: BackgroundTask, definition: AnyTaskDefinition | undefined, error: string | undefined, now: Date): Promise<keyof RunResult> {
  const db = await getDb();
  const tries = definition?.tries ?? DEFAULT_TRIES;
  const outcome = error === undefined ? "done" : !definition || row.attempts >= tries ? "failed" : "retrying";
  await db.transaction(async (tx) => {
    const [written] = await tx
      .update(backgroundTasks)
      .set(
        outcome === "retrying"
          ? { claimedUntil: null, error, runAt: new Date(now.getTime() + retryDelayMs(row.attempts, definition?.firstRetryMs)) }
          : { status: outcome, claimedUntil: null, doneAt: now, error: error ?? null },
      )
      .where(and(eq(backgroundTasks.id, row.id), eq(backgroundTasks.status, "queued"), eq(backgroundTasks.revision, row.revision)))
      .returning({ id: backgroundTasks.id });
    if (!written) {
      await tx
        .update(backgroundTasks)
        .set({ claimedUntil: null, attempts: 0 })
        .where(and(eq(backgroundTasks.id, row.id), eq(backgroundTasks.status, "queued")));
      return;
    }
    if (outcome !== "retrying" && definition?.everyMs && row.key === RECURRING_KEY) {
      await tx
        .insert(backgroundTasks)
        .values({ name: row.name, payload: {}, runAt: new Date(now.getTime() + definition.everyMs), key: RECURRING_KEY })
        .onConflictDoNothing();
    }
  });
  return outcome;
}

/**
 * Runs every due task (or only `only`) with `handlers`, batch after batch, until none is left. A failing task is
 * recorded on its row and retried after the backoff, never thrown; so is a claimed task `handlers` has no handler
 * for. `now` is the worker's clock (injected in tests).
 */
export async function runDueTasks(handlers: Partial<TaskHandlers>, options: { now?: () => Date; only?: Only } = {}): Promise<RunResult> {
  const handlerOf = handlers as Partial<Record<string, (payload: unknown, run: TaskRun) => Promise<void>>>;
  const now = options.now ?? (() => new Date());
  const result: RunResult = { done: 0, retrying: 0, failed: 0 };
  for (;;) {
    const rows = await claim(now(), options.only);
    for (const row of rows) {
      const definition = taskDefinition(row.name);
      const handler = handlerOf[row.name];
      let error: string | undefined;
      try {
        if (!definition) throw new Error(`No background task is named ${row.name}`);
        if (!handler) throw new Error(`No handler was given for the background task ${row.name}`);
        const lastTry = row.attempts >= (definition.tries ?? DEFAULT_TRIES);
        await handler(definition.payload.parse(row.payload ?? {}), { id: row.id, name: row.name, attempt: row.attempts, lastTry, now: now() });
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
        console.error(`[tasks] ${row.name} #${row.id} failed (try ${row.attempts})`, error);
      }
      result[await finish(row, definition, error, now())]++;
    }
    if (rows.length < BATCH) return result;
  }
}

/** Makes sure each recurring task has its next run waiting (one across all workers, by its key). */
async function queueRecurring(): Promise<void> {
  const db = await getDb();
  for (const definition of definitions) {
    if (!definition.everyMs) continue;
    await db.insert(backgroundTasks).values({ name: definition.name, payload: {}, key: RECURRING_KEY, runAt: new Date() }).onConflictDoNothing();
  }
}

/**
 * Starts this process's worker with the catalogue's handlers (lib/task-handlers.ts): the recurring tasks queued, then
 * due tasks run now and every second in the background (one loop per process; a run never overlaps the previous
 * one). The server's instrumentation calls it (unless QUEUE_WORKER=off), and so does the stand-alone worker
 * (`npm run queue:worker`).
 */
export async function startTaskWorker(handlers: TaskHandlers): Promise<void> {
  await queueRecurring();
  runInBackground("tasks", TICK_MS, async () => void (await runDueTasks(handlers)));
}

/** Stops this process's worker, once the run in hand has finished (the worker's shutdown, tests). */
export async function stopTaskWorker(): Promise<void> {
  await stopInBackground("tasks");
}
