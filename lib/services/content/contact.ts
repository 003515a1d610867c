import "server-only";
import { getDb } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { tooManyRequests } from "@/lib/errors";
import type { ContactInput } from "@/lib/validation/contact";
import { fenceIdempotentWork } from "@/lib/services/platform";
import { consume, type Limit } from "@/lib/services/platform";

/** At most this many messages per address per hour. */
export const CONTACT_LIMIT = { max: 10, windowSeconds: 3600 } as const satisfies Limit;

/**
 * A message from the contact form (`POST /contact-us`): stored for the admin with its mail to the agency's inbox in
 * one transaction, sent after the commit.
 */
export async function sendContactMessage(input: ContactInput, context: { ip: string }) {
  const place = await consume(`contact:ip:${context.ip}`, CONTACT_LIMIT);
  if (!place.allowed) throw tooManyRequests("Too many messages. Please try again later.", place.retryAfter);
  const db = await getDb();
  const { row, mailIds } = await db.transaction(async (tx) => {
    await fenceIdempotentWork(tx);
    const [row] = await tx
      .insert(contactMessages)
      .values({ fullName: input.fullName, email: input.email.toLowerCase(), subject: input.subject, message: input.message })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    const mailIds = await enqueueMail(
      tx,
      mails.contactAgency(env().AGENCY_INBOX, [
        ["From", `${input.fullName} <${input.email}>`],
        ["Subject", input.subject],
        ["Message", input.message],
      ]),
    );
    return { row, mailIds };
  });
  await deliverNow(mailIds);
  return { id: row.id, created_at: row.createdAt.toISOString() };
}
