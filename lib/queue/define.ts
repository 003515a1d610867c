import type { z } from "zod";

/** What a handler knows of the run it is: the job's id in its queue, for logs. */
export interface JobRun {
  id: string;
  name: string;
}

/**
 * One kind of timed work. The same definition runs on pg-boss (with DATABASE_URL) and on the embedded runner.
 * Handlers must be idempotent: a run can be repeated after a crash (use `onceOnly` for an effect such as a mail).
 */
export interface JobDefinition<P = unknown> {
  name: string;
  /** The payload as stored; a job whose payload no longer parses fails without running. */
  payload: z.ZodType<P>;
  handler: (payload: P, run: JobRun) => Promise<void>;
  /** A recurring job: after each run, the next is scheduled this long after it ends (one waiting at a time). */
  everyMs?: number;
  /** Tries after the first before the job is failed for good (default 3). */
  retryLimit?: number;
}

/** Any job, whatever its payload: what the list of jobs holds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler reads the payload its own schema parsed
export type AnyJobDefinition = JobDefinition<any>;

/** Declares a job; the payload's type follows its schema. */
export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition<P> => definition;

export const DEFAULT_RETRY_LIMIT = 3;

/** Runs one stored job with its definition: the payload is parsed first, so a handler only sees what its schema allows. */
export async function runDefinition(definition: AnyJobDefinition, payload: unknown, run: JobRun): Promise<void> {
  await definition.handler(definition.payload.parse(payload ?? {}), run);
}
/** The singleton key of a recurring job's next run. */
export const RECURRING_KEY = "recurring";
