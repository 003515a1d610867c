import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { describeEntries } from "@/lib/services/audit/activity";
import { createAdmin, createBooking, createSubadmin, createTalent } from "@/db/factories";
import { activityLog, bookings, notificationRecipients, notifications } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";
import { bookingStatuses, bookingTransitions, projectTypeLabels, projectTypes, type BookingStatus } from "@/lib/domain/booking";
import { adminBookingsQuerySchema } from "@/lib/validation/admin-booking";
import { useTestDb } from "@/test/db";
import { deleteBooking, listAdminBookings, updateBookingStatus } from "./bookings-admin";

const db = useTestDb();
let admin: Viewer;
let talentUserId: number;
let profileId: number;

const viewerOf = (u: { id: number; name: string; email: string }, role: Viewer["role"], permissions: Viewer["permissions"] = []): Viewer => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role,
  status: "active",
  permissions,
  talentProfileId: null,
  sessionId: null,
  via: "bearer",
});

beforeAll(async () => {
  admin = viewerOf(await createAdmin(db(), { name: "Ava Admin" }), "admin");
  const talent = await createTalent(db(), { name: "Booked Talent" });
  talentUserId = talent.user.id;
  profileId = talent.profile.id;
});

const statusOf = async (id: number) => (await db().select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0].s;

const allowed: [BookingStatus, BookingStatus][] = [
  ["pending", "confirmed"],
  ["pending", "cancelled"],
  ["confirmed", "completed"],
];
const forbiddenMoves = bookingStatuses.flatMap((from) =>
  bookingStatuses.filter((to) => !allowed.some(([f, t]) => f === from && t === to)).map((to) => [from, to] as [BookingStatus, BookingStatus]),
);

describe("the booking status machine", () => {
  it("allows exactly pending->confirmed, pending->cancelled and confirmed->completed", () => {
    const moves = Object.entries(bookingTransitions).flatMap(([from, tos]) => tos.map((to) => [from, to]));
    expect(moves.sort()).toEqual(allowed.map(([f, t]) => [f, t]).sort());
  });

  it.each(allowed)("moves %s -> %s and logs it", async (from, to) => {
    const booking = await createBooking(db(), { talentProfileId: profileId, status: from, clientName: `Client ${from}-${to}` });
    const result = await updateBookingStatus(admin, { bookingId: booking.id, status: to });
    expect(result.status).toBe(to);
    expect(await statusOf(booking.id)).toBe(to);
    const log = await db().select().from(activityLog).where(and(eq(activityLog.subjectType, "booking"), eq(activityLog.subjectId, booking.id)));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ section: "bookings", event: "booking.status_changed" });
    expect((await describeEntries(log))[0].admin_name).toBe("Ava Admin");
  });

  it.each(forbiddenMoves)("refuses %s -> %s with a conflict, changing nothing", async (from, to) => {
    const booking = await createBooking(db(), { talentProfileId: profileId, status: from });
    await expect(updateBookingStatus(admin, { bookingId: booking.id, status: to })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await statusOf(booking.id)).toBe(from);
  });

  it("sends the talent a booking notification when a booking is confirmed, and only then", async () => {
    const booking = await createBooking(db(), { talentProfileId: profileId, clientName: "Vogue Studio", projectType: "campaign", projectDate: "2030-05-04" });
    const before = await db().select().from(notificationRecipients).where(eq(notificationRecipients.userId, talentUserId));
    await updateBookingStatus(admin, { bookingId: booking.id, status: "confirmed" });
    const after = await db()
      .select({ n: notifications, r: notificationRecipients })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(eq(notificationRecipients.userId, talentUserId));
    expect(after.length).toBe(before.length + 1);
    const latest = after.sort((a, b) => b.n.id - a.n.id)[0];
    expect(latest.n).toMatchObject({ type: "booking", title: "Booking confirmed", createdBy: admin.id });
    expect(latest.n.message).toContain("Vogue Studio");
    // The line's own notice (issue 36: a request is confirmed through its job line): the job's title names the type.
    expect(latest.n.message).toContain(`You are confirmed for ${projectTypeLabels.campaign}`);
    expect(latest.n.message).toContain("May 4, 2030");
    expect(latest.r.isRead).toBe(false);

    await updateBookingStatus(admin, { bookingId: booking.id, status: "completed" });
    const final = await db().select().from(notificationRecipients).where(eq(notificationRecipients.userId, talentUserId));
    expect(final.length).toBe(after.length);
  });

  it("checks the viewer: a talent or a sub-admin without 'bookings' is refused, one with it may", async () => {
    const booking = await createBooking(db(), { talentProfileId: profileId });
    const talentViewer = { ...viewerOf({ id: talentUserId, name: "T", email: "t@x.test" }, "talent"), talentProfileId: profileId };
    await expect(updateBookingStatus(talentViewer, { bookingId: booking.id, status: "confirmed" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(updateBookingStatus(null, { bookingId: booking.id, status: "confirmed" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const newsOnly = viewerOf(await createSubadmin(db(), ["news"]), "subadmin", ["news"]);
    await expect(updateBookingStatus(newsOnly, { bookingId: booking.id, status: "confirmed" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const desk = viewerOf(await createSubadmin(db(), ["bookings"]), "subadmin", ["bookings"]);
    await expect(updateBookingStatus(desk, { bookingId: booking.id, status: "confirmed" })).resolves.toMatchObject({ status: "confirmed" });
  });

  it("answers not found for an unknown booking", async () => {
    await expect(updateBookingStatus(admin, { bookingId: 987654, status: "confirmed" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(deleteBooking(admin, 987654)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("deletes a booking in any status", async () => {
    const booking = await createBooking(db(), { talentProfileId: profileId, status: "completed" });
    await deleteBooking(admin, booking.id);
    expect(await db().select().from(bookings).where(eq(bookings.id, booking.id))).toHaveLength(0);
  });
});

describe("project types: one label each, from the booking vocabulary", () => {
  it("labels every stored type with the spec's purpose (Fashion Show for runway)", () => {
    expect(projectTypes.map((t) => projectTypeLabels[t])).toEqual([
      "Fashion Show",
      "Commercial Photography",
      "Editorial Photoshoot",
      "Brand Campaign",
      "Event Modeling",
      "Other",
    ]);
  });

  it("finds a booking by its type's stored value or its label, not by another type's", async () => {
    const tag = `Typeclient${Date.now()}`;
    const show = await createBooking(db(), { talentProfileId: profileId, clientName: `${tag} A`, projectType: "runway" });
    const shoot = await createBooking(db(), { talentProfileId: profileId, clientName: `${tag} B`, projectType: "photoshoot" });
    const ids = async (search: string) =>
      (await listAdminBookings(admin, adminBookingsQuerySchema.parse({ search, limit: 100 }))).bookings.map((b) => b.id);
    for (const search of ["fashion show", "RUNWAY", "Fashion"]) {
      expect(await ids(search)).toContain(show.id);
      expect(await ids(search)).not.toContain(shoot.id);
    }
    expect(await ids("editorial")).toContain(shoot.id);
    expect(await ids("editorial")).not.toContain(show.id);
  });
});
