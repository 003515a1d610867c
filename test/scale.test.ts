import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb, setDb, type Db } from "@/db/client";
import { createAdmin, createBookings, createNotification, createTalent, createTalents } from "@/db/factories";
import * as schema from "@/db/schema";
import { availabilityBlocks, jobLines, jobs, packages, packageTalents } from "@/db/schema";
import { sha256 } from "@/lib/auth/tokens";
import { permissions } from "@/lib/domain/permissions";
import type { Viewer } from "@/lib/auth/viewer";
import { cacheTags, watchCacheKeys, watchInvalidations } from "@/lib/cache";
import { DAY_MS } from "@/lib/domain/jobs";
import { listActivity, listActivityActors } from "@/lib/services/audit/activity";
import { LIST_COUNT_CAP } from "@/lib/domain/paging";
import { listAdminBookings } from "@/lib/services/jobs/bookings-admin";
import { getCalendar } from "@/lib/services/jobs/calendar-admin";
import { listJobs } from "@/lib/services/jobs/jobs-admin";
import { jobQuote, quotesOfJobs } from "@/lib/services/jobs/job-money";
import { getBillingSettings } from "@/lib/services/settings";
import { listAdminNotifications } from "@/lib/services/notifications/notifications-admin";
import { getClientPackage } from "@/lib/services/packages/package-client";
import { updateOwnMeasurements } from "@/lib/services/talents/talent-measurements";
import { getPublicTalent, listPublicTalents, listTalentCards } from "@/lib/services/talents";
import { listAdminTalents } from "@/lib/services/talents/talents-admin-reads";
import { getNavCounts, getWorkQueue } from "@/lib/services/jobs/work-queue";
import { cappedCount, REQUESTS_COUNT_CAP } from "@/lib/domain/work-queue";
import { getAdminStats } from "@/lib/services/content/stats-admin";
import { adminTalentsQuerySchema } from "@/lib/validation/admin-talent";
import { talentsQuerySchema } from "@/lib/validation/talents";
import { activityQuerySchema } from "@/lib/validation/activity";
import { adminBookingsQuerySchema } from "@/lib/validation/admin-booking";
import { jobsQuerySchema } from "@/lib/validation/jobs";
import { runTaskNow } from "@/test/tasks";
import { BACKFILL_SPACING_MS } from "@/lib/services/talents/comp-card-ready";
import { useTestDb } from "@/test/db";

// Issue 38: the screens that read whole tables at 3,000 talents. Each is held here to a constant number of statements
// whatever the data's size, and the searches and the board to the indexes they were given (EXPLAIN with sequential
// scans priced out: the planner must be able to use the index, on PGlite and on PostgreSQL alike).

const db = useTestDb();

type Captured = { sql: string; params: unknown[] };

/** The same database through a second Drizzle handle that records every statement; services reach it via getDb(). */
async function counting(): Promise<{ db: Db; statements: Captured[] }> {
  const statements: Captured[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void statements.push({ sql: text, params }) };
  const client = (db() as unknown as { $client: unknown }).$client;
  const counted = process.env.TEST_DATABASE_URL
    ? (await import("drizzle-orm/postgres-js")).drizzle(client as never, { schema, logger })
    : (await import("drizzle-orm/pglite")).drizzle(client as never, { schema, logger });
  return { db: counted as unknown as Db, statements };
}

/** Runs `fn` on the counting handle and answers the statements it sent. */
async function statementsOf(fn: () => Promise<unknown>): Promise<Captured[]> {
  const { db: counted, statements } = await counting();
  setDb(counted);
  try {
    await fn();
  } finally {
    setDb(db());
  }
  return statements;
}

/**
 * The plan of a captured statement with sequential and plain index scans priced out, as text. `indexScans`: leave
 * plain index scans in (an ordered walk of an index, as a page read by name takes).
 */
async function planOf(statement: Captured, options: { indexScans?: boolean; sorts?: boolean } = {}): Promise<string> {
  return db().transaction(async (tx) => {
    // Only bitmap scans left: what a large table's search takes, whatever a tiny test table would take.
    await tx.execute(sql`set local enable_seqscan = off`);
    if (!options.indexScans) await tx.execute(sql`set local enable_indexscan = off`);
    // Sorting priced out too: a walk of an index in its order, as a page of a large board by name takes.
    if (options.sorts === false) await tx.execute(sql`set local enable_sort = off`);
    const client = (tx as unknown as { session: { client: unknown } }).session.client as {
      query?: (text: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }>;
      unsafe?: (text: string, params: unknown[]) => Promise<Record<string, string>[]>;
    };
    const text = `EXPLAIN ${statement.sql}`;
    const rows = client.unsafe ? await client.unsafe(text, statement.params as never[]) : (await client.query!(text, statement.params)).rows;
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

const adminViewer = (id: number): Viewer => ({
  id,
  name: "Scale Admin",
  email: "scale-admin@example.test",
  role: "admin",
  status: "active",
  permissions: [...permissions],
  talentProfileId: null,
  sessionId: null,
  via: "bearer",
});

afterEach(() => setDb(db()));

describe("a client package page (/p/{token})", () => {
  async function packageOf(count: number, token: string): Promise<void> {
    const talents = await createTalents(
      db(),
      Array.from({ length: count }, (_, i) => ({ media: 3, profile: { stageName: `Pack ${count}-${i}`, category: "female" as const } })),
    );
    const [p] = await db()
      .insert(packages)
      .values({ tokenHash: sha256(token), title: `Package of ${count}`, clientName: "Client", clientEmail: "client@example.test", expiresAt: new Date(Date.now() + 7 * DAY_MS) })
      .returning();
    await db()
      .insert(packageTalents)
      .values(talents.map((t, position) => ({ packageId: p.id, talentProfileId: t.profile.id, position })));
  }

  it("is read in the same number of statements for 5 talents as for 20", async () => {
    const five = "Five_talents_package_token_0123456789abcdef";
    const twenty = "Twenty_talents_package_token_0123456789abcd";
    await packageOf(5, five);
    await packageOf(20, twenty);
    const small = await statementsOf(async () => expect((await getClientPackage(five)).talents).toHaveLength(5));
    const large = await statementsOf(async () => expect((await getClientPackage(twenty)).talents).toHaveLength(20));
    expect(large.length).toBe(small.length);
    expect(large.length).toBeLessThanOrEqual(5);
  });
});

describe("narrow cache invalidation", () => {
  it("a talent's change revalidates their profile and the lists, and leaves another talent's profile warm", async () => {
    const changed = await createTalent(db(), { profile: { stageName: "Changing Talent", category: "male" } });
    const other = await createTalent(db(), { profile: { stageName: "Other Talent", category: "male" } });
    const watch = watchCacheKeys();
    await getPublicTalent(changed.profile.id);
    await getPublicTalent(other.profile.id);
    await listTalentCards("male");
    watch.stop();
    const tagsOf = (match: (key: string) => boolean) => [...watch.tags].filter(([key]) => match(key)).flatMap(([, tags]) => tags);
    const otherProfile = tagsOf((key) => key.startsWith("talents:one") && key.endsWith(`[${other.profile.id}]`));
    const changedProfile = tagsOf((key) => key.startsWith("talents:one") && key.endsWith(`[${changed.profile.id}]`));
    const listing = tagsOf((key) => key.startsWith("talents:list"));
    expect(otherProfile).toEqual([cacheTags.talent(other.profile.id)]);

    const viewer: Viewer = { ...adminViewer(changed.user.id), role: "talent", talentProfileId: changed.profile.id, name: "Changing Talent", email: changed.user.email };
    const invalidated = watchInvalidations();
    await updateOwnMeasurements(viewer, { bust: "86" });
    invalidated.stop();
    // Next expires an entry when any of its tags is revalidated.
    expect(changedProfile.some((tag) => invalidated.tags.includes(tag))).toBe(true);
    expect(listing.some((tag) => invalidated.tags.includes(tag))).toBe(true);
    expect(otherProfile.some((tag) => invalidated.tags.includes(tag))).toBe(false);
    // The changed talent's comp card is made ahead, on the queue: one waiting job for them, none for the other.
    const queued = await db().execute(sql`select key as singleton_key from background_tasks where name = 'comp-card-render' and status = 'queued'`);
    const keys = (Array.isArray(queued) ? queued : (queued as { rows: { singleton_key: string }[] }).rows).map((r) => (r as { singleton_key: string }).singleton_key);
    expect(keys).toEqual([`comp-card:${changed.profile.id}`]);
    await updateOwnMeasurements(viewer, { waist: "61" });
    const again = await db().execute(sql`select count(*)::int as n from background_tasks where name = 'comp-card-render' and status = 'queued'`);
    expect((Array.isArray(again) ? again : (again as { rows: { n: number }[] }).rows)[0]).toMatchObject({ n: 1 });
  });
});

describe("flat admin screens: constant statements, indexes the planner can use", () => {
  it("the activity page reads its people from the staff, counts up to a cap, and keeps its statements", async () => {
    const admin = await createAdmin(db(), { name: "Activity Admin" });
    const viewer = adminViewer(admin.id);
    const before = await statementsOf(() => Promise.all([listActivityActors(viewer), listActivity(viewer, activityQuerySchema.parse({}))]));
    await db().execute(sql`
      insert into activity_log (actor_id, actor_name, section, action, subject_type, subject_id)
      select ${admin.id}, 'Activity Admin', 'jobs', 'Updated', 'job', i % 7 from generate_series(1, 300) i`);
    const after = await statementsOf(() => Promise.all([listActivityActors(viewer), listActivity(viewer, activityQuerySchema.parse({}))]));
    expect(after.length).toBe(before.length);
    expect(after.every((s) => !/group by/i.test(s.sql) || !/activity_log/.test(s.sql))).toBe(true);
    expect((await listActivityActors(viewer)).map((a) => a.id)).toContain(admin.id);
    expect(LIST_COUNT_CAP).toBeGreaterThan(300);
    const list = await listActivity(viewer, activityQuerySchema.parse({ subject_type: "job", subject_id: "3" }));
    expect(list).toMatchObject({ total: 43, total_capped: false });
  });

  it("the board reads a page of talents, and its lines through (talent, starts_at) with both bounds", async () => {
    const admin = await createAdmin(db());
    const viewer = adminViewer(admin.id);
    const talents = await createTalents(db(), Array.from({ length: 12 }, (_, i) => ({ profile: { stageName: `Board ${String(i).padStart(2, "0")}` } })));
    const [job] = await db().insert(jobs).values({ title: "Board job", clientName: "Client", createdBy: admin.id }).returning();
    const start = Date.parse("2031-03-01T09:00:00Z");
    await db()
      .insert(jobLines)
      .values(talents.map((t, i) => ({ jobId: job.id, talentProfileId: t.profile.id, kind: "job" as const, state: "option" as const, startsAt: new Date(start + i * DAY_MS), endsAt: new Date(start + i * DAY_MS + 8 * 3_600_000) })));
    await db().insert(availabilityBlocks).values({ talentProfileId: talents[0].profile.id, startsOn: "2031-03-02", endsOn: "2031-03-03", kind: "holiday" });
    const board = await getCalendar(viewer, { from: "2031-03-01", to: "2031-03-31", limit: 5, page: 1 });
    expect(board.talents).toHaveLength(5);
    expect(board.talent_paging).toMatchObject({ page: 1, limit: 5, last_page: Math.ceil(board.talent_paging!.total / 5) });
    expect(board.talent_paging!.total).toBeGreaterThanOrEqual(12);
    // The board's search runs on the server once it pages: the page and its total are of the matching talents.
    const searched = await getCalendar(viewer, { from: "2031-03-01", to: "2031-03-31", limit: 5, page: 1, search: "board 1" });
    expect(searched.talents.map((t) => t.stage_name)).toEqual(["Board 10", "Board 11"]);
    expect(searched.talent_paging).toMatchObject({ total: 2, last_page: 1 });
    const statements = await statementsOf(() => getCalendar(viewer, { from: "2031-03-01", to: "2031-03-31", limit: 5, page: 2 }));
    expect(statements).toHaveLength(3);
    const lines = statements.find((s) => /from "job_lines"/.test(s.sql))!;
    const plan = await planOf(lines);
    expect(plan).toMatch(/job_lines_talent_starts_idx|job_lines_starts_idx/);
    // Both bounds of starts_at reach the index (no reading of all history below the range).
    expect(plan).toMatch(/starts_at >= .*starts_at < |starts_at < .*starts_at >= /s);
  });

  it("the notifications list counts the recipients of its page only", async () => {
    const admin = await createAdmin(db());
    const talents = await createTalents(db(), Array.from({ length: 6 }, () => ({})));
    for (let i = 0; i < 4; i++) await createNotification(db(), { recipients: talents.map((t) => t.user.id) });
    const statements = await statementsOf(() => listAdminNotifications(adminViewer(admin.id), { page: 1, limit: 2 }));
    expect(statements).toHaveLength(2);
    expect(statements.some((s) => /group by/i.test(s.sql))).toBe(false);
    const list = await listAdminNotifications(adminViewer(admin.id), { page: 1, limit: 2 });
    expect(list.data.map((n) => n.target_count)).toEqual([6, 6]);
  });

  it("the bookings search and the jobs search can use their trigram indexes", async () => {
    const admin = await createAdmin(db());
    const viewer = adminViewer(admin.id);
    const talent = await createTalent(db(), { profile: { stageName: "Trigram Talent" } });
    await createBookings(db(), [{ talentProfileId: talent.profile.id, clientName: "Smithson Studio" }, { talentProfileId: talent.profile.id, clientName: "Other" }]);
    await db().insert(jobs).values({ title: "Spring campaign", clientName: "Smithson Studio", createdBy: admin.id });
    const bookingStatements = await statementsOf(async () => {
      const found = await listAdminBookings(viewer, adminBookingsQuerySchema.parse({ search: "smithson" }));
      expect(found.bookings.map((b) => b.client_name)).toEqual(["Smithson Studio"]);
      expect(found.counts.all).toBe(1);
    });
    const bookingRows = bookingStatements.find((s) => /from "bookings"/.test(s.sql) && /order by/i.test(s.sql))!;
    expect(await planOf(bookingRows)).toMatch(/bookings_client_name_trgm_idx/);
    const jobStatements = await statementsOf(async () => expect((await listJobs(viewer, jobsQuerySchema.parse({ search: "spring camp" }))).jobs).toHaveLength(1));
    const jobRows = jobStatements.find((s) => /from "jobs"/.test(s.sql) && /order by/i.test(s.sql))!;
    expect(await planOf(jobRows)).toMatch(/jobs_title_trgm_idx/);
  });
});

describe("issue 38, the second pass: Today's work, stored recipient counts, card photos, talent searches", () => {
  it("Today's work reads the waiting requests through their partial indexes and counts them up to a cap", async () => {
    const admin = await createAdmin(db());
    const viewer = adminViewer(admin.id);
    const talent = await createTalent(db(), { profile: { stageName: "Queue Talent" } });
    // Newer than any request an earlier test of this file left behind.
    const base = Date.now() + 3_600_000;
    await createBookings(db(), [{ talentProfileId: talent.profile.id, clientName: "First", createdAt: new Date(base - 1000) }]);
    const before = await statementsOf(() => getWorkQueue(viewer));
    await createBookings(
      db(),
      Array.from({ length: REQUESTS_COUNT_CAP + 4 }, (_, i) => ({ talentProfileId: talent.profile.id, clientName: `Client ${i}`, createdAt: new Date(base + i * 1000) })),
    );
    let queue: Awaited<ReturnType<typeof getWorkQueue>> = [];
    const after = await statementsOf(async () => void (queue = await getWorkQueue(viewer)));
    expect(after.length).toBe(before.length);
    const requests = queue.find((s) => s.key === "requests")!;
    expect(requests).toMatchObject({ count: REQUESTS_COUNT_CAP, capped: true });
    expect(requests.items.map((i) => i.label)).toEqual([103, 102, 101, 100, 99].map((i) => `Client ${i}`));
    const requestRows = after.find((s) => /from "bookings"/.test(s.sql) && /count\(\*\)::int from \(select distinct/.test(s.sql))!;
    const plan = await planOf(requestRows);
    // Both reads of bookings (the newest waiting rows, the capped count) go through a partial index of waiting rows.
    expect(plan.match(/Index Scan on bookings_waiting_(created|group)_idx/g)).toHaveLength(2);
    expect(plan).not.toMatch(/Seq Scan on bookings|bookings_status_idx|bookings_created_at_idx/);
    // The day sections bound starts_at on both sides (a line lasts at most 60 days), the conflicts too (30 days ahead).
    const lineReads = after.filter((s) => /from "job_lines"/.test(s.sql) && /"job_lines"\."starts_at" </.test(s.sql));
    expect(lineReads.length).toBeGreaterThanOrEqual(3);
    for (const statement of lineReads) expect(statement.sql).toMatch(/"job_lines"\."starts_at" >= /);
    const conflicts = lineReads.find((s) => /availability_blocks/.test(s.sql))!;
    expect(await planOf(conflicts)).toMatch(/job_lines_starts_idx[\s\S]*starts_at >= .*starts_at < /);
  });

  it("the notifications list reads the stored recipient count, which follows the recipient rows", async () => {
    const admin = await createAdmin(db());
    const talents = await createTalents(db(), Array.from({ length: 4 }, () => ({})));
    const { notification } = await createNotification(db(), { recipients: talents.map((t) => t.user.id) });
    const statements = await statementsOf(() => listAdminNotifications(adminViewer(admin.id), { page: 1, limit: 20 }));
    expect(statements.some((s) => /notification_recipients/.test(s.sql))).toBe(false);
    const countOf = async () => (await listAdminNotifications(adminViewer(admin.id), { page: 1, limit: 20 })).data.find((n) => n.id === notification.id)!.target_count;
    expect(await countOf()).toBe(4);
    // A talent's account deleted (the recipient row goes by cascade) and a recipient added: the count follows.
    await db().delete(schema.users).where(sql`${schema.users.id} = ${talents[0].user.id}`);
    expect(await countOf()).toBe(3);
    const extra = await createTalent(db());
    await db().insert(schema.notificationRecipients).values({ notificationId: notification.id, userId: extra.user.id });
    expect(await countOf()).toBe(4);
  });

  it("a listing page reads at most two photos a talent for its cards, in one statement", async () => {
    await createTalents(db(), [{ media: 8, profile: { stageName: "Many Photos", category: "influencer" as const } }, { media: 1, profile: { stageName: "One Photo", category: "influencer" as const } }]);
    const statements = await statementsOf(async () => {
      const cards = await listTalentCards("influencer");
      expect(cards.data.map((c) => [c.stage_name, c.hover_image_url != null])).toEqual([["Many Photos", true], ["One Photo", false]]);
    });
    const photos = statements.filter((s) => /"talent_media"/.test(s.sql));
    expect(photos).toHaveLength(1);
    expect(photos[0].sql).toMatch(/join lateral \(select .* from "talent_media" .* limit \$?\d*/i);
  });

  it("the public and admin talent searches find their candidates through the trigram indexes", async () => {
    const admin = await createAdmin(db());
    const viewer = adminViewer(admin.id);
    const byStage = await createTalent(db(), { status: "active", profile: { stageName: "Zephyrine Stage", publishedAt: new Date() } });
    const byName = await createTalent(db(), { status: "active", name: "Zephyrine Account", profile: { stageName: null, publishedAt: new Date() } });
    const byEmail = await createTalent(db(), { status: "active", email: "zephyrine-mail@example.test", profile: { stageName: "Mail Only", publishedAt: new Date() } });
    const publicStatements = await statementsOf(async () => {
      const found = await listPublicTalents(talentsQuerySchema.parse({ search: "zephyrine" }));
      expect(found.data.map((t) => t.id).sort()).toEqual([byStage.profile.id, byName.profile.id].sort());
    });
    const publicRows = publicStatements.find((s) => /from "talent_profiles"/.test(s.sql) && /order by/i.test(s.sql))!;
    expect(await planOf(publicRows)).toMatch(/talent_profiles_stage_name_trgm_idx[\s\S]*users_name_trgm_idx|users_name_trgm_idx[\s\S]*talent_profiles_stage_name_trgm_idx/);
    const adminStatements = await statementsOf(async () => {
      const found = await listAdminTalents(viewer, adminTalentsQuerySchema.parse({ search: "zephyrine" }));
      expect(found.items.map((t) => t.id).sort()).toEqual([byStage.user.id, byName.user.id, byEmail.user.id].sort());
    });
    const adminRows = adminStatements.find((s) => /from "users"/.test(s.sql) && /order by/i.test(s.sql))!;
    expect(await planOf(adminRows)).toMatch(/users_email_trgm_idx/);
  });
});

describe("comp cards made ahead for the talents from before", () => {
  it("the one-off backfill schedules every public talent's card, spaced out, and runs once per database", async () => {
    const shown = await createTalents(db(), [{ status: "active", profile: { stageName: "Backfill One", publishedAt: new Date() } }, { status: "active", profile: { stageName: "Backfill Two", publishedAt: new Date() } }]);
    const hidden = await createTalent(db(), { status: "hidden", profile: { stageName: "Backfill Hidden" } });
    const waiting = async () => {
      const result = await db().execute(sql`select key as singleton_key, run_at from background_tasks where name = 'comp-card-render' and status = 'queued' order by run_at`);
      return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { singleton_key: string; run_at: string | Date }[];
    };
    await runTaskNow("comp-card-backfill", {});
    const first = await waiting();
    const keys = first.map((r) => r.singleton_key);
    for (const t of shown) expect(keys).toContain(`comp-card:${t.profile.id}`);
    expect(keys).not.toContain(`comp-card:${hidden.profile.id}`);
    const times = first.map((r) => new Date(r.run_at).getTime());
    expect(times[times.length - 1] - times[0]).toBeGreaterThanOrEqual((first.length - 1) * BACKFILL_SPACING_MS);
    // Done once: a second start's job (the cards' jobs done meanwhile) schedules nothing again.
    await db().execute(sql`update background_tasks set status = 'done' where name = 'comp-card-render'`);
    await runTaskNow("comp-card-backfill", {});
    expect(await waiting()).toEqual([]);
  });
});

describe("issue 38, the last pass: notifications, letter pages, the board's roster, the jobs search", () => {
  it("the notifications list counts up to a cap past its page, and says so", async () => {
    const admin = await createAdmin(db());
    const viewer = adminViewer(admin.id);
    await db().execute(sql`
      insert into notifications (title, message, type, important, target_all, created_by, created_at)
      select 'Capped ' || i, 'A notice.', 'general', false, false, ${admin.id}, now() - (i || ' seconds')::interval
      from generate_series(1, ${LIST_COUNT_CAP + 3}) i`);
    const rows = await db().execute(sql`select count(*)::int as n from notifications`);
    const all = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows)[0] as { n: number };
    let first: Awaited<ReturnType<typeof listAdminNotifications>> | undefined;
    const statements = await statementsOf(async () => void (first = await listAdminNotifications(viewer, { page: 1, limit: 20 })));
    expect(statements).toHaveLength(2);
    // The count reads at most cap + 1 rows of the list: a limited subquery, whatever the number sent over the years.
    const counted = statements.find((s) => /count\(\*\)/i.test(s.sql))!;
    expect(counted.sql).toMatch(/from \(select 1 from "notifications" limit \$\d+\)/i);
    expect(counted.params).toContain(LIST_COUNT_CAP + 1);
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true, last_page: LIST_COUNT_CAP / 20 });
    expect(first!.data).toHaveLength(20);
    // Further on, the cap moves with the page: every page stays reachable, and near the end the total is exact.
    const later = await listAdminNotifications(viewer, { page: 3, limit: 20 });
    expect(later).toMatchObject({ total: all.n, total_capped: false, last_page: Math.ceil(all.n / 20) });
  });

  it("a letter page finds its talents through the initial indexes, by stage name or else the account's name", async () => {
    const talents = await createTalents(db(), [
      { name: "Zed Account", profile: { stageName: "Quinn Stage", category: "teen" as const } },
      { name: "Quartz Account", profile: { stageName: null, category: "teen" as const } },
      { name: "Quill Blank", profile: { stageName: "   ", category: "teen" as const } },
      // Shown as "Another Stage": not a Q, though the account's name is.
      { name: "Qwerty Account", profile: { stageName: "Another Stage", category: "teen" as const } },
      { name: "Quiet Unpublished", profile: { stageName: "Quiet Unpublished", category: "teen" as const, publishedAt: null } },
    ]);
    expect(talents).toHaveLength(5);
    const statements = await statementsOf(async () => {
      const page = await listTalentCards("teen", "q");
      expect(page.data.map((c) => c.stage_name)).toEqual(["Quartz Account", "Quill Blank", "Quinn Stage"]);
      expect(page.total).toBe(3);
    });
    const rows = statements.find((s) => /from "talent_profiles"/.test(s.sql) && /order by/i.test(s.sql) && !/"talent_media"/.test(s.sql))!;
    const plan = await planOf(rows);
    expect(plan).toMatch(/talent_profiles_initial_idx/);
    expect(plan).toMatch(/users_name_initial_idx/);
    const count = statements.find((s) => /count\(\*\)/i.test(s.sql))!;
    expect(await planOf(count)).toMatch(/talent_profiles_initial_idx/);
  });

  it("a listing's and the public API's pages by name are the whole board's order cut in pages, read through the shown-name index", async () => {
    await createTalents(db(), [
      { name: "Mid Account", profile: { stageName: "  mabel stage ", category: "male" as const } },
      { name: "Maddox Account", profile: { stageName: null, category: "male" as const } },
      { name: "Marlo Blank", profile: { stageName: "", category: "male" as const } },
      { name: "Zz Account", profile: { stageName: "MABEL STAGE", category: "male" as const } },
      { name: "Mute Hidden", status: "hidden", profile: { stageName: "Mab Hidden", category: "male" as const } },
      { name: "Mo Unpublished", profile: { stageName: "Mab Unpublished", category: "male" as const, publishedAt: null } },
    ]);
    // The order every page must keep: the shown name lower-cased, then the id, over the whole public board.
    const whole = await db().execute(sql`
      select tp.id from talent_profiles tp join users u on u.id = tp.user_id
      where u.role = 'talent' and u.status = 'active' and tp.published_at is not null and tp.category = 'male'
      order by lower(coalesce(nullif(trim(tp.stage_name), ''), u.name)), tp.id`);
    const expected = ((Array.isArray(whole) ? whole : (whole as { rows: unknown[] }).rows) as { id: number }[]).map((r) => r.id);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 3); page++) {
      const answer = await listPublicTalents(talentsQuerySchema.parse({ category: "male", limit: "3", page: String(page) }));
      expect(answer.total).toBe(expected.length);
      paged.push(...answer.data.map((t) => t.id));
    }
    expect(paged).toEqual(expected);
    expect((await listTalentCards("male")).data.map((c) => c.id)).toEqual(expected.slice(0, 100));
    const statements = await statementsOf(() => listPublicTalents(talentsQuerySchema.parse({ category: "male", limit: "3", page: "2" })));
    const rows = statements.find((s) => /union all/i.test(s.sql))!;
    expect(rows.params).toContain(6);
    const plan = await planOf(rows, { indexScans: true, sorts: false });
    expect(plan).toMatch(/talent_profiles_shown_name_idx/);
    expect(plan).toMatch(/talent_profiles_unnamed_public_idx/);
  });

  it("the board's pages of the roster are the whole roster's order cut in pages, read through the name index", async () => {
    const admin = await createAdmin(db());
    const viewer = adminViewer(admin.id);
    await createTalents(db(), [
      { name: "Aardvark Account", profile: { stageName: null } },
      { name: "Zulu Account", profile: { stageName: "Abbot Stage" } },
      { name: "Abel Account", profile: { stageName: null } },
      { name: "Aaa Hidden", status: "hidden", profile: { stageName: "Aaa Hidden" } },
    ]);
    const range = { from: "2031-05-01", to: "2031-05-31" };
    const whole = await getCalendar(viewer, range);
    const pages: number[] = [];
    const first = await getCalendar(viewer, { ...range, limit: 4, page: 1 });
    const lastPage = first.talent_paging!.last_page;
    expect(first.talent_paging!.total).toBe(whole.talents.length);
    for (let page = 1; page <= lastPage; page++) pages.push(...(await getCalendar(viewer, { ...range, limit: 4, page })).talents.map((t) => t.id));
    expect(pages).toEqual(whole.talents.map((t) => t.id));
    expect(whole.talents.map((t) => t.stage_name)).not.toContain("Aaa Hidden");

    const statements = await statementsOf(() => getCalendar(viewer, { ...range, limit: 4, page: 1 }));
    expect(statements).toHaveLength(3);
    const roster = statements.find((s) => /union all/i.test(s.sql))!;
    const rosterPlan = await planOf(roster, { indexScans: true });
    expect(rosterPlan).toMatch(/talent_profiles_stage_name_idx/);
    expect(rosterPlan).not.toMatch(/WindowAgg/);
    // The lines are read talent by talent through (talent, starts_at), both bounds in the index condition.
    const lines = statements.find((s) => /from "job_lines"/.test(s.sql))!;
    expect(await planOf(lines, { indexScans: true })).toMatch(/job_lines_talent_starts_idx[\s\S]*talent_profile_id = talent_profiles\.id\) AND \(starts_at >= .*\) AND \(starts_at < /);

    // The talent pickers: a page of one day's roster, searched by the shown name (stage name, else the account's).
    await createTalents(db(), [
      { name: "Zed Account", profile: { stageName: "Pickerel Two" } },
      { name: "Pickerel One Account", profile: { stageName: null } },
      { name: "Pickerel Gone", status: "hidden", profile: { stageName: "Pickerel Gone" } },
    ]);
    const day = { from: "2031-05-01", to: "2031-05-01" };
    const picked = await getCalendar(viewer, { ...day, limit: 50, search: "pickerel" });
    expect(picked.talents.map((t) => t.stage_name)).toEqual(["Pickerel One Account", "Pickerel Two"]);
    expect(picked.talent_paging).toMatchObject({ total: 2, last_page: 1 });
    const narrowed = await getCalendar(viewer, { ...day, limit: 1, search: "pickerel" });
    expect(narrowed.talents.map((t) => t.stage_name)).toEqual(["Pickerel One Account"]);
    expect(narrowed.talent_paging).toMatchObject({ total: 2, last_page: 2 });
    const search = (await statementsOf(() => getCalendar(viewer, { ...day, limit: 50, search: "pickerel" }))).find((s) => /ilike/i.test(s.sql))!;
    expect(await planOf(search)).toMatch(/trgm_idx/);
  });

  it("the jobs search reads each job's clock with its rows, and its lines beside the client references", async () => {
    const admin = await createAdmin(db());
    const viewer = adminViewer(admin.id);
    const talent = await createTalent(db(), { profile: { stageName: "Zanzibar Talent" } });
    const [job] = await db().insert(jobs).values({ title: "Zanzibar shoot", clientName: "Client", createdBy: admin.id }).returning();
    const start = Date.parse("2031-06-02T09:00:00Z");
    await db().insert(jobLines).values({ jobId: job.id, talentProfileId: talent.profile.id, kind: "job", state: "option", startsAt: new Date(start), endsAt: new Date(start + 8 * 3_600_000) });
    let found: Awaited<ReturnType<typeof listJobs>> | undefined;
    const statements = await statementsOf(async () => void (found = await listJobs(viewer, jobsQuerySchema.parse({ search: "zanzibar" }))));
    expect(found!.jobs.map((j) => [j.title, j.lines.length, j.own_time_zone])).toEqual([["Zanzibar shoot", 1, null]]);
    expect(found!.jobs[0].time_zone).toBe(found!.jobs[0].lines[0].time_zone);
    // The rows, their count, the lines, the lines' blocked days: no read of the agency's setting on its own.
    expect(statements).toHaveLength(4);
    expect(statements.some((s) => /^select "value" ->> 'timeZone' from "settings"/.test(s.sql))).toBe(false);
  });
});

describe("issue 38, the fourth pass: the bookings list's counts", () => {
  it("derives the status only for converted requests, counts the rest on their column, and keeps every count exact", async () => {
    const admin = await createAdmin(db());
    const viewer = adminViewer(admin.id);
    const talent = await createTalent(db(), { profile: { stageName: "Counted Talent" } });
    const talentProfileId = talent.profile.id;
    const now = Date.now();
    const [job] = await db().insert(jobs).values({ title: "Counted job", clientName: "Counted Client", createdBy: admin.id }).returning();
    const [cancelledJob] = await db().insert(jobs).values({ title: "Dropped job", clientName: "Counted Client", createdBy: admin.id, status: "cancelled" }).returning();
    const line = async (values: Partial<typeof jobLines.$inferInsert>, i: number) => {
      const [made] = await db()
        .insert(jobLines)
        .values({ jobId: job.id, talentProfileId, kind: "job", state: "option", startsAt: new Date(now + (40 + i * 3) * DAY_MS), endsAt: new Date(now + (40 + i * 3) * DAY_MS + 8 * 3_600_000), ...values })
        .returning();
      return made;
    };
    // A live option (pending), an expired one (cancelled: it changes with time alone), a confirmed line (confirmed,
    // though the request's own column says pending), a released line (cancelled).
    const live = await line({ optionExpiresAt: new Date(now + DAY_MS) }, 0);
    const expired = await line({ optionExpiresAt: new Date(now - 60_000) }, 1);
    const confirmed = await line({ state: "confirmed" }, 2);
    const released = await line({ state: "released" }, 3);
    const converted = [live, expired, confirmed, released].map((l) => ({ talentProfileId, clientName: "Counted Client", status: "pending" as const, jobId: job.id, jobLineId: l.id }));
    await createBookings(db(), [
      ...converted,
      // Converted without a line: its job's end.
      { talentProfileId, clientName: "Counted Client", status: "confirmed", jobId: cancelledJob.id },
      // Never converted: their own column.
      ...(["pending", "pending", "confirmed", "completed", "cancelled"] as const).map((status) => ({ talentProfileId, clientName: "Counted Client", status })),
    ]);
    let list: Awaited<ReturnType<typeof listAdminBookings>> | undefined;
    const statements = await statementsOf(async () => void (list = await listAdminBookings(viewer, adminBookingsQuerySchema.parse({ talentId: String(talentProfileId) }))));
    // The counts equal the derived status read row by row, as the list and its status filter read it.
    const { requestStatusAt } = await import("@/lib/services/jobs/booking-status");
    const { bookings } = schema;
    const derived = await db().select({ status: requestStatusAt(new Date()) }).from(bookings).where(sql`${bookings.talentProfileId} = ${talentProfileId}`);
    const expected = { all: derived.length, pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
    for (const { status } of derived) expected[status]++;
    expect(expected).toEqual({ all: 10, pending: 3, confirmed: 2, completed: 1, cancelled: 4 });
    expect(list!.counts).toEqual(expected);
    expect(list!).toMatchObject({ total: 10, total_capped: false, counts_capped: [] });
    expect(list!.bookings.map((b) => b.status).sort()).toEqual(derived.map((d) => d.status).sort());
    for (const status of ["pending", "cancelled"] as const) {
      const filtered = await listAdminBookings(viewer, adminBookingsQuerySchema.parse({ talentId: String(talentProfileId), status }));
      expect(filtered.bookings).toHaveLength(expected[status]);
      expect(filtered.total).toBe(expected[status]);
    }
    // The never-converted rows are grouped on the stored column (no subquery per row); the derived expression reads
    // only the converted ones, found through the job and line indexes.
    const ownCount = statements.find((s) => /"own_pending"/.test(s.sql))!;
    expect(ownCount.sql).toMatch(/"job_id" is null and "bookings"\."job_line_id" is null/);
    expect(ownCount.params).toContain(LIST_COUNT_CAP + 1);
    expect(ownCount.sql).not.toMatch(/request_line|job_lines/);
    const derivedCount = statements.find((s) => /request_line/.test(s.sql) && /group by/i.test(s.sql))!;
    expect(derivedCount.sql).toMatch(/"job_id" is not null or "bookings"\."job_line_id" is not null/);
    const unfiltered = await statementsOf(() => listAdminBookings(viewer, adminBookingsQuerySchema.parse({})));
    const counts = await planOf(unfiltered.find((s) => /request_line/.test(s.sql) && /group by/i.test(s.sql))!);
    expect(counts).toMatch(/bookings_job_idx/);
    expect(counts).toMatch(/bookings_job_line_idx/);
  });
});

describe("issue 38, the last rows: counts that stop at a cap", () => {
  it("the bookings list counts each status up to the cap past its page, says which stopped, and keeps every page reachable", async () => {
    const admin = await createAdmin(db());
    const viewer = adminViewer(admin.id);
    const talent = await createTalent(db(), { profile: { stageName: "Capped Talent" } });
    const talentId = String(talent.profile.id);
    await db().execute(sql`
      insert into bookings (talent_profile_id, client_name, client_email, client_phone, project_type, status)
      select ${talent.profile.id}, 'Cap Client', 'cap@example.test', '+3120000000', 'photoshoot', 'completed'
      from generate_series(1, ${LIST_COUNT_CAP + 25}) i`);
    await createBookings(db(), [{ talentProfileId: talent.profile.id, clientName: "Cap Client", status: "cancelled" }]);
    const first = await listAdminBookings(viewer, adminBookingsQuerySchema.parse({ talentId, status: "completed" }));
    expect(first.counts).toMatchObject({ completed: LIST_COUNT_CAP, cancelled: 1, all: LIST_COUNT_CAP + 1 });
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, total_capped: true, last_page: LIST_COUNT_CAP / 20 });
    expect([...first.counts_capped].sort()).toEqual(["all", "completed"]);
    // Paging on moves the cap along: the page asked for and those after it stay reachable.
    const page = LIST_COUNT_CAP / 20 + 1;
    const later = await listAdminBookings(viewer, adminBookingsQuerySchema.parse({ talentId, status: "completed", page: String(page) }));
    expect(later.bookings).toHaveLength(20);
    expect(later).toMatchObject({ total: LIST_COUNT_CAP + 25, total_capped: false, last_page: page + 1 });
    // A status under the cap is exact, and its filter says so.
    const cancelled = await listAdminBookings(viewer, adminBookingsQuerySchema.parse({ talentId, status: "cancelled" }));
    expect(cancelled).toMatchObject({ total: 1, total_capped: false });
  });

  it("the waiting requests are counted up to the cap on the menu, the stat card and the bookings page, through their group index", async () => {
    const admin = await createAdmin(db());
    const viewer = adminViewer(admin.id);
    const talent = await createTalent(db(), { profile: { stageName: "Waiting Talent" } });
    await createBookings(
      db(),
      Array.from({ length: REQUESTS_COUNT_CAP + 7 }, (_, i) => ({ talentProfileId: talent.profile.id, clientName: `Waiting ${i}`, status: "pending" as const })),
    );
    let nav: Awaited<ReturnType<typeof getNavCounts>> = {};
    const statements = await statementsOf(async () => void (nav = await getNavCounts(viewer)));
    expect(nav["/admin/bookings"]).toBe(REQUESTS_COUNT_CAP + 1);
    expect(cappedCount(nav["/admin/bookings"]!)).toBe("100+");
    expect(cappedCount(REQUESTS_COUNT_CAP)).toBe("100");
    expect((await listAdminBookings(viewer, adminBookingsQuerySchema.parse({}))).waiting).toBe(REQUESTS_COUNT_CAP + 1);
    const stats = await getAdminStats(viewer);
    expect(stats.data.find((c) => c.key === "bookings")!.description).toBe("100+ requests awaiting an answer");
    const plan = await planOf(statements[0]);
    expect(plan).toMatch(/bookings_waiting_group_idx/);
    expect(statements[0].params).toContain(REQUESTS_COUNT_CAP + 1);
  });
});

describe("quotes of a page of jobs (company history, Ready to bill)", () => {
  async function pricedJobs(n: number, tag: string) {
    const talent = await createTalent(db(), { profile: { stageName: `Priced ${tag}`, category: "female" } });
    const made = [];
    for (let i = 0; i < n; i++) {
      const [job] = await db().insert(jobs).values({ title: `Priced ${tag} ${i}`, clientName: "Client", currency: "EUR" }).returning();
      const start = new Date(Date.now() + (30 + i) * DAY_MS);
      await db().insert(jobLines).values({ jobId: job.id, talentProfileId: talent.profile.id, state: "confirmed", startsAt: start, endsAt: new Date(start.getTime() + 8 * 3600_000) });
      await db()
        .insert(schema.jobFees)
        .values({ jobId: job.id, talentProfileId: talent.profile.id, kind: "day_rate", quantity: "1", unitMinor: BigInt(100_000 + i * 1_234), amountMinor: BigInt(100_000 + i * 1_234), vatBp: 2100 });
      made.push(job);
    }
    return made;
  }

  it("prices each job as the job's own quote does, in the same statements for 2 jobs as for 6", async () => {
    const billing = await getBillingSettings();
    const two = await pricedJobs(2, "two");
    const six = await pricedJobs(6, "six");
    const batch = await quotesOfJobs(db(), six, billing);
    for (const job of six) expect(batch.get(job.id)).toEqual(await jobQuote(db(), job));
    const small = await statementsOf(async () => quotesOfJobs(await getDb(), two, billing));
    const large = await statementsOf(async () => quotesOfJobs(await getDb(), six, billing));
    expect(large.length).toBe(small.length);
    expect(large.length).toBeGreaterThan(0);
    expect(large.length).toBeLessThanOrEqual(5);
  });
});
