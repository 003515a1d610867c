import type { z } from "zod";

/** What a handler knows of the run it is. */
export interface TaskRun {
  /** The task's id, for logs. */
  id: number;
  name: string;
  /** This try's number, from 1 (counted when the task was claimed). */
  attempt: number;
  /** Whether a failure now fails the task for good (no try is left). */
  lastTry: boolean;
  /** The clock the worker runs on (injected in tests). */
  now: Date;
}

/**
 * One kind of background task: its name, its payload and its timing. What it does (its handler) is handed to the
 * worker apart (`TaskHandlers`, lib/tasks/catalogue.ts), so this catalogue imports nothing that queues tasks.
 */
export interface TaskDefinition<N extends string = string, S extends z.ZodType = z.ZodType> {
  name: N;
  /** The payload as stored; a task whose payload no longer parses fails without running. */
  payload: S;
  /** A recurring task: after each run, the next is queued this long after it ends (one waiting at a time). */
  everyMs?: number;
  /** Tries in all before the task fails for good (default 4: the first and three retries). */
  tries?: number;
  /** The wait after the first failed try, doubled after each (default 30 s, at most an hour). */
  firstRetryMs?: number;
  /** How long a claimed task belongs to its worker (default 5 minutes); a worker that died lets it go after this. */
  leaseMs?: number;
}

/** Any task, whatever its payload: what the catalogue holds. */
export type AnyTaskDefinition = TaskDefinition<string, z.ZodType>;

/** Declares a task; its name is a literal type and its payload's type follows its schema. */
export const defineTask = <const N extends string, S extends z.ZodType>(definition: TaskDefinition<N, S>): TaskDefinition<N, S> =>
  definition;

export const DEFAULT_TRIES = 4;
export const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;

/** The one backoff: the wait after failed try number `attempts` (30 s, 1 min, 2 min... at most an hour). */
export function retryDelayMs(attempts: number, firstRetryMs = DEFAULT_FIRST_RETRY_MS): number {
  return Math.min(LONGEST_RETRY_MS, firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

/** The key of a recurring task's next run. */
export const RECURRING_KEY = "recurring";
