/**
 * Times the bookings board (`GET /api/v1/admin/calendar`, issue 28): 200 talents over 31 days with 2,000 lines (options
 * ranked 1st and 2nd, confirmed lines) and a blocked day each, through the service and through the route handler.
 *
 *   npm run bench:calendar                                                        # PGlite in memory
 *   PERF_DATABASE_URL=postgres://postgres@127.0.0.1:5432/wt_jobs_bench npm run bench:calendar
 *
 * With PERF_DATABASE_URL the database must be one made for the bench: it is migrated, and the bench's rows are added
 * once (a second run reuses them). The goal is a median server time under 150 ms on PostgreSQL.
 *
 * For the board page itself (scripts/bench-calendar-page.mjs), `--keep` seeds the same data from the first day of the
 * current month (the board opens on today), skips the timing, and prints how to serve it and sign in:
 *
 *   PERF_DATABASE_URL=postgres://postgres@127.0.0.1:5432/wt_jobs_board npm run bench:calendar -- --keep
 */
import { loadavg } from "node:os";
import { count, eq } from "drizzle-orm";
import { setDb, type Db } from "@/db/client";
import { createAdmin, createTalents, DEMO_PASSWORD } from "@/db/factories";
import { runMigrations } from "@/db/migrate";
import * as schema from "@/db/schema";
import { pgliteExtensions } from "@/db/pglite-extensions";
import { availabilityBlocks, jobLines, jobs, users } from "@/db/schema";
import { DAY_MS } from "@/lib/domain/jobs";

const TALENTS = 200;
const LINES_PER_TALENT = 10;
const RUNS = 15;
const KEEP = process.argv.includes("--keep");
const monthStart = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
};
/** 31 days of data: March 2031 for the timing, or from the 1st of this month with `--keep`. */
const FROM = KEEP ? monthStart() : "2031-03-01";
const TO = new Date(Date.parse(`${FROM}T00:00:00Z`) + 30 * DAY_MS).toISOString().slice(0, 10);
const BENCH_ADMIN = "bench-calendar@example.test";

async function open(): Promise<{ db: Db; close: () => Promise<void>; label: string }> {
  const url = process.env.PERF_DATABASE_URL;
  if (url) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const sql = postgres(url, { max: 5, onnotice: () => {} });
    return { db: drizzle(sql, { schema }) as unknown as Db, close: () => sql.end(), label: `PostgreSQL (${new URL(url).pathname.slice(1)})` };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create({ extensions: await pgliteExtensions() });
  return { db: drizzle(client, { schema }) as unknown as Db, close: () => client.close(), label: "PGlite in memory" };
}

/** 200 talents, each with ten lines on distinct or shared days (a 2nd option behind every other one) and a blocked day. */
async function seedBench(db: Db): Promise<number> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_ADMIN));
  if (existing) return existing.id;
  const admin = await createAdmin(db, { email: BENCH_ADMIN, name: "Bench Admin" });
  const talents = await createTalents(db, Array.from({ length: TALENTS }, (_, i) => ({ name: `Bench ${i}`, profile: { stageName: `Bench ${String(i).padStart(3, "0")}` } })));
  const jobRows = await db
    .insert(jobs)
    .values(Array.from({ length: 100 }, (_, i) => ({ title: `Bench job ${i}`, clientName: `Client ${i}`, status: "active" as const, createdBy: admin.id })))
    .returning({ id: jobs.id });
  const start = Date.parse(`${FROM}T00:00:00Z`);
  const lines: (typeof jobLines.$inferInsert)[] = [];
  talents.forEach((t, ti) => {
    for (let k = 0; k < LINES_PER_TALENT; k++) {
      // Lines k and k+1 (k even) share a day: the second is a 2nd option. One day in four is confirmed.
      const day = (k - (k % 2)) * 3 + (ti % 3);
      const startsAt = new Date(start + day * DAY_MS + 9 * 3_600_000);
      lines.push({
        jobId: jobRows[(ti * LINES_PER_TALENT + k) % jobRows.length].id,
        talentProfileId: t.profile.id,
        kind: "job",
        state: k % 4 === 0 ? "confirmed" : "option",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 9 * 3_600_000),
        placedAt: new Date(Date.now() - (LINES_PER_TALENT - k) * 60_000),
        optionExpiresAt: k % 4 === 0 ? null : new Date(Date.now() + 72 * 3_600_000),
      });
    }
  });
  for (let i = 0; i < lines.length; i += 500) await db.insert(jobLines).values(lines.slice(i, i + 500));
  const dayOf = (n: number) => new Date(start + n * DAY_MS).toISOString().slice(0, 10);
  await db.insert(availabilityBlocks).values(talents.map((t, ti) => ({ talentProfileId: t.profile.id, startsOn: dayOf(27 + (ti % 3)), endsOn: dayOf(29), kind: "holiday" as const })));
  return admin.id;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(run: () => Promise<unknown>): Promise<number> {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  return median(ms);
}

async function main() {
  const { db, close, label } = await open();
  try {
    await runMigrations(db);
    setDb(db);
    const adminId = await seedBench(db);
    if (KEEP) {
      const url = process.env.PERF_DATABASE_URL;
      if (!url) throw new Error("--keep needs PERF_DATABASE_URL: the data must outlive this process.");
      const port = process.env.PORT ?? "3301";
      console.log(`Kept ${TALENTS} talents and their lines from ${FROM} to ${TO} in ${new URL(url).pathname.slice(1)}. Serve them:`);
      console.log(`  DATABASE_URL=${url} AUTH_SECRET=bench-secret-bench-secret-bench-secret AUTH_TRUST_HOST=true APP_URL=http://127.0.0.1:${port} QUEUE_WORKER=off node server.mjs -p ${port} -H 127.0.0.1`);
      console.log(`  http://127.0.0.1:${port}/admin/calendar  (sign in: ${BENCH_ADMIN} / ${DEMO_PASSWORD})`);
      console.log(`  BENCH_URL=http://127.0.0.1:${port} node scripts/bench-calendar-page.mjs`);
      return;
    }
    const { getCalendar } = await import("@/lib/services/jobs");
    const { createSession } = await import("@/lib/services/accounts");
    const { GET } = await import("@/app/api/v1/admin/calendar/route");
    const { viewerFromRequest } = await import("@/lib/services/accounts");
    const token = (await createSession(adminId)).token;
    const viewer = await viewerFromRequest(new Request("http://localhost/", { headers: { authorization: `Bearer ${token}` } }));
    const [{ n }] = await db.select({ n: count() }).from(jobLines);
    const board = await getCalendar(viewer, { from: FROM, to: TO });
    console.log(`${label}: ${board.talents.length} talents on the board, ${board.lines.length} of ${n} lines in ${FROM}..${TO}, ${board.blocks.length} blocked ranges`);
    const service = await time(() => getCalendar(viewer, { from: FROM, to: TO }));
    const route = await time(async () => {
      const res = await GET(new Request(`http://localhost/api/v1/admin/calendar?from=${FROM}&to=${TO}`, { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({}) });
      if (res.status !== 200) throw new Error(`calendar answered ${res.status}`);
      await res.text();
    });
    console.log(`median of ${RUNS}: service ${service.toFixed(1)} ms, route (auth, query, JSON) ${route.toFixed(1)} ms; goal < 150 ms (load average ${loadavg()[0].toFixed(1)})`);
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
