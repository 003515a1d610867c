import "server-only";
import { deliverNow, enqueueMail } from "@/lib/email";
import { deliverOutboxMail } from "@/lib/email/delivery";
import { remindOverdueInvoice } from "@/lib/services/invoices";
import { runRetention } from "@/lib/services/privacy";
import { runDueOptionWork } from "@/lib/services/jobs";
import { runHousekeeping } from "@/lib/services/platform";
import { prepareCompCard, renderEveryCompCardSoon } from "@/lib/services/talents";
import { onceOnly, type TaskHandlers } from "@/lib/tasks";

/*
 * What each background task does (the catalogue, lib/tasks/catalogue.ts, says what it is called, what it carries
 * and when it runs). The handlers call services, and services queue tasks, so this top layer hands them to the engine
 * where tasks are run: the server's instrumentation, the stand-alone worker (`npm run queue:worker`) and tests.
 */
export const taskHandlers: TaskHandlers = {
  "mail-deliver": deliverOutboxMail,

  "mail-later": async ({ key, mail }) => {
    const ids = await onceOnly(`mail-later:${key}`, (tx) => enqueueMail(tx, mail));
    if (ids) await deliverNow(ids);
  },

  "line-deadline": async ({ lineId }, run) => {
    const moved = await runDueOptionWork(run.now, { lineIds: [lineId] });
    if (moved.length > 0) console.info("[options] expired or released line", lineId);
  },

  housekeeping: async () => {
    const result = await runHousekeeping();
    if (result.skipped) return;
    const total = Object.values(result.pruned).reduce((sum, n) => sum + n, 0);
    if (total > 0) console.info("[housekeeping] pruned", result.pruned);
  },

  "options-due": async (_payload, run) => {
    const moved = await runDueOptionWork(run.now);
    if (moved.length > 0) console.info("[options] expired or released", moved.length, "lines");
  },

  retention: async (_payload, run) => {
    const result = await runRetention(run.now);
    if (result.erased.length > 0 || result.contactMessages > 0) {
      console.info("[retention] erased", result.erased.length, "declined applicants; deleted", result.contactMessages, "contact messages");
    }
  },

  "invoice-overdue": async ({ invoiceId }) => {
    await remindOverdueInvoice(invoiceId);
  },

  "comp-card-render": async ({ talentProfileId }) => {
    await prepareCompCard(talentProfileId);
  },

  "comp-card-backfill": async () => {
    if (!(await onceOnly("comp-card-backfill:1", async () => true))) return;
    const count = await renderEveryCompCardSoon();
    console.info(`[comp-card] ${count} comp cards scheduled to be made ahead`);
  },
};
