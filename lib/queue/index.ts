import "server-only";
import { randomUUID } from "node:crypto";
import { isEmbeddedDb } from "@/db/client";
import { env } from "@/lib/env";
import { RECURRING_KEY } from "./define";
import { enqueueEmbedded, startEmbeddedRunner, stopEmbeddedRunner } from "./embedded";
import { jobDefinition, jobDefinitions } from "./jobs";
import { sendPgBoss, startPgBossWorker, stopPgBoss } from "./pg-boss";

/*
 * Timed work (issue 28, item 12). `scheduleJob` adds a job; a worker runs it once, at or after `runAt`. With
 * DATABASE_URL the queue is pg-boss's (several instances share it); on the embedded database, the `queued_jobs` table
 * run in-process. The definitions (lib/queue/jobs.ts) are the same for both.
 */

interface ScheduleOptions {
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** At most one waiting job per name and key: a second with the same key is dropped (answers null). */
  singletonKey?: string;
}

/** Schedules a job by name; the payload is checked against the job's schema first (a mistake throws here). */
export async function scheduleJob(name: string, payload: unknown, options: ScheduleOptions = {}): Promise<string | null> {
  const definition = jobDefinition(name);
  if (!definition) throw new Error(`No job is named ${name}`);
  const data = definition.payload.parse(payload ?? {});
  const runAt = options.runAt ?? new Date();
  const key = options.singletonKey ?? randomUUID();
  if (isEmbeddedDb()) return enqueueEmbedded(name, data, runAt, key);
  return sendPgBoss(env().DATABASE_URL!, name, data, runAt, key);
}

/** Makes sure each recurring job has its next run waiting (one across all instances, by its singleton key). */
async function scheduleRecurring(): Promise<void> {
  for (const definition of jobDefinitions) {
    if (definition.everyMs) await scheduleJob(definition.name, {}, { singletonKey: RECURRING_KEY });
  }
}

/**
 * Starts running jobs in this process: the server's instrumentation (unless QUEUE_WORKER=off) and the stand-alone
 * worker (`npm run queue:worker`) call it. On the embedded database the runner is in-process only.
 */
export async function startQueueWorker(): Promise<void> {
  await scheduleRecurring();
  if (isEmbeddedDb()) startEmbeddedRunner();
  else await startPgBossWorker(env().DATABASE_URL!);
}

export async function stopQueueWorker(): Promise<void> {
  stopEmbeddedRunner();
  await stopPgBoss();
}
