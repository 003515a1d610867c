import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Background tasks (lib/tasks): the one engine for later work on both databases (PGlite and PostgreSQL). A task is
 * written in the transaction of the change that asks for it (`enqueueTask(tx, ...)`), claimed by a worker with
 * `FOR UPDATE SKIP LOCKED` and a lease, retried with a backoff, and marked done, failed or cancelled. Not to be
 * confused with a client's job (`jobs`): this is the house's own work (mail delivery, expiries, housekeeping).
 */
export const backgroundTasks = pgTable(
  "background_tasks",
  {
    id: serial("id").primaryKey(),
    /** The task's name in the catalogue (lib/tasks/catalogue.ts). */
    name: text("name").notNull(),
    payload: jsonb("payload").notNull().default({}),
    /**
     * At most one waiting task per name and key (a line's deadline, a mail's delivery): `enqueueTask` keeps the first,
     * `replaceTask` rewrites it, `cancelTask` cancels it.
     */
    key: text("key"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** queued, done, failed or cancelled. */
    status: text("status").notNull().default("queued"),
    /** Tries so far, counted when a worker claims the task (so a task that crashes its worker still ends). */
    attempts: integer("attempts").notNull().default(0),
    /** The lease of the worker running it; a task whose worker died is claimed again once it has passed. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** Raised by every replace and cancel: a run that started before one does not mark the new version done. */
    revision: integer("revision").notNull().default(0),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    index("background_tasks_due_idx").on(t.status, t.runAt),
    uniqueIndex("background_tasks_key_unique").on(t.name, t.key).where(sql`status = 'queued' and key is not null`),
  ],
);

export type BackgroundTask = typeof backgroundTasks.$inferSelect;

/**
 * The effects of tasks that must happen once (a mail written to the outbox): the handler writes its key here in the
 * transaction of its effect (`onceOnly`), so a run repeated after a crash (between the effect's commit and the engine
 * marking the task done) finds the key and does nothing. Pruned by the housekeeping after `RETENTION_DAYS.jobs`.
 */
export const backgroundTaskEffects = pgTable(
  "background_task_effects",
  {
    key: text("key").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("background_task_effects_created_at_idx").on(t.createdAt)],
);
