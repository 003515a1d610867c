/*
 * Background tasks (issue 37): the house's own later work, not a client's job. Declare a task with `defineTask` in
 * the catalogue (./catalogue.ts); queue it with `enqueueTask(tx, name, payload, { runAt, key })` inside the
 * transaction of the change that asks for it, rewrite or drop it by key with `replaceTask` / `cancelTask`; an effect
 * that must happen once goes through `onceOnly`. `startTaskWorker` runs them (instrumentation, `npm run queue:worker`).
 */
export { cancelTask, enqueueTask, replaceTask, runDueTasks, startTaskWorker, stopTaskWorker } from "./engine";
export { onceOnly } from "./once";
export { scheduleLineDeadlines } from "./line-deadlines";
export type { TaskName, TaskPayload } from "./catalogue";
