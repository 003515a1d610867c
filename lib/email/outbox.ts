import "server-only";
import type { DbOrTx } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import type { MailMessage } from "./types";

/**
 * Writes mails to the outbox inside `tx`, the transaction of the change that causes them: they exist exactly when
 * the change commits, and a crash before delivery loses none (the delivery loop sends what is left queued). Answers
 * the rows' ids, for `deliverNow` once the transaction has committed.
 */
export async function enqueueMail(tx: DbOrTx, ...messages: MailMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  // Due from this instant on the clock the deliverer compares with (the database's now() is the transaction's start,
  // in microseconds, and can read later than a JavaScript Date taken just after it).
  const now = new Date();
  const rows = await tx
    .insert(emailOutbox)
    .values(messages.map((m) => ({ ...m, status: "queued" as const, nextAttemptAt: now })))
    .returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}
