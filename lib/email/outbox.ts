import "server-only";
import type { DbOrTx } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { enqueueTask } from "@/lib/tasks/engine";
import { mailTaskKey } from "./delivery";
import type { MailMessage } from "./types";

/**
 * Writes mails to the outbox inside `tx`, the transaction of the change that causes them, each with its delivery task
 * (`mail-deliver`, lib/tasks): they exist exactly when the change commits, and a crash before delivery loses none
 * (the worker sends what is left queued). Answers the rows' ids, for `deliverNow` once the transaction has committed.
 */
export async function enqueueMail(tx: DbOrTx, ...messages: MailMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await tx
    .insert(emailOutbox)
    .values(messages.map((m) => ({ ...m, status: "queued" as const })))
    .returning({ id: emailOutbox.id });
  for (const { id } of rows) await enqueueTask(tx, "mail-deliver", { outboxId: id }, { key: mailTaskKey(id) });
  return rows.map((r) => r.id);
}
