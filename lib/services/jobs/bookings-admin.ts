import "server-only";
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/db/client";
import { bookingInquiries, bookings, jobLines, jobs, packages, talentProfiles, users, type Booking } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { conflict, notFound } from "@/lib/errors";
import { bookingStatuses, canMoveBooking, projectTypesMatching, type BookingStatus } from "@/lib/domain/booking";
import { readAt, requestStanding } from "@/lib/domain/job-line-life";
import type { JobStatus, LineState } from "@/lib/domain/jobs";
import { LIST_COUNT_CAP } from "@/lib/domain/paging";
import type { AdminBookingsQuery } from "@/lib/validation/admin-booking";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { requestLineColumns, requestStatusAt } from "./booking-status";
import { cancelLine } from "./job-line-moves";
import { confirmRequest } from "./jobs-convert";
import { containsPattern } from "@/lib/services/platform";
import { matchEmail } from "@/lib/services/clients";
import { countWaitingRequests } from "./work-queue";

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
  jobStatus: jobs.status,
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
  jobStatus: JobStatus | null;
  /** Derived from its line (lib/services/booking-status.ts). */
  status: BookingStatus;
  line: { id: number; state: LineState; rank: number | null } | null;
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
      status: requestStatusAt(new Date()),
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
    /** The client company and contact a booker linked (issue 40), or null. */
    company_id: b.companyId,
    contact_id: b.contactId,
    status: row.status,
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
    /**
     * The job this request was converted into ("Convert to job", or a confirm), with the line holding its talent's
     * time and how it stands in words ("Converted to job 7F3A-9C21, 1st option"), or null.
     */
    job:
      b.jobId !== null && row.jobReference !== null
        ? { id: b.jobId, reference: row.jobReference, status: row.jobStatus!, line: row.line, standing: requestStanding(row.jobReference, row.line) }
        : null,
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

/** Bookings with their talent's profile and user, their job and line, ready for `toAdminBooking`. */
async function selectJoined(db: Db, where: SQL | undefined, now: Date, page?: { limit: number; offset: number }): Promise<BookingRow[]> {
  const query = db
    .select({ ...bookingColumns, status: requestStatusAt(now), ...requestLineColumns(now) })
    .from(bookings)
    .innerJoin(talentProfiles, eq(talentProfiles.id, bookings.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .leftJoin(packages, eq(packages.id, bookings.packageId))
    .leftJoin(jobs, eq(jobs.id, bookings.jobId))
    .leftJoin(jobLines, eq(jobLines.id, bookings.jobLineId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return rows.map(({ lineId, lineState, lineRank, lineOptionExpiresAt, lineChallengeDeadline, ...row }) => {
    if (lineId === null || lineState === null) return { ...row, line: null };
    const read = readAt({ state: lineState, optionExpiresAt: lineOptionExpiresAt, challengeDeadline: lineChallengeDeadline }, now);
    return { ...row, line: { id: lineId, state: read.state, rank: read.live ? lineRank : null } };
  });
}

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
    // The talents whose name matches, first (a few thousand rows at most, trigram-indexed): the bookings are then
    // searched on their own columns only, each condition an index (issue 38), never a scan of the joined tables.
    const talents = await db
      .select({ id: talentProfiles.id })
      .from(talentProfiles)
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(or(ilike(talentProfiles.stageName, pattern), and(isNull(talentProfiles.stageName), ilike(users.name, pattern))));
    base.push(
      or(
        ilike(bookings.clientName, pattern),
        ...(talents.length ? [inArray(bookings.talentProfileId, talents.map((t) => t.id))] : []),
        ...(matchingTypes.length ? [inArray(bookings.projectType, matchingTypes)] : []),
        reference ? ilike(bookings.reference, containsPattern(reference)) : undefined,
      ) as SQL,
    );
  }
  const now = new Date();
  const status = requestStatusAt(now);
  const where = and(...base, query.status ? eq(status, query.status) : undefined);
  // The counts in two parts whose sum is exactly what `requestStatusAt` reads for every booking (issue 38): a request
  // never converted (no job, no line) reads its own stored status, so those are counted on the column alone, each
  // status only as far as `reach` (LIST_COUNT_CAP past the page in view, then "1,000+": counting them all read every
  // booking at 50,000); only the converted ones (found through the job and line indexes) have their status derived
  // from line and job. Every booking has its talent (the foreign key), so neither part needs a join.
  const reach = LIST_COUNT_CAP + (query.page - 1) * query.limit;
  const own = and(isNull(bookings.jobId), isNull(bookings.jobLineId));
  const ownCounted = (s: BookingStatus) => {
    const rows = new QueryBuilder()
      .select({ one: sql`1`.as("one") })
      .from(bookings)
      .where(and(...base, own, eq(bookings.status, s)))
      .limit(reach + 1)
      .as(`own_${s}`);
    return sql<number>`(select count(*)::int from ${rows})`;
  };
  const derived = db
    .select({ status: sql<BookingStatus>`${status}`.as("status") })
    .from(bookings)
    .where(and(...base, or(isNotNull(bookings.jobId), isNotNull(bookings.jobLineId))))
    .as("derived");
  const [rows, [ownCounts], derivedCounts, waiting] = await Promise.all([
    selectJoined(db, where, now, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    db.select(Object.fromEntries(bookingStatuses.map((s) => [s, ownCounted(s)])) as Record<BookingStatus, SQL<number>>).from(sql`(select 1) as one`),
    db.select({ status: derived.status, n: count() }).from(derived).groupBy(derived.status),
    countWaitingRequests(db),
  ]);
  const counts = Object.fromEntries([["all", 0], ...bookingStatuses.map((s) => [s, 0])]) as Record<"all" | BookingStatus, number>;
  const capped = new Set<"all" | BookingStatus>();
  for (const s of bookingStatuses) {
    const n = Number(ownCounts[s]);
    if (n > reach) capped.add(s).add("all");
    counts[s] += Math.min(n, reach);
    counts.all += Math.min(n, reach);
  }
  for (const { status, n } of derivedCounts) {
    counts[status] += n;
    counts.all += n;
  }
  const key = query.status ?? "all";
  const total = counts[key];
  return {
    bookings: await toAdminBookings(db, rows),
    total,
    page: query.page,
    limit: query.limit,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
    /** `total` is "at least" (the list holds more than it counted, see `counts_capped`). */
    total_capped: capped.has(key),
    counts,
    /** The counts that stopped at the cap: "at least", shown as "1,000+" (issue 38). */
    counts_capped: [...capped],
    /** Requests waiting for an answer, counted as the menu and the dashboard count them (`countWaitingRequests`). */
    waiting,
  };
}

async function readAdminBooking(db: Db, bookingId: number): Promise<AdminBooking> {
  const [row] = await selectJoined(db, eq(bookings.id, bookingId), new Date());
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const [booking] = await toAdminBookings(db, [row]);
  return booking;
}

/** `GET /admin/bookings/{id}`, with the company the client's e-mail suggests while none is linked (issue 40). */
export async function getAdminBooking(viewer: Viewer | null, bookingId: number) {
  requirePermission(viewer, "bookings");
  const db = await getDb();
  const booking = await readAdminBooking(db, bookingId);
  // Issue 40: the company the client's address suggests, until a booker links one (never linked silently).
  const match = booking.company_id === null ? await matchEmail(db, booking.client_email) : null;
  const suggested_company = match?.company && match.reason ? { ...match.company, reason: match.reason } : null;
  return { ...booking, suggested_company };
}


/**
 * `PUT /admin/bookings/{id}/status`: moves a request along the old client's machine (pending -> confirmed | cancelled,
 * confirmed -> completed), read from its derived status; any other move is a 409. What holds time moves only through
 * its job line (issue 36): confirming converts the request (or confirms its line) under the line rules, cancelling a
 * request with a live line cancels the line; a request without a line keeps its own status.
 */
export async function updateBookingStatus(
  viewer: Viewer | null,
  { bookingId, status }: { bookingId: number; status: BookingStatus },
): Promise<AdminBooking> {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  const current = await readAdminBooking(db, bookingId);
  const from = current.status;
  if (!canMoveBooking(from, status)) {
    throw conflict(
      from === status ? `The booking is already ${status}.` : `A ${from} booking cannot be changed to ${status}.`,
    );
  }
  const logged = async () => {
    const after = await readAdminBooking(db, bookingId);
    const changes = diffChanges({ status: from }, { status: after.status });
    await logEvent(db, staff, "booking.status_changed", { subject: { type: "booking", id: bookingId }, payload: { booking_id: bookingId, status }, changes });
    return after;
  };
  if (status === "confirmed") {
    await confirmRequest(staff, bookingId);
    return logged();
  }
  if (status === "cancelled" && current.job?.line) {
    await cancelLine(staff, current.job.line.id);
    return logged();
  }
  await db.transaction(async (tx) => {
    // Locked and read again: the move applies only to the status it was decided on.
    const [locked] = await tx.select({ status: requestStatusAt(new Date()) }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (locked?.status !== from) throw conflict("The booking was changed by someone else. Reload it and try again.");
    const [moved] = await tx
      .update(bookings)
      .set({ status, updatedAt: new Date() })
      .where(eq(bookings.id, bookingId))
      .returning({ id: bookings.id, status: bookings.status });
    const changes = diffChanges({ status: from }, { status: moved.status });
    await logEvent(tx, staff, "booking.status_changed", { subject: { type: "booking", id: bookingId }, payload: { booking_id: bookingId, status }, changes });
  });
  return readAdminBooking(db, bookingId);
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
