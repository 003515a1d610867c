import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, setDb, type Db } from "@/db/client";
import { migrationsFolder } from "@/db/migrate";
import * as schema from "@/db/schema";
import { activityLog, bookings, jobLines, jobs, settings, talentProfiles } from "@/db/schema";
import { seed } from "@/db/seed";

/*
 * Issue 36, item 2: the data move of drizzle/00NN_calendar_one_model.sql, run against a database at the migration
 * before it, holding the demo data plus hand-made overlaps (two confirmed requests of one talent on one day, and one
 * overlapping a line already confirmed on a job). PGlite by default; a throwaway database with TEST_DATABASE_URL.
 */

/** The move's tag as the journal numbers it (migrations are renumbered when branches meet). */
const MOVE: string = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")).entries.find((e: { tag: string }) =>
  e.tag.endsWith("_calendar_one_model"),
).tag;
let db: Db;
let folder: string;

/** Migrations up to (not including) the move, from a copy of drizzle/ whose journal stops before it. */
async function migrateBefore(target: Db) {
  folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < MOVE);
  writeFileSync(journalPath, JSON.stringify(journal));
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const internal = target as unknown as { dialect: { migrate: (m: unknown, s: unknown, c: unknown) => Promise<void> }; session: unknown };
  await internal.dialect.migrate(migrations, internal.session, { migrationsFolder: folder });
}

async function openDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { pgliteExtensions } = await import("./pglite-extensions");
    const client = await PGlite.create({ extensions: await pgliteExtensions() });
    return { db: drizzle(client, { schema }) as unknown as Db, close: () => client.close() };
  }
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const name = `agency_migration_${Date.now()}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = postgres(target.toString(), { max: 3, onnotice: () => {} });
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    close: async () => {
      await client.end();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const hand: Record<string, number> = {};

beforeAll(async () => {
  const opened = await openDb();
  db = opened.db;
  setDb(db, opened.close);
  await migrateBefore(db);
  // The move's own column first (the schema the app's inserts name), then the demo data, then the data move itself.
  const statements = readFileSync(path.join(migrationsFolder, `${MOVE}.sql`), "utf8").split("--> statement-breakpoint").filter((s) => s.trim());
  const ddl = statements.filter((s) => !/booking_requests_to_lines|^\s*(--.*\n)*\s*UPDATE/i.test(s));
  const move = statements.filter((s) => !ddl.includes(s));
  expect(move).toHaveLength(3);
  for (const statement of ddl) await db.execute(sql.raw(statement));
  // The migrations after the move (their tables and columns are in the schema the seed writes), before the data move.
  const later = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")).entries.filter((e: { tag: string }) => e.tag > MOVE);
  for (const { tag } of later as { tag: string }[]) {
    for (const statement of readFileSync(path.join(migrationsFolder, `${tag}.sql`), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) await db.execute(sql.raw(statement));
    }
  }
  await seed(db, { now: new Date("2026-11-20T12:00:00Z") });
  const seededLines = await db.select({ id: jobLines.id }).from(jobLines).innerJoin(bookings, eq(bookings.jobLineId, jobLines.id));
  expect(seededLines).toEqual([]);
  const [a, b] = await db.select({ id: talentProfiles.id }).from(talentProfiles).orderBy(talentProfiles.id).limit(2);
  const row = (talentProfileId: number, day: string, createdAt: string, extra: Partial<typeof bookings.$inferInsert> = {}) => ({
    talentProfileId,
    clientName: "Overlap Client",
    clientEmail: "overlap@client.test",
    clientPhone: "555",
    projectType: "runway" as const,
    projectDate: day,
    status: "confirmed" as const,
    createdAt: new Date(createdAt),
    ...extra,
  });
  // Two confirmed requests of one talent on one day: the later becomes an option.
  const [first] = await db.insert(bookings).values(row(a.id, "2031-02-10", "2026-01-01T10:00:00Z")).returning();
  const [second] = await db.insert(bookings).values(row(a.id, "2031-02-10", "2026-01-02T10:00:00Z", { eventTime: "19:00", duration: "Evening (4 hours)" })).returning();
  // One overlapping a line already confirmed on a job.
  const [job] = await db.insert(jobs).values({ title: "Held", clientName: "Holder", status: "active" }).returning();
  await db.insert(jobLines).values({ jobId: job.id, talentProfileId: b.id, state: "confirmed", startsAt: new Date("2031-02-11T15:00:00Z"), endsAt: new Date("2031-02-11T20:00:00Z") });
  const [third] = await db.insert(bookings).values(row(b.id, "2031-02-11", "2026-01-03T10:00:00Z", { status: "completed", duration: "2 days" })).returning();
  // A pending one stays a request.
  const [pending] = await db.insert(bookings).values(row(b.id, "2031-02-12", "2026-01-04T10:00:00Z", { status: "pending" })).returning();
  Object.assign(hand, { first: first.id, second: second.id, third: third.id, pending: pending.id });
  // The agency's zone, as the setting holds it.
  await db.insert(settings).values({ key: "agency", value: { timeZone: "America/New_York" } }).onConflictDoUpdate({ target: settings.key, set: { value: sql`jsonb_set(${settings.value}, '{timeZone}', '"America/New_York"')` } });

  for (const statement of move) await db.execute(sql.raw(statement));
}, 120_000);

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await closeDb();
});

describe("confirmed requests become job lines (drizzle/0020)", () => {
  it("leaves no confirmed or completed request without a job, and every dated one with its line", async () => {
    const left = await db.select({ id: bookings.id }).from(bookings).where(and(inArray(bookings.status, ["confirmed", "completed"]), isNull(bookings.jobId)));
    expect(left).toEqual([]);
    const dated = await db
      .select({ id: bookings.id, line: bookings.jobLineId })
      .from(bookings)
      .where(and(inArray(bookings.status, ["confirmed", "completed"]), sql`${bookings.projectDate} is not null`));
    expect(dated.length).toBeGreaterThan(4);
    expect(dated.every((d) => d.line !== null)).toBe(true);
  });

  it("puts a request without a time on its whole day in New York, and one with a time and hours at that time", async () => {
    const [first] = await db.select().from(jobLines).innerJoin(bookings, eq(bookings.jobLineId, jobLines.id)).where(eq(bookings.id, hand.first));
    expect(first.job_lines).toMatchObject({ state: "confirmed", startsAt: new Date("2031-02-10T05:00:00Z"), endsAt: new Date("2031-02-11T05:00:00Z") });
    const [third] = await db.select().from(jobLines).innerJoin(bookings, eq(bookings.jobLineId, jobLines.id)).where(eq(bookings.id, hand.third));
    // "2 days" from midnight in New York; it overlaps the confirmed job line, so it is an option to settle.
    expect(third.job_lines).toMatchObject({ state: "option", optionExpiresAt: null, startsAt: new Date("2031-02-11T05:00:00Z"), endsAt: new Date("2031-02-13T05:00:00Z") });
    const [thirdJob] = await db.select().from(jobs).where(eq(jobs.id, third.bookings.jobId!));
    expect(thirdJob.status).toBe("completed");
  });

  it("makes the later of two overlapping confirmed requests an option and lists it for staff", async () => {
    const [second] = await db.select().from(jobLines).innerJoin(bookings, eq(bookings.jobLineId, jobLines.id)).where(eq(bookings.id, hand.second));
    expect(second.job_lines).toMatchObject({ state: "option", startsAt: new Date("2031-02-11T00:00:00Z"), endsAt: new Date("2031-02-11T04:00:00Z") });
    expect(second.job_lines.notes).toMatch(/overlaps another confirmed line/);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, second.bookings.jobId!));
    expect(job.notes).toMatch(/^Needs review/);
    const entries = await db.select().from(activityLog).where(and(eq(activityLog.subjectType, "job_line"), eq(activityLog.subjectId, second.job_lines.id)));
    expect(entries.map((e) => e.action)).toEqual([expect.stringContaining("needs review")]);
  });

  it("leaves a pending request a request, and the demo's confirmed ones confirmed lines", async () => {
    const [pending] = await db.select().from(bookings).where(eq(bookings.id, hand.pending));
    expect(pending.jobId).toBeNull();
    const demo = await db
      .select({ state: jobLines.state })
      .from(bookings)
      .innerJoin(jobLines, eq(jobLines.id, bookings.jobLineId))
      .where(and(eq(bookings.clientEmail, bookings.clientEmail), sql`${bookings.clientName} <> 'Overlap Client'`));
    expect(demo.length).toBeGreaterThan(3);
    expect(demo.filter((d) => d.state === "confirmed").length).toBeGreaterThan(3);
  });
});
