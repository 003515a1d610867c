import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { deliverNow } from "./delivery";
import { enqueueMail } from "./outbox";
import type { MailMessage } from "./types";

export type { MailMessage } from "./types";
export { enqueueMail } from "./outbox";
export { deliverNow } from "./delivery";

/**
 * A mail that follows no write of its own (a notice about a change already made): queued in the outbox, then sent at
 * once. Where a mail follows a write, use `enqueueMail(tx, ...)` in that write's transaction and `deliverNow` after.
 * A failing provider never fails the caller: the row keeps the error and is retried.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const db = await getDb();
  await deliverNow(await enqueueMail(db, message));
}

/** The mails sent to an address, newest first (development and tests read reset codes here). */
export async function outboxFor(to: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, to.toLowerCase())).orderBy(desc(emailOutbox.id));
}
