import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, jobs } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { DAY_MS, formatJobReference } from "@/lib/domain/jobs";
import { conflict, notFound } from "@/lib/errors";
import { projectTypeLabels } from "@/lib/domain/booking";
import { diffChanges, logEvent } from "./activity";
import { placeLineInTx } from "./job-lines-admin";
import { getOptionSettings } from "./job-settings";
import { getJob, type AdminJob } from "./jobs-admin";

/** The booker's notes of a converted job: what the request said that the job has no field for. */
function notesOf(b: typeof bookings.$inferSelect): string {
  const budget = b.budgetMin === null ? null : b.budgetMax === null ? `${b.budgetMin}+` : `${b.budgetMin}–${b.budgetMax}`;
  return [
    b.projectDescription,
    b.requirements && `Requirements: ${b.requirements}`,
    b.location && b.location !== "TBD" && `Location: ${b.location}`,
    b.eventTime && `Time: ${b.eventTime}`,
    b.duration && `Duration: ${b.duration}`,
    budget && `Budget: ${budget}`,
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * `POST /admin/bookings/{id}/convert` ("Convert to job", issue 28 item 2): the request and every request sent with it
 * (the other talents of one shortlist inquiry or package selection) become one active job: the client carried over, one
 * option per talent on the requested day (the whole day, UTC) with the options setting's expiry, each request linked
 * to the job. A request without a date gives a job without lines. A request already converted is a 409; so is the
 * loser of two conversions at once (the link is written only where none is).
 */
export async function convertBookingToJob(viewer: Viewer | null, bookingId: number): Promise<AdminJob> {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  const now = new Date();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw notFound("Booking not found.");
  const group = booking.inquiryId === null ? [booking] : await db.select().from(bookings).where(eq(bookings.inquiryId, booking.inquiryId)).orderBy(asc(bookings.id));
  const converted = group.find((b) => b.jobId !== null);
  if (converted) {
    const [job] = await db.select({ reference: jobs.reference }).from(jobs).where(eq(jobs.id, converted.jobId!));
    throw conflict(`This request is already job ${job ? formatJobReference(job.reference) : `#${converted.jobId}`}.`);
  }
  const settings = await getOptionSettings();
  const jobId = await db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({
        title: `${projectTypeLabels[booking.projectType]} for ${booking.companyName ?? booking.clientName}`,
        status: "active",
        clientName: booking.clientName,
        clientCompany: booking.companyName,
        clientEmail: booking.clientEmail,
        clientPhone: booking.clientPhone,
        notes: notesOf(booking),
        createdBy: staff.id,
      })
      .returning();
    const linked = await tx
      .update(bookings)
      .set({ jobId: job.id, updatedAt: now })
      .where(and(inArray(bookings.id, group.map((b) => b.id)), isNull(bookings.jobId)))
      .returning({ id: bookings.id });
    if (linked.length !== group.length) throw conflict("This request was converted by someone else a moment ago. Reload it.");
    for (const b of group) {
      if (!b.projectDate) continue;
      const startsAt = new Date(`${b.projectDate}T00:00:00Z`);
      await placeLineInTx(tx, staff, job, { talent_profile_id: b.talentProfileId, kind: "job", starts_at: startsAt, ends_at: new Date(startsAt.getTime() + DAY_MS), notes: null, confirm: false, override: false }, now, settings);
    }
    const refs = group.map((b) => b.reference).join(", ");
    const changes = diffChanges(null, { ...job, convertedFrom: refs }, { omit: ["id", "createdAt", "createdBy"] });
    await logEvent(tx, staff, "job.converted", { subject: { type: "job", id: job.id }, payload: { reference: job.reference, title: job.title, booking_ids: group.map((b) => b.id) }, changes });
    return job.id;
  });
  return getJob(staff, jobId);
}
