import { z } from "zod";
import { defineTask, type AnyTaskDefinition, type TaskRun } from "./define";

/*
 * The catalogue of background tasks: every task the engine runs, by name, with its payload's schema and its timing.
 * `enqueueTask(tx, name, payload)` takes only a name listed here, and the payload's type follows the name
 * (`TaskPayload<"mail-deliver">`), checked by the compiler and again by the schema when the task is written.
 *
 * What each task does is not here: the handlers call services, and services queue tasks, so the handlers live at the
 * top (lib/task-handlers.ts, `TaskHandlers` below makes it name one for every task) and are handed to the worker
 * where it starts (instrumentation, `npm run queue:worker`, tests). This file reads only `zod` and `./define`.
 */

const HOUR_MS = 3_600_000;

/** Tries per mail before it is marked failed: with the engine's backoff (30 s doubling), about two hours of retrying. */
export const MAX_MAIL_ATTEMPTS = 8;
/** How long a claimed mail belongs to its worker; a worker that died lets it go when this has passed. */
export const MAIL_LEASE_MS = 30_000;

/** Sends one mail of the outbox (lib/email): written with the mail, in the transaction of the change that causes it. */
const mailDeliver = defineTask({
  name: "mail-deliver",
  payload: z.object({ outboxId: z.number().int().positive() }),
  tries: MAX_MAIL_ATTEMPTS,
  leaseMs: MAIL_LEASE_MS,
});

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  template: z.string(),
});

/**
 * A mail to send at a later time (a reminder), once: `key` names it, so a repeated run, or a second task queued with
 * the same key, writes it to the outbox only the first time. The mail's own delivery is then a `mail-deliver` task.
 */
const mailLater = defineTask({
  name: "mail-later",
  payload: z.object({ key: z.string().min(1), mail: mailSchema }),
});

/**
 * One option's time running out (issue 37): queued when the line is written, keyed `line:<id>` and due at its expiry
 * or challenge deadline, whichever comes first (lib/tasks/line-deadlines.ts); replaced when either changes, cancelled
 * when the line stops being an option. Idempotent: a line no longer due, or already moved, is left alone.
 */
const lineDeadline = defineTask({
  name: "line-deadline",
  payload: z.object({ lineId: z.number().int().positive() }),
});

/** Prunes what has stopped mattering (lib/services/platform/housekeeping.ts), every hour; safe to repeat. */
const housekeeping = defineTask({ name: "housekeeping", payload: z.object({}), everyMs: HOUR_MS });

/**
 * The safety net under `line-deadline` (issue 28): every minute, options past their expiry are written expired and
 * challenged options past their deadline released, each with its mails, including lines written before their
 * deadline task existed. Idempotent: a line already moved is left alone.
 */
const optionWork = defineTask({ name: "options-due", payload: z.object({}), everyMs: 60_000 });

/**
 * Retention of personal data (issue 29): once a day, declined applicants past the retention setting are erased and
 * old contact messages deleted. Idempotent: what was erased or deleted is not found again.
 */
const retention = defineTask({ name: "retention", payload: z.object({}), everyMs: 24 * HOUR_MS });

/**
 * A talent's comp card, made ahead of any request after their photos or measurements changed (issue 38), on the
 * render pool like a request's: queued keyed by the talent, so a burst of edits makes one render. Idempotent: a card
 * of the same content is found in the store and not made again.
 */
const compCardRender = defineTask({
  name: "comp-card-render",
  payload: z.object({ talentProfileId: z.number().int().positive() }),
});

/**
 * Every public talent's card made ahead, once per database (issue 38): the cards of talents whose data predates the
 * made-ahead cards, so a crawler finds them all in the store. The server queues it at start.
 */
const compCardBackfill = defineTask({ name: "comp-card-backfill", payload: z.object({}) });

/**
 * An issued invoice's reminder (issue 41): queued at issue keyed `invoice:<id>`, due the day after its due date,
 * cancelled when it is paid, credited or written off. Mails the job's booker once (`onceOnly`) if money is still owed.
 */
const invoiceOverdue = defineTask({
  name: "invoice-overdue",
  payload: z.object({ invoiceId: z.number().int().positive() }),
});

/** Every task the engine knows. */
export const taskCatalogue = [mailDeliver, mailLater, lineDeadline, housekeeping, optionWork, retention, compCardRender, compCardBackfill, invoiceOverdue] as const;

type Catalogued = (typeof taskCatalogue)[number];
/** A task's name: only these can be queued. */
export type TaskName = Catalogued["name"];
/** The payload a task of this name is queued with (its schema's input). */
export type TaskPayload<N extends TaskName> = z.input<Extract<Catalogued, { name: N }>["payload"]>;
/** The payload a task of this name is run with (its schema's output). */
export type TaskData<N extends TaskName> = z.output<Extract<Catalogued, { name: N }>["payload"]>;

/**
 * What each task does, one handler per name (the compiler holds both: none missing, each typed by its payload).
 * Handlers must be idempotent: a run can be repeated after a crash (an effect that must happen once, such as writing
 * a mail, goes through `onceOnly`).
 */
export type TaskHandlers = { [N in TaskName]: (payload: TaskData<N>, run: TaskRun) => Promise<void> };

/** A task's definition by its name, as stored (a name no longer in the catalogue has none). */
export const taskDefinition = (name: string): AnyTaskDefinition | undefined =>
  (taskCatalogue as readonly AnyTaskDefinition[]).find((d) => d.name === name);
