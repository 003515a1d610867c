import "server-only";
import type { DbOrTx } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { enqueueTask } from "@/lib/tasks";
import { mailTaskKey } from "./delivery";
import type { MailMessage } from "./types";

/**
 * Writes mails to the outbox inside `tx`, the transaction of the change that causes them, each with its delivery task
 * (`mail-deliver`, lib/tasks): they exist exactly when the change commits, and a crash before delivery loses none
 * (the worker sends what is left queued). Answers the rows' ids, for `deliverNow` once the transaction has committed.
 */
export async function enqueueMail(tx: DbOrTx, ...messages: MailMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  // A transaction of its own when handed the database (a mail that follows no write), a savepoint inside `tx`
  // otherwise: a row is never written without its task.
  return tx.transaction(async (inner) => {
    const rows = await inner
      .insert(emailOutbox)
      .values(messages.map((m) => ({ ...m, status: "queued" as const })))
      .returning({ id: emailOutbox.id });
    for (const { id } of rows) await enqueueTask(inner, "mail-deliver", { outboxId: id }, { key: mailTaskKey(id) });
    return rows.map((r) => r.id);
  });
}
