import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { bookingInquiries, bookings, talentProfiles, users } from "@/db/schema";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { formatBookingReference } from "@/lib/domain/booking-reference";
import { env } from "@/lib/env";
import { validationError } from "@/lib/errors";
import { budgetOf, NO_DESCRIPTION, projectTypeOf, type BudgetRange, type Purpose } from "@/lib/domain/booking";
import { TALENT_UNAVAILABLE } from "./bookings";
import { isPublicTalent } from "@/lib/services/talents";
import { fenceIdempotentWork } from "@/lib/services/platform";
import { talentDisplayName } from "@/lib/services/talents";

/**
 * Several booking requests sent at once by one client: a package's selection or a visitor's shortlist. They are
 * recorded as one inquiry (the agency sees one request with its talents) and one pending booking per talent,
 * created together or not at all, with one mail to the agency listing them and one receipt carrying every reference.
 */
export interface BookingRequestBatch {
  talentProfileIds: number[];
  client: { name: string; email: string; phone: string | null; company: string | null };
  purpose: Purpose;
  budgetRange: BudgetRange;
  projectDate: string | null;
  /** The client's notes; null for none. */
  notes: string | null;
  /** The package whose selection this is, if any. */
  packageId?: number | null;
  /** What made the inquiry, as stored on it. */
  kind: "shortlist" | "package";
  /** Where the requests came from, for the agency's mail: `Package “Spring campaign” (#4)`, `Shortlist`. */
  source: string;
}

export interface CreatedBookingRequest {
  id: number;
  /** The booking's reference as stored (12 hex digits); shown grouped with `formatBookingReference`. */
  reference: string;
  talent_profile_id: number;
  talent_name: string;
  status: "pending";
}

/** The field of the batch's talent list in a 422, so a form can show the message where the talents are. */
export const BATCH_TALENTS_FIELD = "talent_profile_ids";

/**
 * Inserts one pending booking per talent inside `tx` (the caller's transaction, so its own writes commit or fail
 * with them). Every talent must be active: one that is not fails the whole batch with a 422, nothing inserted.
 */
export async function insertBookingRequests(tx: DbOrTx, batch: BookingRequestBatch): Promise<CreatedBookingRequest[]> {
  const ids = [...new Set(batch.talentProfileIds)];
  const talents = await tx
    .select({ id: talentProfiles.id, name: talentDisplayName })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(inArray(talentProfiles.id, ids), isPublicTalent));
  if (talents.length !== ids.length) throw validationError(TALENT_UNAVAILABLE, { [BATCH_TALENTS_FIELD]: [TALENT_UNAVAILABLE] });
  const nameOf = new Map(talents.map((t) => [t.id, t.name]));
  const budget = budgetOf(batch.budgetRange);
  const [inquiry] = await tx
    .insert(bookingInquiries)
    .values({ source: batch.kind, packageId: batch.packageId ?? null })
    .returning({ id: bookingInquiries.id });
  const rows = await tx
    .insert(bookings)
    .values(
      ids.map((id) => ({
        talentProfileId: id,
        clientName: batch.client.name,
        clientEmail: batch.client.email.toLowerCase(),
        // The booking table wants a phone; a package's client may give none (the agency has their address).
        clientPhone: batch.client.phone ?? "",
        companyName: batch.client.company,
        projectType: projectTypeOf(batch.purpose) ?? "other",
        projectDescription: batch.notes ?? NO_DESCRIPTION,
        projectDate: batch.projectDate,
        budgetMin: budget.budget_min,
        budgetMax: budget.budget_max,
        status: "pending" as const,
        packageId: batch.packageId ?? null,
        inquiryId: inquiry.id,
      })),
    )
    .returning({ id: bookings.id, reference: bookings.reference, talentProfileId: bookings.talentProfileId });
  return rows.map((r) => ({ id: r.id, reference: r.reference, talent_profile_id: r.talentProfileId, talent_name: nameOf.get(r.talentProfileId) ?? "", status: "pending" }));
}

/**
 * Queues, inside `tx` (the transaction that inserted the batch), one mail to the agency listing every request and one
 * receipt to the client; answers their outbox ids for `deliverNow` after the commit.
 */
export async function mailBookingRequests(tx: DbOrTx, batch: BookingRequestBatch, created: CreatedBookingRequest[]): Promise<number[]> {
  return enqueueMail(
    tx,
    mails.bookingAgency(env().AGENCY_INBOX, [
      ["Source", batch.source],
      ["Bookings", created.map((b) => `#${b.id} (${formatBookingReference(b.reference)})`).join(", ")],
      ["Talents", created.map((b) => `${b.talent_name} (#${b.talent_profile_id})`).join(", ")],
      ["Client", batch.client.name],
      ["Company", batch.client.company ?? "—"],
      ["Email", batch.client.email],
      ["Phone", batch.client.phone ?? "—"],
      ["Purpose", batch.purpose],
      ["Budget", batch.budgetRange],
      ["Preferred date", batch.projectDate ?? "Flexible"],
      ["Notes", batch.notes ?? "—"],
    ]),
    mails.inquiryClient(
      batch.client.email,
      batch.client.name,
      created.map((b) => [b.talent_name, formatBookingReference(b.reference)]),
    ),
  );
}

/** A batch on its own (the visitor's shortlist): one transaction with its two mails. Rate limiting is the caller's. */
export async function createBookingRequests(batch: BookingRequestBatch): Promise<CreatedBookingRequest[]> {
  const db = await getDb();
  const { created, mailIds } = await db.transaction(async (tx) => {
    await fenceIdempotentWork(tx);
    const created = await insertBookingRequests(tx, batch);
    return { created, mailIds: await mailBookingRequests(tx, batch, created) };
  });
  await deliverNow(mailIds);
  return created;
}
