import { count, eq, sql } from "drizzle-orm";
import { settingsKeys, settingsSchemas } from "@/lib/validation/settings";
import type { Db } from "../types";
import {
  createAdmin,
  createBlogPosts,
  createBookings,
  createNotification,
  createSubadmin,
  createTalents,
  DEMO_PASSWORD,
  demoPasswordHash,
} from "../factories";
import { activityLog, blogCategories, contactMessages, settings, users } from "../schema";
import { blogCategorySeeds, blogPostSeeds } from "./blog";
import { buildBookingSeeds } from "./bookings";
import { seedJobs } from "./jobs";
import { buildActivitySeeds, buildContactMessageSeeds, buildNotificationSeeds } from "./messages";
import { seedPackages } from "./packages";
import { daysAgo } from "./random";
import { settingsDefaults } from "@/lib/domain/settings-defaults";
import { buildTalentSeeds, DEMO_TALENT_EMAIL } from "./talents";

const DEMO_ADMIN_EMAIL = "admin@example.com";
const DEMO_EDITOR_EMAIL = "editor@example.com";
export { DEMO_PASSWORD };

const demoLogins = [
  { role: "admin", email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD, signIn: "/admin" },
  { role: "sub-admin (news, bookings)", email: DEMO_EDITOR_EMAIL, password: DEMO_PASSWORD, signIn: "/admin" },
  { role: "talent", email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD, signIn: "/login" },
] as const;

export interface SeedResult {
  seeded: boolean;
  counts?: {
    users: number;
    activeTalents: number;
    pendingTalents: number;
    posts: number;
    bookings: number;
    notifications: number;
  };
}

/**
 * Loads the full demo content: the three demo logins, a roster of talent in every category, journal posts,
 * bookings, notifications, messages, activity and every settings key. Deterministic apart from dates, which are
 * relative to `now` so the content always looks recent. Refuses to run twice: if the demo admin exists it does
 * nothing. Everything is written in one transaction, so a failure leaves the database as it was.
 */
export async function seed(db: Db, options: { now?: Date } = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  if (existing) return { seeded: false };

  // Hash the shared demo password before the transaction opens: argon2 takes a moment.
  await demoPasswordHash();

  return db.transaction(async (tx) => {
    const admin = await createAdmin(tx, {
      name: "Ava Laurent",
      email: DEMO_ADMIN_EMAIL,
      phone: "+12125550100",
      createdAt: daysAgo(now, 420),
      lastActiveAt: daysAgo(now, 0, 1),
    });
    const editor = await createSubadmin(tx, ["news", "bookings"], {
      name: "Jules Moreau",
      email: DEMO_EDITOR_EMAIL,
      roleLabel: "Editor",
      createdAt: daysAgo(now, 14, 2),
      lastActiveAt: daysAgo(now, 2),
    });

    // Talent: one batch, demo talent first so it gets the lowest talent id.
    const talentSeeds = buildTalentSeeds(now);
    const all = await createTalents(tx, [talentSeeds.demo, ...talentSeeds.active, ...talentSeeds.hidden, ...talentSeeds.pending]);
    const demo = all[0];
    const active = all.filter((t) => t.user.status === "active");
    const hidden = all.filter((t) => t.user.status === "hidden");
    const pending = all.filter((t) => t.user.status === "pending");
    const profileIdByStage = new Map(all.map((t) => [t.profile.stageName as string, t.profile.id]));
    const activeIdsIn = (category: "female" | "male" | "influencer" | "teen") =>
      active.filter((t) => t.profile.category === category).map((t) => t.user.id);

    // Journal.
    const categories = await tx.insert(blogCategories).values([...blogCategorySeeds]).returning();
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
    const posts = await createBlogPosts(
      tx,
      blogPostSeeds.map((p) => {
        const publishedAt = p.publishedDaysAgo === null ? null : daysAgo(now, p.publishedDaysAgo, 2);
        const createdAt = daysAgo(now, (p.publishedDaysAgo ?? 1) + 1);
        return {
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          contentHtml: p.contentHtml,
          imageUrl: p.imageUrl,
          categoryId: categoryId.get(p.category),
          authorName: p.author.name,
          authorRole: p.author.role,
          authorBio: p.author.bio,
          authorImage: p.author.image,
          featured: p.featured,
          readTime: p.readTime,
          publishedAt,
          createdAt,
          updatedAt: publishedAt ?? createdAt,
        };
      }),
    );

    const bookingRows = await createBookings(tx, buildBookingSeeds(now, profileIdByStage));
    await seedPackages(tx, now, { adminId: admin.id, active });
    await seedJobs(tx, now, { adminId: admin.id, talentIds: [demo.profile.id, ...active.filter((t) => t !== demo).slice(0, 3).map((t) => t.profile.id)] });
    // Confirmed requests hold time only through a job line (issue 36): the migration's own move (drizzle/0020). Guarded,
    // so a database at an earlier migration can still be seeded (the migration's test does, then migrates it).
    await tx.execute(sql`do $$ begin if exists (select 1 from pg_proc where proname = 'booking_requests_to_lines') then perform booking_requests_to_lines(); end if; end $$`);

    const notificationRows = [];
    for (const input of buildNotificationSeeds(now, {
      demoTalentId: demo.user.id,
      activeTalentIds: active.map((t) => t.user.id),
      byCategory: {
        female: activeIdsIn("female"),
        male: activeIdsIn("male"),
        influencer: activeIdsIn("influencer"),
        teen: activeIdsIn("teen"),
      },
      adminId: admin.id,
    })) {
      notificationRows.push((await createNotification(tx, input)).notification);
    }

    await tx.insert(contactMessages).values(buildContactMessageSeeds(now));

    await tx.insert(activityLog).values(
      buildActivitySeeds(now, admin, {
        approvedTalentId: active[active.length - 1].profile.id,
        hiddenTalentId: hidden[0].profile.id,
        featuredPostId: posts.find((p) => p.featured)?.id ?? posts[0].id,
        confirmedBookingId: bookingRows.find((b) => b.status === "confirmed")?.id ?? bookingRows[0].id,
        importantNotificationId: notificationRows.find((n) => n.important)?.id ?? notificationRows[0].id,
        subadminId: editor.id,
      }),
    );

    // Parse each default through its schema, so a default that drifts from the schema fails here, not on a page.
    await tx
      .insert(settings)
      .values(settingsKeys.map((key) => ({ key, value: settingsSchemas[key].parse(settingsDefaults[key]) })))
      .onConflictDoNothing();

    return {
      seeded: true,
      counts: {
        users: all.length + 2,
        activeTalents: active.length,
        pendingTalents: pending.length,
        posts: posts.length,
        bookings: bookingRows.length,
        notifications: notificationRows.length,
      },
    };
  });
}

/** Seeds only a database without any user: what a fresh clone's first start does. */
export async function seedIfEmpty(db: Db, options: { now?: Date; quiet?: boolean } = {}): Promise<SeedResult> {
  const [{ value }] = await db.select({ value: count() }).from(users);
  if (value > 0) return { seeded: false };
  const result = await seed(db, options);
  // The logins themselves are printed by the caller (instrumentation on server start, the db:seed script).
  if (result.seeded && !options.quiet) console.log("[seed] Empty database: loaded the demo content.");
  return result;
}

export function printDemoLogins(log: (line: string) => void = console.log): void {
  log("Demo logins (password for all: demo-password):");
  for (const l of demoLogins) log(`  ${l.role.padEnd(28)} ${l.email.padEnd(22)} sign in at ${l.signIn}`);
}
