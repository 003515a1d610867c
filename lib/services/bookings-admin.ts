import "server-only";
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { bookingInquiries, bookings, jobs, packages, talentProfiles, users, type Booking } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { conflict, notFound } from "@/lib/errors";
import { bookingStatuses, canMoveBooking, LOCATION_TBD, projectTypeLabels, projectTypesMatching, type BookingStatus } from "@/lib/domain/booking";
import type { AdminBookingsQuery } from "@/lib/validation/admin-booking";
import { diffChanges, logEvent } from "./activity";
import { notifyUser } from "./notifications";
import { containsPattern } from "./like-pattern";
import { formatLongDate } from "@/lib/domain/dates";

const BOOKING_NOT_FOUND = "Booking not found.";

const bookingColumns = {
  booking: bookings,
  profileId: talentProfiles.id,
  stageName: talentProfiles.stageName,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  userPhone: users.phone,
  userImage: users.profileImageUrl,
  packageTitle: packages.title,
  jobReference: jobs.reference,
};

type BookingRow = {
  booking: Booking;
  profileId: number;
  stageName: string | null;
  userId: number;
  userName: string;
  userEmail: string;
  userPhone: string | null;
  userImage: string | null;
  packageTitle: string | null;
  jobReference: string | null;
};

/** The request for several talents a booking is one of, as the admin reads it: its source and every talent. */
interface AdminInquiry {
  id: number;
  source: "shortlist" | "package";
  /** "Shortlist" or the package's title: what the admin's list and detail show. */
  source_label: string;
  bookings: { id: number; reference: string; status: BookingStatus; talent_profile_id: number; stage_name: string }[];
}

/** The inquiries of `ids` with their bookings (oldest first), read in two queries whatever the page holds. */
async function readInquiries(db: Db, ids: number[]): Promise<Map<number, AdminInquiry>> {
  const found = new Map<number, AdminInquiry>();
  if (!ids.length) return found;
  const heads = await db
    .select({ id: bookingInquiries.id, source: bookingInquiries.source, packageTitle: packages.title })
    .from(bookingInquiries)
    .leftJoin(packages, eq(packages.id, bookingInquiries.packageId))
    .where(inArray(bookingInquiries.id, ids));
  for (const h of heads) {
    const label = h.source === "shortlist" ? "Shortlist" : h.packageTitle ? `Package “${h.packageTitle}”` : "Package";
    found.set(h.id, { id: h.id, source: h.source, source_label: label, bookings: [] });
  }
  const members = await db
    .select({
      inquiryId: bookings.inquiryId,
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      talentProfileId: bookings.talentProfileId,
      stageName: sql<string>`coalesce(${talentProfiles.stageName}, ${users.name})`,
    })
    .from(bookings)
    .innerJoin(talentProfiles, eq(talentProfiles.id, bookings.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(inArray(bookings.inquiryId, ids))
    .orderBy(bookings.id);
  for (const m of members) {
    found.get(m.inquiryId!)?.bookings.push({ id: m.id, reference: m.reference, status: m.status, talent_profile_id: m.talentProfileId, stage_name: m.stageName });
  }
  return found;
}

/** The rows' inquiries, then each row as the admin calls return it. */
async function toAdminBookings(db: Db, rows: BookingRow[]) {
  const inquiries = await readInquiries(db, [...new Set(rows.flatMap((r) => (r.booking.inquiryId === null ? [] : [r.booking.inquiryId])))]);
  return rows.map((row) => toAdminBooking(row, row.booking.inquiryId === null ? null : (inquiries.get(row.booking.inquiryId) ?? null)));
}

/** One booking as the admin calls return it (spec section 3), the talent nested under `talent_profile`. */
function toAdminBooking(row: BookingRow, inquiry: AdminInquiry | null) {
  const b = row.booking;
  return {
    id: b.id,
    reference: b.reference,
    project_type: b.projectType,
    client_name: b.clientName,
    client_email: b.clientEmail,
    client_phone: b.clientPhone,
    company_name: b.companyName,
    status: b.status,
    project_date: b.projectDate,
    event_time: b.eventTime,
    duration: b.duration,
    budget_min: b.budgetMin,
    budget_max: b.budgetMax,
    location: b.location,
    project_description: b.projectDescription,
    requirements: b.requirements,
    /** The client package the request came from (a client's selection), or null for the booking form. */
    package: b.packageId !== null && row.packageTitle !== null ? { id: b.packageId, title: row.packageTitle } : null,
    /** The request for several talents (a shortlist inquiry, a package selection) this booking is one of, or null. */
    inquiry,
    /** The job this request was converted into ("Convert to job"), or null. */
    job: b.jobId !== null && row.jobReference !== null ? { id: b.jobId, reference: row.jobReference } : null,
    created_at: b.createdAt,
    updated_at: b.updatedAt,
    talent_profile: {
      id: row.profileId,
      user_id: row.userId,
      stage_name: row.stageName ?? row.userName,
      user: { id: row.userId, name: row.userName, email: row.userEmail, phone: row.userPhone, profile_image_url: row.userImage },
    },
  };
}
export type AdminBooking = ReturnType<typeof toAdminBooking>;

/** Bookings with their talent's profile and user, ready for `toAdminBooking`. */
const selectJoined = (db: Db) =>
  db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(talentProfiles, eq(talentProfiles.id, bookings.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .leftJoin(packages, eq(packages.id, bookings.packageId))
    .leftJoin(jobs, eq(jobs.id, bookings.jobId));

/**
 * `GET /admin/bookings`: newest first, filtered by status and talent profile, and searched (case-insensitively) in
 * the client's name, the talent's stage name, the project type and the booking's reference (typed with or without
 * its dashes). `counts` gives each status's number for the same search, for the filter buttons.
 */
export async function listAdminBookings(viewer: Viewer | null, query: AdminBookingsQuery) {
  requirePermission(viewer, "bookings");
  const db = await getDb();
  const base: SQL[] = [];
  if (query.talentId) base.push(eq(bookings.talentProfileId, query.talentId));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const reference = query.search.replace(/[\s-]/g, "");
    const matchingTypes = projectTypesMatching(query.search);
    base.push(
      or(
        ilike(bookings.clientName, pattern),
        ilike(sql`coalesce(${talentProfiles.stageName}, ${users.name})`, pattern),
        ...(matchingTypes.length ? [inArray(bookings.projectType, matchingTypes)] : []),
        reference ? ilike(bookings.reference, containsPattern(reference)) : undefined,
      ) as SQL,
    );
  }
  const where = and(...base, query.status ? eq(bookings.status, query.status) : undefined);
  const from = () =>
    db
      .select({ status: bookings.status, n: count() })
      .from(bookings)
      .innerJoin(talentProfiles, eq(talentProfiles.id, bookings.talentProfileId))
      .innerJoin(users, eq(users.id, talentProfiles.userId));

  const [rows, byStatus] = await Promise.all([
    selectJoined(db)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    from().where(and(...base)).groupBy(bookings.status),
  ]);
  const counts = Object.fromEntries([["all", 0], ...bookingStatuses.map((s) => [s, 0])]) as Record<"all" | BookingStatus, number>;
  for (const { status, n } of byStatus) {
    counts[status] = n;
    counts.all += n;
  }
  const total = query.status ? counts[query.status] : counts.all;
  return {
    bookings: await toAdminBookings(db, rows),
    total,
    page: query.page,
    limit: query.limit,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
    counts,
  };
}

/** `GET /admin/bookings/{id}`. */
export async function getAdminBooking(viewer: Viewer | null, bookingId: number): Promise<AdminBooking> {
  requirePermission(viewer, "bookings");
  const db = await getDb();
  const [row] = await selectJoined(db).where(eq(bookings.id, bookingId));
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const [booking] = await toAdminBookings(db, [row]);
  return booking;
}


/**
 * `PUT /admin/bookings/{id}/status`: moves a booking along its machine (pending -> confirmed | cancelled,
 * confirmed -> completed); any other move is a 409. The update is conditional on the status read, so two admins
 * acting at once cannot both move it. Confirming tells the talent through a booking notification.
 */
export async function updateBookingStatus(
  viewer: Viewer | null,
  { bookingId, status }: { bookingId: number; status: BookingStatus },
): Promise<AdminBooking> {
  const staff = requirePermission(viewer, "bookings");
  const current = await getAdminBooking(staff, bookingId);
  const from = current.status;
  if (!canMoveBooking(from, status)) {
    throw conflict(
      from === status ? `The booking is already ${status}.` : `A ${from} booking cannot be changed to ${status}.`,
    );
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(bookings)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, from)))
      .returning({ id: bookings.id, status: bookings.status });
    if (!moved) throw conflict("The booking was changed by someone else. Reload it and try again.");
    // The update was conditional on `from`, so that is the status it moved from.
    const changes = diffChanges({ status: from }, { status: moved.status });
    if (status === "confirmed") {
      const when = current.project_date ? formatLongDate(current.project_date) : null;
      const type = projectTypeLabels[current.project_type].toLowerCase();
      await notifyUser(tx, current.talent_profile.user_id, {
        title: "Booking confirmed",
        message: `Your ${type} booking with ${current.client_name}${when ? ` on ${when}` : ""} has been confirmed.${current.location && current.location !== LOCATION_TBD ? ` Location: ${current.location}.` : ""}`,
        createdBy: staff.id,
      });
    }
    await logEvent(tx, staff, "booking.status_changed", { subject: { type: "booking", id: bookingId }, payload: { booking_id: bookingId, status }, changes });
  });
  return { ...current, status };
}

/** `DELETE /admin/bookings/{id}`: removes a booking in any status. */
export async function deleteBooking(viewer: Viewer | null, bookingId: number) {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(bookings).where(eq(bookings.id, bookingId)).returning();
    if (!deleted) throw notFound(BOOKING_NOT_FOUND);
    const changes = diffChanges(deleted, null, { omit: ["id", "createdAt"] });
    await logEvent(tx, staff, "booking.deleted", { subject: { type: "booking", id: bookingId }, payload: { booking_id: bookingId }, changes });
  });
  return { id: bookingId };
}
