import "server-only";
import { requestStatusAt } from "./booking-status";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, talentProfiles, users } from "@/db/schema";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { env } from "@/lib/env";
import { formatBookingReference, normalizeBookingReference } from "@/lib/domain/booking-reference";
import { conflict, tooManyRequests, validationError } from "@/lib/errors";
import { budgetRangeOf, projectTypeLabels } from "@/lib/domain/booking";
import type { BookingInput } from "@/lib/validation/booking";
import { fenceIdempotentWork, idempotentResultToRebuild, recordIdempotentResult } from "@/lib/services/platform";
import { isPublicTalent } from "@/lib/services/talents";
import { consume, type Limit } from "@/lib/services/platform";

/** At most this many booking requests per address per hour (spam protection; a real client sends one or two). */
export const BOOKING_LIMIT = { max: 10, windowSeconds: 3600 } as const satisfies Limit;

export const TALENT_UNAVAILABLE = "The selected talent is not available for booking.";

function budgetLabel(min: number | null, max: number | null): string {
  return budgetRangeOf(min, max) ?? "Not given";
}

/**
 * A client's booking request (`POST /bookings`): stored as pending for an active talent, with the mail to the
 * agency's inbox and the client's receipt in the same transaction (both or neither), sent right after the commit.
 * Rate-limited per address.
 */
export async function createBookingRequest(input: BookingInput, context: { ip: string }) {
  // A retry whose first request booked and died before answering: the same answer, from the booking row.
  const booked = idempotentResultToRebuild();
  if (booked !== null) return answerBooked(booked);

  const place = await consume(`booking:ip:${context.ip}`, BOOKING_LIMIT);
  if (!place.allowed) throw tooManyRequests("Too many booking requests. Please try again later.", place.retryAfter);

  const db = await getDb();
  const [talent] = await db
    .select({ id: talentProfiles.id, stageName: talentProfiles.stageName, name: users.name })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(eq(talentProfiles.id, input.talent_profile_id), isPublicTalent));
  if (!talent) throw validationError(TALENT_UNAVAILABLE, { talent_profile_id: [TALENT_UNAVAILABLE] });

  const talentName = talent.stageName?.trim() || talent.name;
  const { booking, mailIds } = await db.transaction(async (tx) => {
    await fenceIdempotentWork(tx);
    const [booking] = await tx
      .insert(bookings)
      .values({
        talentProfileId: talent.id,
        clientName: input.client_name,
        clientEmail: input.client_email.toLowerCase(),
        clientPhone: input.client_phone,
        companyName: input.company_name,
        projectType: input.project_type,
        projectDescription: input.project_description,
        projectDate: input.project_date,
        duration: input.project_duration,
        location: input.location,
        budgetMin: input.budget_min,
        budgetMax: input.budget_max,
        status: "pending",
      })
      .returning();
    await recordIdempotentResult(tx, booking.id);
    const mailIds = await enqueueMail(
      tx,
      mails.bookingAgency(env().AGENCY_INBOX, [
        ["Booking", `#${booking.id}`],
        ["Reference", formatBookingReference(booking.reference)],
        ["Talent", `${talentName} (#${talent.id})`],
        ["Client", input.client_name],
        ["Company", input.company_name ?? "—"],
        ["Email", input.client_email],
        ["Phone", input.client_phone],
        ["Purpose", projectTypeLabels[input.project_type]],
        ["Budget", budgetLabel(input.budget_min, input.budget_max)],
        ["Preferred date", input.project_date ?? "Flexible"],
        ["Notes", input.project_description],
      ]),
      mails.bookingClient(input.client_email, input.client_name, talentName, formatBookingReference(booking.reference)),
    );
    return { booking, mailIds };
  });
  await deliverNow(mailIds);
  return bookingAnswer(booking);
}

/** The answer to a booking request, from its row. */
function bookingAnswer(booking: typeof bookings.$inferSelect) {
  return {
    booking: {
      id: booking.id,
      reference: booking.reference,
      talent_profile_id: booking.talentProfileId,
      status: booking.status,
      project_type: booking.projectType,
      project_date: booking.projectDate,
      budget_min: booking.budgetMin,
      budget_max: booking.budgetMax,
      created_at: booking.createdAt.toISOString(),
    },
  };
}

async function answerBooked(id: number) {
  const db = await getDb();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  // Removed since (staff deleted it): nothing to answer with; the key says its answer was lost.
  if (!booking) throw conflict("The booking this request made no longer exists.");
  return bookingAnswer(booking);
}

/** What the confirmation page shows: the request as sent, without the client's contact details. */
export interface BookingConfirmation {
  reference: string;
  talentId: number;
  talentName: string;
  purpose: string;
  projectDate: string | null;
  budget: string;
  status: string;
  createdAt: Date;
}

/**
 * The booking behind a reference, for `/booking/confirmed?ref=` (no session: the client has just sent it, or reads
 * the reference in their receipt). The reference is unguessable (lib/domain/booking-reference.ts) and the page
 * shows no name, email, phone or notes, so a reference that leaks shows only what was booked. Null when none.
 */
export async function getBookingConfirmation(rawReference: string): Promise<BookingConfirmation | null> {
  const reference = normalizeBookingReference(rawReference);
  if (!reference) return null;
  const db = await getDb();
  const [row] = await db
    .select({ booking: bookings, status: requestStatusAt(new Date()), stageName: talentProfiles.stageName, name: users.name })
    .from(bookings)
    .innerJoin(talentProfiles, eq(talentProfiles.id, bookings.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(bookings.reference, reference));
  if (!row) return null;
  const b = row.booking;
  return {
    reference: b.reference,
    talentId: b.talentProfileId,
    talentName: row.stageName?.trim() || row.name,
    purpose: projectTypeLabels[b.projectType],
    projectDate: b.projectDate,
    budget: budgetLabel(b.budgetMin, b.budgetMax),
    status: row.status,
    createdAt: b.createdAt,
  };
}
