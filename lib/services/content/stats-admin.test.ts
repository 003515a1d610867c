import { and, count, eq, gte, inArray, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createBlogPost, createBooking, createTalent } from "@/db/factories";
import { seed } from "@/db/seed";
import { activityLog, blogPosts, bookings, users } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";
import { useTestDb } from "@/test/db";
import { changeOf, getAdminStats } from "./stats-admin";

const db = useTestDb();
let admin: Viewer;
const now = new Date();
const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  await seed(db(), { now });
  const [row] = await db().select().from(users).where(eq(users.email, "admin@example.com"));
  admin = { id: row.id, name: row.name, email: row.email, role: "admin", status: "active", permissions: [], talentProfileId: null, sessionId: null, via: "bearer" };
});

async function expected() {
  const talents = and(eq(users.role, "talent"), inArray(users.status, ["active", "hidden"]));
  const pending = and(eq(users.role, "talent"), eq(users.status, "pending"));
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
  return {
    talents: await n(db().select({ n: count() }).from(users).where(talents)),
    talentsRecent: await n(db().select({ n: count() }).from(users).where(and(talents, gte(users.createdAt, since)))),
    pending: await n(db().select({ n: count() }).from(users).where(pending)),
    bookings: await n(db().select({ n: count() }).from(bookings)),
    posts: await n(db().select({ n: count() }).from(blogPosts)),
    published: await n(db().select({ n: count() }).from(blogPosts).where(isNotNull(blogPosts.publishedAt))),
  };
}

describe("getAdminStats", () => {
  it("counts the seeded data: four cards in the spec's order, status 'success'", async () => {
    const stats = await getAdminStats(admin, now);
    const e = await expected();
    expect(stats.status).toBe("success");
    expect(stats.data.map((c) => c.key)).toEqual(["talents", "pending", "bookings", "posts"]);
    expect(stats.data.map((c) => c.value)).toEqual([e.talents, e.pending, e.bookings, e.posts]);
    expect(e.talents).toBeGreaterThan(40);
    expect(e.pending).toBe(4);
    expect(stats.data[0]).toMatchObject({ title: "Total Talents", change: changeOf(e.talents, e.talentsRecent) });
    expect(stats.data[3].description).toBe(`${e.published} published`);
    for (const card of stats.data) expect(Object.keys(card).sort()).toEqual(["change", "description", "key", "title", "value"]);
  });

  it("follows changes to the data, including the last-30-days change", async () => {
    const before = await getAdminStats(admin, now);
    const { profile } = await createTalent(db(), { status: "active" });
    await createTalent(db(), { status: "pending" });
    await createBooking(db(), { talentProfileId: profile.id });
    await createBlogPost(db(), { publishedAt: null });
    const after = await getAdminStats(admin, now);
    expect(after.data.map((c) => c.value)).toEqual(before.data.map((c) => c.value + 1));
    const e = await expected();
    expect(after.data[0].change).toBe(changeOf(e.talents, e.talentsRecent));
  });

  it("lists recent activity newest first with action, user, status and time", async () => {
    const stats = await getAdminStats(admin, now);
    const logged = await db().select({ n: count() }).from(activityLog);
    expect(stats.recentActivity.length).toBe(Math.min(10, logged[0].n));
    const first = stats.recentActivity[0];
    expect(first).toMatchObject({ action: expect.any(String), user: "Ava Laurent", status: expect.any(String), time: expect.any(String) });
    const times = stats.recentActivity.map((a) => Date.parse(a.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // A booking entry carries the booking's current status.
    const bookingEntry = stats.recentActivity.find((a) => a.section === "bookings");
    expect(bookingEntry?.status).toBe("confirmed");
  });

  it("refuses a sub-admin without 'dashboard'", async () => {
    const staff = await createAdmin(db());
    await expect(
      getAdminStats({ ...admin, id: staff.id, role: "subadmin", permissions: ["news"] }, now),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("changeOf", () => {
  it("is the growth over the window", () => {
    expect(changeOf(0, 0)).toBe("0%");
    expect(changeOf(5, 5)).toBe("+100%");
    expect(changeOf(12, 2)).toBe("+20%");
    expect(changeOf(10, 0)).toBe("0%");
  });
});
