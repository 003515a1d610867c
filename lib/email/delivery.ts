import "server-only";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { after } from "next/server";
import { getDb } from "@/db/client";
import { emailOutbox, type EmailOutboxRow } from "@/db/schema";
import { currentDriver } from "./drivers";
import type { MailDriver } from "./types";

/** Tries per mail before it is marked failed: with the backoff below, about two hours of retrying. */
export const MAX_MAIL_ATTEMPTS = 8;
/** How long a claimed row belongs to its worker; a worker that died lets it go when this has passed. */
export const MAIL_LEASE_MS = 30_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;
const BATCH = 20;

/** The wait after a failed try: 30 s, 1 min, 2 min... at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * The provider's idempotency key of a row: the same on every try. The creation time is part of it so that two
 * databases sending through one provider account (staging and production) never share a key for their row 5.
 */
export function mailIdempotencyKey(row: Pick<EmailOutboxRow, "id" | "createdAt">): string {
  return `email-outbox-${row.id}-${row.createdAt.getTime()}`;
}

interface DeliveryOptions {
  /** Only these rows (the request's own mails, right after its commit); otherwise every due row. */
  ids?: number[];
  now?: Date;
  driver?: MailDriver;
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Claims due rows for this worker: queued, past their backoff, and not leased to a live worker. `FOR UPDATE SKIP
 * LOCKED` lets several instances claim at once without waiting on or taking each other's rows; the lease then keeps
 * a claimed row from being claimed again while it is being sent. The try is counted here, before sending.
 */
async function claim(now: Date, ids: number[] | undefined): Promise<EmailOutboxRow[]> {
  const db = await getDb();
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "queued"),
        lte(emailOutbox.nextAttemptAt, now),
        or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, now)),
        ids ? inArray(emailOutbox.id, ids) : undefined,
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, claimedUntil: new Date(now.getTime() + MAIL_LEASE_MS) })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/** Sends one claimed row and records the outcome: sent, or queued again after a backoff, or failed for good. */
async function sendOne(row: EmailOutboxRow, driver: MailDriver, now: Date): Promise<keyof DeliveryResult> {
  const db = await getDb();
  const mine = and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "queued"));
  try {
    const { providerId } = await driver.send(row, { idempotencyKey: mailIdempotencyKey(row) });
    await db.update(emailOutbox).set({ status: "sent", providerId, sentAt: new Date(), claimedUntil: null, error: null }).where(mine);
    return "sent";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const last = row.attempts >= MAX_MAIL_ATTEMPTS;
    console.error(`[mail] sending #${row.id} failed (try ${row.attempts} of ${MAX_MAIL_ATTEMPTS})`, message);
    await db
      .update(emailOutbox)
      .set({
        status: last ? "failed" : "queued",
        error: message,
        claimedUntil: null,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
      })
      .where(mine);
    return last ? "failed" : "retrying";
  }
}

/**
 * Delivers due mails, batch after batch, until none is left. Never throws: a failure is recorded on its row (and
 * tried again later) or, for the database itself, logged and left to the next run.
 */
export async function deliverMails(options: DeliveryOptions = {}): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  if (options.ids?.length === 0) return result;
  const driver = options.driver ?? currentDriver();
  try {
    for (;;) {
      const now = options.now ?? new Date();
      const rows = await claim(now, options.ids);
      for (const row of rows) result[await sendOne(row, driver, now)]++;
      if (rows.length < BATCH) return result;
    }
  } catch (error) {
    console.error("[mail] delivery failed", error);
    return result;
  }
}

/**
 * Right after the commit that wrote them, a request's own mails go out at once: once its answer has been sent
 * (Next's `after`), so a provider's latency never shows in the answer and the answer, with its idempotency record,
 * is stored before sending starts; outside a request (tests, scripts) now. The loop sends any this misses.
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
