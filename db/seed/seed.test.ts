import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { settingsKeys, settingsSchemas } from "@/lib/validation/settings";
import { useTestDb } from "@/test/db";
import { permissionsOf } from "../factories";
import {
  activityLog,
  blogCategories,
  blogPosts,
  bookings,
  contactMessages,
  notificationRecipients,
  notifications,
  settings,
  socialAccounts,
  talentMedia,
  talentProfiles,
  users,
} from "../schema";
import { DEMO_PASSWORD, seed, seedIfEmpty } from "./index";
import { jobLines, jobs } from "../schema";
import { readLine } from "@/lib/services/jobs/job-line-state";

const getDb = useTestDb();

async function userByEmail(email: string) {
  const [user] = await getDb().select().from(users).where(eq(users.email, email));
  return user;
}

describe("demo seed", () => {
  beforeAll(async () => {
    const started = Date.now();
    const result = await seedIfEmpty(getDb(), { quiet: true });
    expect(result.seeded).toBe(true);
    // Generous bound: the brief asks for well under ten seconds on PGlite.
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("creates the three demo logins with their roles, status and permissions", async () => {
    const admin = await userByEmail("admin@example.com");
    const editor = await userByEmail("editor@example.com");
    const talent = await userByEmail("talent@example.com");
    expect(admin).toMatchObject({ role: "admin", status: "active" });
    expect(editor).toMatchObject({ role: "subadmin", status: "active", roleLabel: "Editor" });
    expect(talent).toMatchObject({ role: "talent", status: "active" });
    expect(await permissionsOf(getDb(), editor.id)).toEqual(["bookings", "news"]);
    expect(await verifyPassword(talent.passwordHash, DEMO_PASSWORD)).toBe(true);
    // One hash shared by every demo account.
    expect(admin.passwordHash).toBe(talent.passwordHash);
  });

  it("gives the demo talent a complete profile, photos and social accounts", async () => {
    const db = getDb();
    const talent = await userByEmail("talent@example.com");
    const [profile] = await db.select().from(talentProfiles).where(eq(talentProfiles.userId, talent.id));
    expect(profile).toMatchObject({ category: "female", stageName: "Sienna Vale", heightCm: 178 });
    for (const field of ["height", "bust", "waist", "hips", "shoeSize", "dressSize", "hairColor", "eyeColor"] as const) {
      expect(profile[field]).toBeTruthy();
    }
    const media = await db.select().from(talentMedia).where(eq(talentMedia.talentProfileId, profile.id));
    expect(media.length).toBeGreaterThanOrEqual(4);
    expect(talent.profileImageUrl).toBe(media.find((m) => m.sortOrder === 0)?.fileUrl);
    const social = await db.select().from(socialAccounts).where(eq(socialAccounts.talentProfileId, profile.id));
    expect(social.map((s) => s.platform).sort()).toEqual(["instagram", "tiktok"]);
    expect(social.every((s) => s.followers > 0 && s.url?.startsWith("https://"))).toBe(true);
  });

  it("has at least 40 active talents in all four categories, none starting with X", async () => {
    const rows = await getDb()
      .select({ stageName: talentProfiles.stageName, category: talentProfiles.category, dob: talentProfiles.dob })
      .from(talentProfiles)
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(eq(users.status, "active"));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(["female", "male", "influencer", "teen"]));
    expect(rows.filter((r) => /^x/i.test(r.stageName ?? ""))).toEqual([]);
    expect(new Set(rows.map((r) => r.stageName?.[0])).size).toBeGreaterThanOrEqual(20);
  });

  it("makes every talent a full profile with photos; teens are 16-17 with a guardian", async () => {
    const db = getDb();
    const profiles = await db.select().from(talentProfiles);
    const mediaCounts = await db
      .select({ id: talentMedia.talentProfileId, n: count() })
      .from(talentMedia)
      .groupBy(talentMedia.talentProfileId);
    const mediaOf = new Map(mediaCounts.map((m) => [m.id, m.n]));
    for (const p of profiles) {
      expect(p.heightCm, p.stageName ?? "").toBeGreaterThan(150);
      expect(p.bio && p.city && p.country && p.dressSize && p.shoeSize).toBeTruthy();
      expect(mediaOf.get(p.id) ?? 0).toBeGreaterThanOrEqual(2);
    }
    const teens = profiles.filter((p) => p.category === "teen");
    expect(teens.length).toBeGreaterThan(0);
    const now = new Date();
    for (const t of teens) {
      const age = (now.getTime() - new Date(`${t.dob}T00:00:00Z`).getTime()) / (365.25 * 86_400_000);
      expect(age).toBeGreaterThanOrEqual(16);
      expect(age).toBeLessThan(18);
      expect(t.guardianName && t.guardianEmail && t.guardianConsentAt).toBeTruthy();
    }
  });

  it("has pending applicants and hidden talents", async () => {
    const db = getDb();
    const byStatus = await db
      .select({ status: users.status, n: count() })
      .from(users)
      .where(eq(users.role, "talent"))
      .groupBy(users.status);
    const n = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
    expect(n.pending).toBeGreaterThanOrEqual(3);
    expect(n.hidden).toBeGreaterThanOrEqual(1);
  });

  it("seeds the journal: four categories, one featured post, one draft", async () => {
    const db = getDb();
    const categories = await db.select().from(blogCategories);
    expect(categories.map((c) => c.slug).sort()).toEqual(["behind-scenes", "casting-calls", "news", "spotlight"]);
    const posts = await db.select().from(blogPosts);
    const published = posts.filter((p) => p.publishedAt);
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(posts.filter((p) => p.featured)).toHaveLength(1);
    expect(posts.filter((p) => !p.publishedAt)).toHaveLength(1);
    expect(new Set(published.map((p) => p.categoryId)).size).toBe(4);
    expect(published.every((p) => p.publishedAt! < new Date() && p.contentHtml.includes("<h2>"))).toBe(true);
  });

  it("has bookings in every status, several for the demo talent", async () => {
    const db = getDb();
    const rows = await db.select().from(bookings);
    expect(new Set(rows.map((b) => b.status))).toEqual(new Set(["pending", "confirmed", "completed", "cancelled"]));
    const talent = await userByEmail("talent@example.com");
    const [profile] = await db.select().from(talentProfiles).where(eq(talentProfiles.userId, talent.id));
    expect(rows.filter((b) => b.talentProfileId === profile.id).length).toBeGreaterThanOrEqual(3);
    const open = rows.filter((b) => b.budgetMin === 50000);
    expect(open.every((b) => b.budgetMax === null)).toBe(true);
  });

  it("gives the demo talent unread and important notifications", async () => {
    const db = getDb();
    const talent = await userByEmail("talent@example.com");
    const rows = await db
      .select({ isRead: notificationRecipients.isRead, type: notifications.type, important: notifications.important })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(eq(notificationRecipients.userId, talent.id));
    expect(rows.some((r) => !r.isRead)).toBe(true);
    expect(rows.some((r) => r.isRead)).toBe(true);
    expect(rows.some((r) => r.important || r.type === "system" || r.type === "booking")).toBe(true);

    const [all] = await db.select().from(notifications).where(eq(notifications.targetAll, true));
    const [{ value: recipients }] = await db
      .select({ value: count() })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, all.id));
    const [{ value: activeTalents }] = await db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.role, "talent"), eq(users.status, "active")));
    expect(recipients).toBe(activeTalents);
  });

  it("stores every settings key with a value valid against its schema", async () => {
    const rows = await getDb().select().from(settings);
    expect(rows.map((r) => r.key).sort()).toEqual([...settingsKeys].sort());
    for (const row of rows) {
      const key = row.key as (typeof settingsKeys)[number];
      expect(settingsSchemas[key].safeParse(row.value).success, key).toBe(true);
    }
  });

  it("adds contact messages and recent activity by the admin", async () => {
    const db = getDb();
    const admin = await userByEmail("admin@example.com");
    expect((await db.select().from(contactMessages)).length).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(contactMessages).where(isNull(contactMessages.handledAt))).length).toBeGreaterThan(0);
    const activity = await db.select().from(activityLog).where(eq(activityLog.actorId, admin.id));
    expect(activity.length).toBeGreaterThanOrEqual(8);
  });

  it("seeds the board's week: jobs in every status, lines in every state, a challenged 1st option with a 2nd behind it", async () => {
    const db = getDb();
    expect((await db.selectDistinct({ s: jobs.status }).from(jobs)).map((r) => r.s).sort()).toEqual(["active", "cancelled", "completed", "draft"]);
    expect((await db.selectDistinct({ s: jobLines.state }).from(jobLines)).map((r) => r.s).sort()).toEqual(["cancelled", "confirmed", "expired", "option", "released"]);
    const rows = await db.select().from(jobLines);
    const first = rows.find((r) => r.challengeDeadline !== null)!;
    const now = new Date();
    expect(await readLine(db, first.id, now)).toMatchObject({ state: "option", rank: 1 });
    expect(await readLine(db, first.challengedByLineId!, now)).toMatchObject({ state: "option", rank: 2 });
  });

  it("does not seed twice", async () => {
    const db = getDb();
    const countAll = () =>
      Promise.all(
        [users, talentProfiles, talentMedia, blogPosts, bookings, notifications, settings].map(async (t) => {
          const [{ value }] = await db.select({ value: count() }).from(t);
          return value;
        }),
      );
    const before = await countAll();
    expect((await seed(db)).seeded).toBe(false);
    expect((await seedIfEmpty(db, { quiet: true })).seeded).toBe(false);
    expect(await countAll()).toEqual(before);
    const dupes = await db
      .select({ email: users.email, n: count() })
      .from(users)
      .where(inArray(users.email, ["admin@example.com", "editor@example.com", "talent@example.com"]))
      .groupBy(users.email);
    expect(dupes.every((d) => d.n === 1)).toBe(true);
  });
});
