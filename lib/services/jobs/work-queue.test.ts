import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createBooking, createSubadmin, createTalent } from "@/db/factories";
import { availabilityBlocks, bookingInquiries, bookings, jobLines, jobs, packages, talentProfiles, users } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";
import { WORK_ITEMS_SHOWN, type WorkSection } from "@/lib/domain/work-queue";
import { useTestDb } from "@/test/db";
import { viewerOf } from "@/test/viewers";
import { getNavCounts, getWorkQueue } from "./work-queue";

const db = useTestDb();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// A fixed clock at noon UTC, so "today" and "this week" do not depend on when the test runs.
const now = new Date("2031-06-15T12:00:00.000Z");
let admin: Viewer;

beforeAll(async () => {
  admin = viewerOf({ ...(await createAdmin(db())), role: "admin" });
});

const section = (queue: WorkSection[], key: WorkSection["key"]) => {
  const found = queue.find((s) => s.key === key);
  if (!found) throw new Error(`no section ${key}`);
  return found;
};
const hrefs = (s: WorkSection) => s.items.map((i) => i.href);

describe("getWorkQueue", () => {
  it("lists a new request until it is answered, one line per inquiry, newest first", async () => {
    const { profile: a } = await createTalent(db(), { status: "active", profile: { stageName: "Queue Alpha" } });
    const { profile: b } = await createTalent(db(), { status: "active", profile: { stageName: "Queue Beta" } });
    const single = await createBooking(db(), { talentProfileId: a.id, clientName: "Solo Client", createdAt: new Date(now.getTime() - 2 * HOUR) });
    const [pkg] = await db()
      .insert(packages)
      .values({ tokenHash: "h-requests", title: "Summer edit", clientName: "Pack Client", clientEmail: "p@c.test", expiresAt: new Date(now.getTime() + 30 * DAY) })
      .returning();
    const [inquiry] = await db().insert(bookingInquiries).values({ source: "package", packageId: pkg.id }).returning();
    const pair = [
      await createBooking(db(), { talentProfileId: a.id, clientName: "Pack Client", packageId: pkg.id, inquiryId: inquiry.id, createdAt: new Date(now.getTime() - HOUR) }),
      await createBooking(db(), { talentProfileId: b.id, clientName: "Pack Client", packageId: pkg.id, inquiryId: inquiry.id, createdAt: new Date(now.getTime() - HOUR) }),
    ];

    let requests = section(await getWorkQueue(admin, now), "requests");
    expect(requests.count).toBe(2);
    expect(requests.items.map((i) => i.label)).toEqual(["Pack Client", "Solo Client"]);
    expect(requests.items[0]).toMatchObject({ href: `/admin/bookings/${pair[0].id}`, at_kind: "received" });
    expect(requests.items[0].detail).toContain("Package selection from “Summer edit”");
    expect(requests.items[0].detail).toContain("and 1 other");
    expect(requests.items[1].detail).toBe("Booking request · Queue Alpha");

    // Answered (confirmed) or turned into a job: no longer waiting.
    await db().update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, single.id));
    const [job] = await db().insert(jobs).values({ title: "From package", clientName: "Pack Client" }).returning();
    await db().update(bookings).set({ jobId: job.id }).where(eq(bookings.inquiryId, inquiry.id));
    requests = section(await getWorkQueue(admin, now), "requests");
    expect(requests).toMatchObject({ count: 0, items: [] });
  });

  it("shows applications only once they have waited 48 hours, oldest first, until reviewed", async () => {
    const fresh = await createTalent(db(), { status: "pending", name: "Fresh Applicant", createdAt: new Date(now.getTime() - 47 * HOUR) });
    const old = await createTalent(db(), { status: "pending", name: "Old Applicant", createdAt: new Date(now.getTime() - 5 * DAY) });
    const older = await createTalent(db(), { status: "pending", name: "Older Applicant", createdAt: new Date(now.getTime() - 9 * DAY) });
    let apps = section(await getWorkQueue(admin, now), "applications");
    expect(apps.items.map((i) => i.label)).toEqual(["Older Applicant", "Old Applicant"]);
    expect(apps.count).toBe(2);
    expect(hrefs(apps)).not.toContain(`/admin/pending-approval?review=${fresh.user.id}`);

    await db().update(users).set({ status: "active" }).where(eq(users.id, older.user.id));
    // An hour later the fresh one has waited 48 hours too.
    apps = section(await getWorkQueue(admin, new Date(now.getTime() + HOUR)), "applications");
    expect(apps.items.map((i) => i.label)).toEqual(["Old Applicant", "Fresh Applicant"]);
    expect(apps.items[0].href).toBe(`/admin/pending-approval?review=${old.user.id}`);
  });

  it("lists minors whose guardian has not confirmed, until they confirm or come of age", async () => {
    const minor = await createTalent(db(), { status: "active", profile: { stageName: "Young Roster", dob: "2016-06-16", guardianName: "Pat Parent" } });
    const applicant = await createTalent(db(), { status: "pending", profile: { stageName: "Young Applicant", dob: "2015-01-01" } });
    const turningToday = await createTalent(db(), { status: "active", profile: { stageName: "Adult Today", dob: "2013-06-15" } });
    let guardians = section(await getWorkQueue(admin, now), "guardians");
    expect(guardians.items.map((i) => i.label)).toEqual(["Young Roster", "Young Applicant"]);
    expect(guardians.items[0]).toMatchObject({ href: `/admin/talents/${minor.user.id}`, detail: "On the roster · guardian Pat Parent" });
    expect(guardians.items[1].href).toBe(`/admin/pending-approval?review=${applicant.user.id}`);
    expect(hrefs(guardians)).not.toContain(`/admin/talents/${turningToday.user.id}`);

    await db().update(talentProfiles).set({ guardianConsentAt: now }).where(eq(talentProfiles.id, minor.profile.id));
    guardians = section(await getWorkQueue(admin, now), "guardians");
    expect(guardians.items.map((i) => i.label)).toEqual(["Young Applicant"]);
  });

  it("lists packages expiring within seven days, soonest first, not revoked or expired ones", async () => {
    const mk = (title: string, expiresIn: number, extra: Partial<typeof packages.$inferInsert> = {}) =>
      db()
        .insert(packages)
        .values({ tokenHash: `h-${title}`, title, clientName: "Client", clientEmail: "c@c.test", expiresAt: new Date(now.getTime() + expiresIn), ...extra })
        .returning()
        .then((r) => r[0]);
    const soon = await mk("Expires tomorrow", DAY);
    const later = await mk("Expires in six days", 6 * DAY);
    await mk("Expires in eight days", 8 * DAY);
    await mk("Already expired", -HOUR);
    await mk("Revoked", 2 * DAY, { revokedAt: now });
    const pk = section(await getWorkQueue(admin, now), "packages");
    expect(pk.items.map((i) => i.label)).toEqual(["Expires tomorrow", "Expires in six days"]);
    expect(pk.items[0]).toMatchObject({ href: `/admin/packages/${soon.id}`, at_kind: "expires", at: soon.expiresAt.toISOString() });
    expect(later.id).toBeGreaterThan(soon.id);
  });

  it("lists options lapsing within 24 hours, not later or confirmed ones, with the expiry in the agency's zone", async () => {
    const { profile } = await createTalent(db(), { status: "active", profile: { stageName: "Option Holder" } });
    const [job] = await db().insert(jobs).values({ title: "Beach campaign", clientName: "Brand" }).returning();
    const line = (expires: Date | null, state: "option" | "confirmed" = "option", day = 10) =>
      db()
        .insert(jobLines)
        .values({
          jobId: job.id,
          talentProfileId: profile.id,
          state,
          startsAt: new Date(now.getTime() + day * DAY),
          endsAt: new Date(now.getTime() + day * DAY + 8 * HOUR),
          optionExpiresAt: expires,
        })
        .returning()
        .then((r) => r[0]);
    const today = await line(new Date("2031-06-15T18:00:00Z"));
    await line(new Date("2031-06-16T12:30:00Z"), "option", 11);
    await line(null, "option", 12);
    await line(new Date("2031-06-15T13:00:00Z"), "confirmed", 13);
    const options = section(await getWorkQueue(admin, now), "options");
    expect(options.count).toBe(1);
    expect(options.items[0]).toMatchObject({ label: "Option Holder", href: `/admin/jobs/${job.id}`, at: today.optionExpiresAt?.toISOString() });
    expect(options.items[0].detail).toContain("Beach campaign");
    expect(options.items[0].when).toBe("expires Jun 15, 2031, 2:00 PM EDT");
  });

  it("bounds every section at the shown number while counting all", async () => {
    const created = Array.from({ length: WORK_ITEMS_SHOWN + 3 }, (_, i) => ({
      tokenHash: `bulk-${i}`,
      title: `Bulk ${i}`,
      clientName: "Bulk",
      clientEmail: "b@b.test",
      expiresAt: new Date(now.getTime() + 3 * DAY + i * HOUR),
    }));
    const before = section(await getWorkQueue(admin, now), "packages").count;
    await db().insert(packages).values(created);
    const pk = section(await getWorkQueue(admin, now), "packages");
    expect(pk.items).toHaveLength(WORK_ITEMS_SHOWN);
    expect(pk.count).toBe(before + created.length);
  });

  it("shows a sub-admin only the sections of the permissions they hold, and refuses talents and strangers", async () => {
    const newsOnly = viewerOf({ ...(await createSubadmin(db(), ["news"])), role: "subadmin" }, ["news"]);
    expect(await getWorkQueue(newsOnly, now)).toEqual([]);
    const desk = viewerOf({ ...(await createSubadmin(db(), ["bookings"])), role: "subadmin" }, ["bookings"]);
    expect((await getWorkQueue(desk, now)).map((s) => s.key)).toEqual(["today", "tomorrow", "options", "challenged", "conflicts", "requests"]);
    const reviewer = viewerOf({ ...(await createSubadmin(db(), ["pending-approval"])), role: "subadmin" }, ["pending-approval"]);
    const queue = await getWorkQueue(reviewer, now);
    expect(queue.map((s) => s.key)).toEqual(["applications", "guardians"]);
    // Without `talents` the roster's minors stay out: only applicants.
    expect(section(queue, "guardians").items.every((i) => i.href.startsWith("/admin/pending-approval"))).toBe(true);
    expect(section(queue, "guardians").count).toBeGreaterThan(0);

    const { user } = await createTalent(db(), { status: "active" });
    await expect(getWorkQueue(viewerOf({ ...user, role: "talent" }), now)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(getWorkQueue(null, now)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("getNavCounts", () => {
  it("counts each menu entry's waiting work in one statement, only those the viewer may open", async () => {
    const counts = await getNavCounts(admin, now);
    const queue = await getWorkQueue(admin, now);
    expect(counts["/admin/bookings"]).toBe(section(queue, "requests").count);
    expect(counts["/admin/jobs"]).toBe(section(queue, "options").count);
    expect(counts["/admin/packages"]).toBe(section(queue, "packages").count);
    const pending = await db().select({ id: users.id }).from(users).where(eq(users.status, "pending"));
    expect(counts["/admin/pending-approval"]).toBe(pending.length);

    // A shortlist of two talents is one request, in the menu as in the queue.
    const { profile: a } = await createTalent(db(), { status: "active" });
    const { profile: b } = await createTalent(db(), { status: "active" });
    const [inquiry] = await db().insert(bookingInquiries).values({ source: "shortlist" }).returning();
    for (const p of [a, b]) await createBooking(db(), { talentProfileId: p.id, clientName: "Shortlister", inquiryId: inquiry.id });
    const after = await getNavCounts(admin, now);
    expect(after["/admin/bookings"]).toBe((counts["/admin/bookings"] ?? 0) + 1);
    expect(section(await getWorkQueue(admin, now), "requests").items[0]).toMatchObject({ label: "Shortlister", detail: expect.stringMatching(/^Shortlist · .+ and 1 other$/) });

    const desk = viewerOf({ ...(await createSubadmin(db(), ["bookings"])), role: "subadmin" }, ["bookings"]);
    expect(Object.keys(await getNavCounts(desk, now)).sort()).toEqual(["/admin/bookings", "/admin/jobs"]);
    const newsOnly = viewerOf({ ...(await createSubadmin(db(), ["news"])), role: "subadmin" }, ["news"]);
    expect(await getNavCounts(newsOnly, now)).toEqual({});
  });
});

describe("the morning view (issue 39)", () => {
  it("opens with who works today and tomorrow in New York, challenged options with their deadline, and conflicts", async () => {
    const { profile: sienna } = await createTalent(db(), { status: "active", profile: { stageName: "Morning Sienna" } });
    const { profile: ava } = await createTalent(db(), { status: "active", profile: { stageName: "Morning Ava" } });
    const [job] = await db().insert(jobs).values({ title: "Lookbook", clientName: "Claire", clientCompany: "Maison Ciel", location: "Studio 4, Mercer St" }).returning();
    const line = (values: Partial<typeof jobLines.$inferInsert> & { talentProfileId: number; startsAt: Date; endsAt: Date }) =>
      db().insert(jobLines).values({ jobId: job.id, ...values }).returning().then((r) => r[0]);
    // `now` is 8 AM EDT on June 15. Today's work in New York; tonight 9 PM EDT is already June 16 in UTC, still today here.
    const morning = await line({ talentProfileId: sienna.id, state: "confirmed", startsAt: new Date("2031-06-15T13:00:00Z"), endsAt: new Date("2031-06-15T17:00:00Z") });
    const evening = await line({ talentProfileId: ava.id, state: "confirmed", startsAt: new Date("2031-06-16T01:00:00Z"), endsAt: new Date("2031-06-16T03:00:00Z") });
    const tomorrow = await line({ talentProfileId: sienna.id, state: "confirmed", startsAt: new Date("2031-06-16T14:00:00Z"), endsAt: new Date("2031-06-16T18:00:00Z") });
    const held = await line({ talentProfileId: ava.id, state: "option", startsAt: new Date("2031-06-20T14:00:00Z"), endsAt: new Date("2031-06-20T18:00:00Z"), challengeDeadline: new Date("2031-06-16T12:00:00Z") });
    await db().insert(availabilityBlocks).values({ talentProfileId: ava.id, startsOn: "2031-06-20", endsOn: "2031-06-21", kind: "holiday", createdById: null });

    const queue = await getWorkQueue(admin, now);
    expect(queue.slice(0, 5).map((s) => s.key)).toEqual(["today", "tomorrow", "options", "challenged", "conflicts"]);
    const today = section(queue, "today");
    expect(today.items.map((i) => i.key)).toEqual([`today-${morning.id}`, `today-${evening.id}`]);
    expect(today.items[0]).toMatchObject({ label: "Morning Sienna · Maison Ciel", detail: "Lookbook · Studio 4, Mercer St", when: "call 9:00 AM EDT", href: `/admin/jobs/${job.id}` });
    expect(today.items[1].when).toBe("call 9:00 PM EDT");
    expect(section(queue, "tomorrow").items.map((i) => i.key)).toEqual([`tomorrow-${tomorrow.id}`]);
    expect(section(queue, "challenged").items[0]).toMatchObject({ key: `challenged-${held.id}`, label: "Morning Ava · Maison Ciel", when: "answer by Jun 16, 2031, 8:00 AM EDT" });
    const conflicts = section(queue, "conflicts");
    expect(conflicts.items.map((i) => i.key)).toContain(`conflict-${held.id}-2031-06-20`);
    expect(conflicts.items.find((i) => i.key === `conflict-${held.id}-2031-06-20`)!.detail).toBe("On option, but blocked 2031-06-20 to 2031-06-21 (holiday)");
  });
});
