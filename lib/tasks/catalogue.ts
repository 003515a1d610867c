import "server-only";
import { z } from "zod";
import { deliverNow, deliverOutboxMail } from "@/lib/email/delivery";
import { MAIL_LEASE_MS, MAX_MAIL_ATTEMPTS } from "@/lib/email/delivery-policy";
import { enqueueMail } from "@/lib/email/outbox";
import { runHousekeeping } from "@/lib/services/platform";
import { runDueOptionWork } from "@/lib/services/jobs";
import { runRetention } from "@/lib/services/privacy";
import { defineTask, type AnyTaskDefinition } from "./define";
import { onceOnly } from "./once";

/*
 * Only `zod`, `./define` and constant modules may be read while this module is built: the handlers' modules import
 * the engine, which imports this catalogue, so their bindings are used inside the handlers only (at run time).
 *
 * The catalogue of background tasks: every task the engine runs, by name. `enqueueTask(tx, name, payload)` takes
 * only a name listed here, and the payload's type follows the name (`TaskPayload<"mail-deliver">`), checked by the
 * compiler and again by the schema when the task is written.
 */

const HOUR_MS = 3_600_000;

/** Sends one mail of the outbox (lib/email): written with the mail, in the transaction of the change that causes it. */
const mailDeliver = defineTask({
  name: "mail-deliver",
  payload: z.object({ outboxId: z.number().int().positive() }),
  tries: MAX_MAIL_ATTEMPTS,
  leaseMs: MAIL_LEASE_MS,
  handler: ({ outboxId }, run) => deliverOutboxMail(outboxId, run),
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
  handler: async ({ key, mail }) => {
    const ids = await onceOnly(`mail-later:${key}`, (tx) => enqueueMail(tx, mail));
    if (ids) await deliverNow(ids);
  },
});

/**
 * One option's time running out (issue 37): queued when the line is written, keyed `line:<id>` and due at its expiry
 * or challenge deadline, whichever comes first (lib/tasks/line-deadlines.ts); replaced when either changes, cancelled
 * when the line stops being an option. Idempotent: a line no longer due, or already moved, is left alone.
 */
const lineDeadline = defineTask({
  name: "line-deadline",
  payload: z.object({ lineId: z.number().int().positive() }),
  handler: async ({ lineId }, run) => {
    const moved = await runDueOptionWork(run.now, { lineIds: [lineId] });
    if (moved.length > 0) console.info("[options] expired or released line", lineId);
  },
});

/** Prunes what has stopped mattering (lib/services/housekeeping.ts), every hour; safe to repeat. */
const housekeeping = defineTask({
  name: "housekeeping",
  payload: z.object({}),
  everyMs: HOUR_MS,
  handler: async () => {
    const result = await runHousekeeping();
    if (result.skipped) return;
    const total = Object.values(result.pruned).reduce((sum, n) => sum + n, 0);
    if (total > 0) console.info("[housekeeping] pruned", result.pruned);
  },
});

/**
 * The safety net under `line-deadline` (issue 28): every minute, options past their expiry are written expired and
 * challenged options past their deadline released, each with its mails (lib/services/option-work.ts), including lines
 * written before their deadline task existed. Idempotent: a line already moved is left alone.
 */
const optionWork = defineTask({
  name: "options-due",
  payload: z.object({}),
  everyMs: 60_000,
  handler: async (_payload, run) => {
    const moved = await runDueOptionWork(run.now);
    if (moved.length > 0) console.info("[options] expired or released", moved.length, "lines");
  },
});

/**
 * Retention of personal data (issue 29): once a day, declined applicants past the retention setting are erased and
 * old contact messages deleted (lib/services/retention.ts). Idempotent: what was erased or deleted is not found again.
 */
const retention = defineTask({
  name: "retention",
  payload: z.object({}),
  everyMs: 24 * HOUR_MS,
  handler: async (_payload, run) => {
    const result = await runRetention(run.now);
    if (result.erased.length > 0 || result.contactMessages > 0) {
      console.info("[retention] erased", result.erased.length, "declined applicants; deleted", result.contactMessages, "contact messages");
    }
  },
});

/**
 * A talent's comp card, made ahead of any request after their photos or measurements changed (issue 38), on the
 * render pool like a request's: `renderCompCardSoon` queues it keyed by the talent, so a burst of edits makes one
 * render. Idempotent: a card of the same content is found in the store and not made again.
 */
const compCardRender = defineTask({
  name: "comp-card-render",
  payload: z.object({ talentProfileId: z.number().int().positive() }),
  handler: async ({ talentProfileId }) => {
    const { prepareCompCard } = await import("@/lib/services/talents");
    await prepareCompCard(talentProfileId);
  },
});

/**
 * Every public talent's card made ahead, once per database (issue 38): the cards of talents whose data predates the
 * made-ahead cards, so a crawler finds them all in the store. The server queues it at start; `onceOnly` keeps it
 * one-off; the renders it queues are spaced so visitors keep the render pool.
 */
const compCardBackfill = defineTask({
  name: "comp-card-backfill",
  payload: z.object({}),
  handler: async () => {
    if (!(await onceOnly("comp-card-backfill:1", async () => true))) return;
    const { renderEveryCompCardSoon } = await import("@/lib/services/talents");
    const count = await renderEveryCompCardSoon();
    console.info(`[comp-card] ${count} comp cards scheduled to be made ahead`);
  },
});

/**
 * An issued invoice's reminder (issue 41): queued at issue keyed `invoice:<id>`, due the day after its due date,
 * cancelled when it is paid, credited or written off. Mails the job's booker once (`onceOnly`) if money is still owed.
 */
const invoiceOverdue = defineTask({
  name: "invoice-overdue",
  payload: z.object({ invoiceId: z.number().int().positive() }),
  handler: async ({ invoiceId }) => {
    const { remindOverdueInvoice } = await import("@/lib/services/invoices");
    await remindOverdueInvoice(invoiceId);
  },
});

/** Every task the engine knows. */
export const taskCatalogue = [mailDeliver, mailLater, lineDeadline, housekeeping, optionWork, retention, compCardRender, compCardBackfill, invoiceOverdue] as const;

type Catalogued = (typeof taskCatalogue)[number];
/** A task's name: only these can be queued. */
export type TaskName = Catalogued["name"];
/** The payload a task of this name is queued with (its schema's input). */
export type TaskPayload<N extends TaskName> = z.input<Extract<Catalogued, { name: N }>["payload"]>;

export const taskDefinition = (name: string): AnyTaskDefinition | undefined =>
  (taskCatalogue as readonly AnyTaskDefinition[]).find((d) => d.name === name);
