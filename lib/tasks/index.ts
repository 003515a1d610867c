/*
 * Background tasks (issue 37): the house's own later work, not a client's job. Declare a task with `defineTask` in
 * the catalogue (./catalogue.ts) and its handler in lib/task-handlers.ts; queue it with
 * `enqueueTask(tx, name, payload, { runAt, key })` inside the transaction of the change that asks for it, rewrite or
 * drop it by key with `replaceTask` / `cancelTask`; an effect that must happen once goes through `onceOnly`.
 * `startTaskWorker(taskHandlers)` runs them (instrumentation, `npm run queue:worker`). Nothing here imports a service.
 */
export { cancelTask, enqueueTask, replaceTask, runDueTasks, startTaskWorker, stopTaskWorker } from "./engine";
export { onceOnly } from "./once";
export { scheduleLineDeadlines } from "./line-deadlines";
export type { TaskData, TaskHandlers, TaskName } from "./catalogue";
export type { TaskRun } from "./define";
