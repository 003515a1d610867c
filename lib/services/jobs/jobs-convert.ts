import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { bookings, companies, jobs, settings as settingsTable, talentProfiles, users } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { formatJobReference } from "@/lib/domain/jobs";
import { settingsDefault } from "@/lib/domain/settings-defaults";
import { ERASED_TALENT_NAME } from "@/lib/domain/privacy";
import { nextDay, startOfDayInZone } from "@/lib/domain/zoned-time";
import { deliverNow } from "@/lib/email";
import { conflict, notFound } from "@/lib/errors";
import { LOCATION_TBD, projectTypeLabels } from "@/lib/domain/booking";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { talentStanding } from "./job-line-life";
import { confirmLine } from "./job-line-moves";
import { placeLineInTx } from "./job-lines-admin";
import { getOptionSettings, timeZoneFor } from "@/lib/services/settings";
import { getJob, type AdminJob } from "./jobs-admin";
import { talentDisplayName } from "@/lib/services/talents";

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

/** A request a conversion left out: its talent was erased or is not on the roster (hidden, not approved). */
export interface SkippedRequest {
  booking_id: number;
  talent_profile_id: number;
  stage_name: string;
  reason: "erased" | "unpublished";
}

type OptionSettings = Awaited<ReturnType<typeof getOptionSettings>>;

/**
 * The conversion inside `tx`: the request and every request sent with it (the other talents of one shortlist inquiry
 * or package selection) become one active job: the client carried over, one line per talent on the requested day (all
 * day in the agency's time zone), each request linked to the job and its line. A line is an option with the options
 * setting's expiry, or confirmed (under the confirm rules, a 409 naming what holds the time) for `confirmId` and for a
 * request already confirmed, which never becomes an option that expires. A talent erased or off the roster is left
 * out, named in `skipped`, and that request reads cancelled. A request already converted is a 409; so is the loser of
 * two conversions at once (the link is written only where none is).
 */
async function convertInTx(tx: DbOrTx, staff: Viewer, bookingId: number, now: Date, settings: OptionSettings, timeZone: string, confirmId: number | null) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw notFound("Booking not found.");
  const group = booking.inquiryId === null ? [booking] : await tx.select().from(bookings).where(eq(bookings.inquiryId, booking.inquiryId)).orderBy(asc(bookings.id));
  const converted = group.find((b) => b.jobId !== null);
  if (converted) {
    const [job] = await tx.select({ reference: jobs.reference }).from(jobs).where(eq(jobs.id, converted.jobId!));
    throw conflict(`This request is already job ${job ? formatJobReference(job.reference) : `#${converted.jobId}`}.`);
  }
  // Issue 40: the job's currency is its company's, else the billing setting's (read in this transaction).
  const [company] = booking.companyId === null ? [] : await tx.select({ currency: companies.currency }).from(companies).where(eq(companies.id, booking.companyId));
  const [billing] = await tx.select({ currency: sql<string | null>`${settingsTable.value} ->> 'homeCurrency'` }).from(settingsTable).where(eq(settingsTable.key, "billing"));
  const [job] = await tx
    .insert(jobs)
    .values({
      title: `${projectTypeLabels[booking.projectType]} for ${booking.companyName ?? booking.clientName}`,
      status: "active",
      clientName: booking.clientName,
      clientCompany: booking.companyName,
      clientEmail: booking.clientEmail,
      clientPhone: booking.clientPhone || null,
      // Issue 40: the client the booker linked the request to, its contact, and the company as the bill-to.
      companyId: booking.companyId,
      contactId: booking.contactId,
      billingCompanyId: booking.companyId,
      currency: company?.currency ?? billing?.currency ?? settingsDefault("billing").homeCurrency,
      location: booking.location && booking.location !== LOCATION_TBD ? booking.location : null,
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
  const skipped: SkippedRequest[] = [];
  const mailIds: number[] = [];
  // In talent order: the talents' locks are taken one after another in id order (lib/services/job-line-life.ts).
  for (const b of [...group].sort((x, y) => x.talentProfileId - y.talentProfileId || x.id - y.id)) {
    const standing = await talentStanding(tx, b.talentProfileId);
    if (!standing?.bookable) {
      const [name] = await tx.select({ name: talentDisplayName }).from(talentProfiles).innerJoin(users, eq(users.id, talentProfiles.userId)).where(eq(talentProfiles.id, b.talentProfileId));
      skipped.push({ booking_id: b.id, talent_profile_id: b.talentProfileId, stage_name: name?.name ?? ERASED_TALENT_NAME, reason: standing?.erased ? "erased" : "unpublished" });
      await tx.update(bookings).set({ status: "cancelled", updatedAt: now }).where(eq(bookings.id, b.id));
      continue;
    }
    if (!b.projectDate) {
      // No date, no time to hold: a request confirmed without one keeps "confirmed" as its own status.
      if (b.id === confirmId) await tx.update(bookings).set({ status: "confirmed", updatedAt: now }).where(eq(bookings.id, b.id));
      continue;
    }
    const confirm = b.id === confirmId || b.status === "confirmed" || b.status === "completed";
    const placed = await placeLineInTx(
      tx,
      staff,
      job.id,
      { talent_profile_id: b.talentProfileId, kind: "job", starts_at: startOfDayInZone(b.projectDate, timeZone), ends_at: startOfDayInZone(nextDay(b.projectDate), timeZone), notes: null, confirm, override: false },
      now,
      settings,
    );
    await tx.update(bookings).set({ jobLineId: placed.id }).where(eq(bookings.id, b.id));
    mailIds.push(...placed.mailIds);
  }
  const refs = group.map((b) => b.reference).join(", ");
  const changes = diffChanges(null, { ...job, convertedFrom: refs }, { omit: ["id", "createdAt", "createdBy"] });
  await logEvent(tx, staff, "job.converted", { subject: { type: "job", id: job.id }, payload: { reference: job.reference, title: job.title, booking_ids: group.map((b) => b.id) }, changes });
  return { jobId: job.id, skipped, mailIds };
}

/** `POST /admin/bookings/{id}/convert` ("Convert to job", issue 28 item 2): see `convertInTx`. */
export async function convertBookingToJob(viewer: Viewer | null, bookingId: number): Promise<AdminJob & { skipped: SkippedRequest[] }> {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  const now = new Date();
  const [settings, timeZone] = await Promise.all([getOptionSettings(), timeZoneFor()]);
  const done = await db.transaction((tx) => convertInTx(tx, staff, bookingId, now, settings, timeZone, null));
  await deliverNow(done.mailIds);
  return { ...(await getJob(staff, done.jobId)), skipped: done.skipped };
}

/**
 * Confirms a request (the Bookings screen's Confirm, the old client's `PUT /admin/bookings/{id}/status` with
 * `confirmed`): only ever through its job line. A request with a line confirms that line; one not yet converted is
 * converted in the same transaction with its line confirmed; either way under the confirm rules (409 naming what
 * holds the time, nothing written). A request without a date holds no time: it is converted and reads "confirmed"
 * (its job gets a line once the time is known). One converted without a line for its talent is a 409 saying what to do.
 */
export async function confirmRequest(viewer: Viewer | null, bookingId: number): Promise<void> {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw notFound("Booking not found.");
  if (booking.jobLineId !== null) {
    await confirmLine(staff, booking.jobLineId, { override: false });
    return;
  }
  if (booking.jobId !== null) {
    if (!booking.projectDate) {
      await db.update(bookings).set({ status: "confirmed", updatedAt: new Date() }).where(eq(bookings.id, bookingId));
      return;
    }
    const [job] = await db.select({ reference: jobs.reference }).from(jobs).where(eq(jobs.id, booking.jobId));
    throw conflict(`This request is job ${job ? formatJobReference(job.reference) : `#${booking.jobId}`}, which has no line for its talent: place and confirm the line on the job.`);
  }
  const now = new Date();
  const [settings, timeZone] = await Promise.all([getOptionSettings(), timeZoneFor()]);
  const done = await db.transaction((tx) => convertInTx(tx, staff, bookingId, now, settings, timeZone, bookingId));
  const own = done.skipped.find((s) => s.booking_id === bookingId);
  if (own) throw conflict(`${own.stage_name} is ${own.reason === "erased" ? "erased" : "not on the roster"}: this request cannot be confirmed.`);
  await deliverNow(done.mailIds);
}
