import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { confirmationEvents, users, type Confirmation, type Job } from "@/db/schema";
import { confirmationStatusAt, type ConfirmationEventKind, type ConfirmationSnapshot } from "@/lib/domain/confirmations";
import { formatJobReference } from "@/lib/domain/jobs";
import { formatMoney, parseDecimal } from "@/lib/domain/money";
import { formatMomentInZone } from "@/lib/domain/zoned-time";
import type { ConfirmationMailFacts } from "@/lib/email/confirmation-mails";
import type { Booker } from "@/lib/email/job-mails";
import type { settingsIn } from "./snapshot";

export type Context = Awaited<ReturnType<typeof settingsIn>>;

/** The key of a confirmation's expiry reminder task (`mail-later`), replaced at send and cancelled on any answer. */
export const expiryTaskKey = (id: number) => `confirmation-expiry:${id}`;

/** Appends one event (the table refuses any change afterwards). */
export async function recordEvent(
  tx: DbOrTx,
  confirmationId: number,
  kind: ConfirmationEventKind,
  extra: { ip?: string | null; userAgent?: string | null; actorUserId?: number | null; detail?: Record<string, unknown> | null; byClient?: boolean; at?: Date } = {},
) {
  await tx.insert(confirmationEvents).values({
    confirmationId,
    kind,
    ip: extra.ip ?? null,
    userAgent: extra.userAgent ? extra.userAgent.slice(0, 512) : null,
    actorUserId: extra.actorUserId ?? null,
    detail: extra.detail ?? null,
    byClient: extra.byClient ?? false,
    ...(extra.at ? { at: extra.at } : {}),
  });
}

/** A staff account as the one who signs the client's mails, else the bookings desk. */
export async function bookerOf(db: DbOrTx, userId: number | null, context: Context): Promise<Booker> {
  if (userId != null) {
    const [u] = await db.select({ name: users.name, email: users.email, phone: users.phone, role: users.role }).from(users).where(eq(users.id, userId));
    if (u && u.role !== "talent") return { name: u.name, email: u.email, phone: u.phone || context.agencyPhone };
  }
  return { name: "The bookings desk", email: context.agencyEmail, phone: context.agencyPhone };
}

/** The facts every confirmation mail names, written in the job's zone. */
export function mailFacts(job: Job, c: Pick<Confirmation, "version" | "expiresAt">, snapshot: ConfirmationSnapshot, booker: Booker): ConfirmationMailFacts {
  return {
    clientName: snapshot.contact?.name ?? job.clientName,
    jobTitle: snapshot.job.title,
    jobReference: formatJobReference(job.reference),
    version: c.version,
    total: formatMoney(parseDecimal(snapshot.total, snapshot.currency) ?? 0n, snapshot.currency),
    expires: c.expiresAt ? formatMomentInZone(c.expiresAt, snapshot.time_zone) : null,
    booker,
  };
}

/** A stored confirmation's status as it reads now (`expired` derived). */
export const statusNow = (c: Confirmation, now = new Date()) => confirmationStatusAt(c, now);
