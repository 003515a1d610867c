import "server-only";
import { z } from "zod";
import { deliverNow, enqueueMail } from "@/lib/email";
import { prepareCompCard } from "@/lib/services/comp-card";
import { renderEveryCompCardSoon } from "@/lib/services/comp-card-ready";
import { runHousekeeping } from "@/lib/services/housekeeping";
import { runDueOptionWork } from "@/lib/services/option-work";
import { runRetention } from "@/lib/services/retention";
import { defineJob, type AnyJobDefinition } from "./define";
import { onceOnly } from "./once";

const HOUR_MS = 3_600_000;

/** Prunes what has stopped mattering (lib/services/housekeeping.ts), every hour; safe to repeat. */
const housekeeping = defineJob({
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

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  template: z.string(),
});

/**
 * A mail to send at a later time (a reminder), once: `key` names it, so a repeated run, or a second job scheduled
 * with the same key, writes it to the outbox only the first time.
 */
const mailLater = defineJob({
  name: "mail-later",
  payload: z.object({ key: z.string().min(1), mail: mailSchema }),
  handler: async ({ key, mail }) => {
    const ids = await onceOnly(`mail-later:${key}`, (tx) => enqueueMail(tx, mail));
    if (ids) await deliverNow(ids);
  },
});

/**
 * Expiries and challenge deadlines (issue 28): every minute, options past their expiry are written expired and
 * challenged options past their deadline released, each with its mails (lib/services/option-work.ts). They already
 * read so before this runs; the job writes them and mails once. Idempotent: a line already moved is left alone.
 */
const optionWork = defineJob({
  name: "options-due",
  payload: z.object({}),
  everyMs: 60_000,
  handler: async () => {
    const moved = await runDueOptionWork(new Date());
    if (moved.length > 0) console.info("[options] expired or released", moved.length, "lines");
  },
});

/**
 * Retention of personal data (issue 29): once a day, declined applicants past the retention setting are erased and
 * old contact messages deleted (lib/services/retention.ts). Idempotent: what was erased or deleted is not found again.
 */
const retention = defineJob({
  name: "retention",
  payload: z.object({}),
  everyMs: 24 * HOUR_MS,
  handler: async () => {
    const result = await runRetention(new Date());
    if (result.erased.length > 0 || result.contactMessages > 0) {
      console.info("[retention] erased", result.erased.length, "declined applicants; deleted", result.contactMessages, "contact messages");
    }
  },
});

/**
 * A talent's comp card, made ahead of any request after their photos or measurements changed (issue 38), on the
 * render pool like a request's: `renderCompCardSoon` schedules it with one waiting job per talent. Idempotent: a card
 * of the same content is found in the store and not made again.
 */
const compCardRender = defineJob({
  name: "comp-card-render",
  payload: z.object({ talentProfileId: z.number().int().positive() }),
  handler: async ({ talentProfileId }) => {
    await prepareCompCard(talentProfileId);
  },
});

/**
 * Once per database (issue 38): every public talent's comp card, made ahead at a gentle pace, for the talents whose
 * data predates `comp-card-render`. The server schedules it at start; the key in queue_job_runs keeps it one-off.
 */
const compCardBackfill = defineJob({
  name: "comp-card-backfill",
  payload: z.object({}),
  handler: async () => {
    // Claimed first, then scheduled outside the claim's transaction (the scheduling writes through the queue).
    if (!(await onceOnly("comp-card-backfill:1", async () => true))) return;
    const count = await renderEveryCompCardSoon();
    console.info(`[comp-card] ${count} comp cards scheduled to be made ahead`);
  },
});

/** Every job the queue knows, by name: what a worker runs and what `scheduleJob` accepts. */
export const jobDefinitions: readonly AnyJobDefinition[] = [housekeeping, mailLater, optionWork, retention, compCardRender, compCardBackfill];

export const jobDefinition = (name: string): AnyJobDefinition | undefined => jobDefinitions.find((d) => d.name === name);
