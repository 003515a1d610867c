import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { currentDriver } from "./drivers";
import type { MailMessage } from "./types";

export type { MailMessage } from "./types";

/**
 * Sends a mail through the configured driver and records it in `email_outbox` either way (queued, then sent or
 * failed). A failing provider never fails the caller's request: the row keeps the error for a retry.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...message, status: "queued" })
    .returning({ id: emailOutbox.id });
  try {
    const { providerId } = await currentDriver().send(message);
    await db.update(emailOutbox).set({ status: "sent", providerId, sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
  } catch (error) {
    console.error("[mail] sending failed", error);
    await db
      .update(emailOutbox)
      .set({ status: "failed", error: error instanceof Error ? error.message : String(error) })
      .where(eq(emailOutbox.id, row.id));
  }
}

/** The mails sent to an address, newest first (development and tests read reset codes here). */
export async function outboxFor(to: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, to.toLowerCase())).orderBy(desc(emailOutbox.id));
}
