import { taskHandlers } from "@/lib/task-handlers";
import type { TaskData, TaskName } from "@/lib/tasks";

/** Runs one background task's handler at once, as a first try on the clock of the call (the engine is not involved). */
export function runTaskNow<N extends TaskName>(name: N, payload: TaskData<N>): Promise<void> {
  const handler = taskHandlers[name] as (payload: TaskData<N>, run: Parameters<(typeof taskHandlers)[N]>[1]) => Promise<void>;
  return handler(payload, { id: 0, name, attempt: 1, lastTry: false, now: new Date() });
}
