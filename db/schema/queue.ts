import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The queue of timed work on the embedded database (no DATABASE_URL), where pg-boss cannot run: the in-process
 * runner (lib/queue/embedded.ts) claims due rows with a lease, like the mail outbox. With DATABASE_URL, pg-boss keeps
 * its own tables (schema `pgboss`) and this one stays empty.
 */
export const queuedJobs = pgTable(
  "queued_jobs",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull().default({}),
    /** At most one waiting job per name and key: scheduling again with the same key keeps the first. */
    singletonKey: text("singleton_key"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** queued, done or failed. */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    index("queued_jobs_due_idx").on(t.status, t.runAt),
    uniqueIndex("queued_jobs_singleton_unique").on(t.name, t.singletonKey).where(sql`status = 'queued' and singleton_key is not null`),
  ],
);

export type QueuedJob = typeof queuedJobs.$inferSelect;

/**
 * The runs of jobs whose effect must happen once (a mail): the handler writes its key here in the transaction of its
 * effect, so a run repeated after a crash (between the effect's commit and the queue marking the job done) finds the
 * key and does nothing. Pruned by the housekeeping after `RETENTION_DAYS.jobRuns`.
 */
export const queueJobRuns = pgTable(
  "queue_job_runs",
  {
    key: text("key").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("queue_job_runs_created_at_idx").on(t.createdAt)],
);
