import "server-only";
import { and, eq } from "drizzle-orm";
import { after } from "next/server";
import { getDb } from "@/db/client";
import { emailOutbox, type EmailOutboxRow } from "@/db/schema";
import { runDueTasks, type TaskData, type TaskRun } from "@/lib/tasks";
import { currentDriver } from "./drivers";

/*
 * Delivery of the outbox runs on the background tasks (lib/tasks): `enqueueMail` writes each mail with its
 * `mail-deliver` task (keyed `mail:<id>`), so the engine's claim, lease, backoff and loop send it; this file is the
 * task's handler and the request's shortcut that sends its own mails at once.
 */

/** The key of a mail's delivery task. */
export const mailTaskKey = (outboxId: number) => `mail:${outboxId}`;

/**
 * The provider's idempotency key of a row: the same on every try. The creation time is part of it so that two
 * databases sending through one provider account (staging and production) never share a key for their row 5.
 */
export function mailIdempotencyKey(row: Pick<EmailOutboxRow, "id" | "createdAt">): string {
  return `email-outbox-${row.id}-${row.createdAt.getTime()}`;
}

/**
 * The `mail-deliver` task: sends one outbox row and records the outcome on it (sent; or the error, and failed on the
 * last try). A failure is thrown back to the engine, which retries it after the backoff. A row already sent (a repeat
 * after a crash) is left alone; one sent by a worker that died before recording it is sent again with the same
 * idempotency key, which the provider honours.
 */
export async function deliverOutboxMail({ outboxId }: TaskData<"mail-deliver">, run: TaskRun): Promise<void> {
  const db = await getDb();
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!row || row.status !== "queued") return;
  const mine = and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "queued"));
  try {
    const { providerId } = await currentDriver().send(row, { idempotencyKey: mailIdempotencyKey(row) });
    await db.update(emailOutbox).set({ status: "sent", providerId, sentAt: new Date(), error: null, attempts: run.attempt }).where(mine);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(emailOutbox)
      .set({ status: run.lastTry ? "failed" : "queued", error: message, attempts: run.attempt })
      .where(mine);
    throw error;
  }
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Runs the due delivery tasks (only those of `ids` when given), as the worker's loop does. Never throws: a failure is
 * recorded on its row and task (and tried again later) or, for the database itself, logged and left to the next run.
 */
export async function deliverMails(options: { ids?: number[]; now?: Date } = {}): Promise<DeliveryResult> {
  if (options.ids?.length === 0) return { sent: 0, retrying: 0, failed: 0 };
  try {
    const { now } = options;
    const result = await runDueTasks({ "mail-deliver": deliverOutboxMail }, {
      now: now ? () => now : undefined,
      only: { name: "mail-deliver", keys: options.ids?.map(mailTaskKey) },
    });
    return { sent: result.done, retrying: result.retrying, failed: result.failed };
  } catch (error) {
    console.error("[mail] delivery failed", error);
    return { sent: 0, retrying: 0, failed: 0 };
  }
}

/**
 * Right after the commit that wrote them, a request's own mails go out at once: once its answer has been sent
 * (Next's `after`), so a provider's latency never shows in the answer and the answer, with its idempotency record,
 * is stored before sending starts; outside a request (tests, scripts) now. The worker's loop sends any this misses.
 */
export async function deliverNow(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const send = async () => void (await deliverMails({ ids }));
  try {
    after(send);
  } catch {
    await send();
  }
}
