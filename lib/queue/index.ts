import "server-only";
import { getDb } from "@/db/client";
import { enqueueTask, startTaskWorker, stopTaskWorker, type TaskName, type TaskPayload } from "@/lib/tasks";

/*
 * The old face of timed work, kept until the branches that still call it are merged (issue 37): everything here is
 * the background tasks' engine (lib/tasks) under its former names. New code imports `@/lib/tasks`.
 */

/**
 * @deprecated Use `enqueueTask(tx, name, payload, { runAt, key })` from `@/lib/tasks`, inside the write's transaction.
 * Queues a task outside any transaction; answers its id, or null when one with the same name and key is waiting.
 * @public
 */
export async function scheduleJob(name: string, payload: unknown, options: { runAt?: Date; singletonKey?: string } = {}): Promise<string | null> {
  const db = await getDb();
  const id = await enqueueTask(db, name as TaskName, payload as TaskPayload<TaskName>, { runAt: options.runAt, key: options.singletonKey });
  return id === null ? null : String(id);
}

/** @deprecated Use `startTaskWorker` from `@/lib/tasks`. @public */
export const startQueueWorker = startTaskWorker;
/** @deprecated Use `stopTaskWorker` from `@/lib/tasks`. @public */
export const stopQueueWorker = stopTaskWorker;
/** @deprecated Use `defineTask` from `@/lib/tasks/define`. @public */
export { defineTask as defineJob } from "@/lib/tasks/define";
/** @deprecated Use `onceOnly` from `@/lib/tasks`. @public */
export { onceOnly } from "@/lib/tasks";
