import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiTokens, emailOutbox, idempotencyKeys, passwordResetCodes, backgroundTasks, backgroundTaskEffects, rateLimits, twoFactorChallenges, webauthnChallenges } from "@/db/schema";
import { useTestDb } from "@/test/db";
import { makeUser } from "@/test/users";
import { taskHandlers } from "@/lib/task-handlers";
import { enqueueTask, runDueTasks, startTaskWorker, stopTaskWorker } from "@/lib/tasks";
import {
  HOUSEKEEPING_LOCK_KEY,
  RETENTION_DAYS,
  runHousekeeping,
  type Pruned,
} from "./housekeeping";

const db = useTestDb();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const later = (ms: number) => new Date(Date.now() + ms);

/** What each table holds after pruning, and how many rows go: the seed below has two old rows per kind of age. */
const EXPECTED: Pruned = { rateLimits: 2, resetCodes: 1, twoFactorChallenges: 1, apiTokens: 2, outbox: 1, idempotencyKeys: 1, jobs: 2, jobRuns: 1, webauthnChallenges: 1 };

/** For every table, rows just past its retention (labelled "old") and rows just inside it or live ("keep"). */
async function seed() {
  await db().delete(rateLimits);
  await db().delete(passwordResetCodes);
  await db().delete(apiTokens);
  await db().delete(emailOutbox);
  await db().delete(idempotencyKeys);
  await db().delete(backgroundTasks);
  await db().delete(backgroundTaskEffects);
  await db().delete(twoFactorChallenges);
  await db().delete(webauthnChallenges);
  const rateDays = RETENTION_DAYS.rateLimits * DAY;
  await db()
    .insert(rateLimits)
    .values([
      { key: "old:login", windowStart: ago(rateDays + HOUR), count: 3 },
      { key: "old:cooldown", windowStart: ago(rateDays + 60_000), count: 1 },
      { key: "keep:inside-retention", windowStart: ago(rateDays - HOUR), count: 2 },
      { key: "keep:current", windowStart: ago(60_000), count: 1 },
    ]);

  const codeDays = RETENTION_DAYS.resetCodes * DAY;
  const users = await Promise.all([1, 2, 3].map(() => makeUser(db())));
  await db()
    .insert(passwordResetCodes)
    .values([
      // Used, then expired ten minutes later, more than the retention ago.
      { userId: users[0].id, codeHash: "old", expiresAt: ago(codeDays + HOUR), usedAt: ago(codeDays + HOUR + 300_000) },
      { userId: users[1].id, codeHash: "keep:expired-recently", expiresAt: ago(codeDays - HOUR) },
      { userId: users[2].id, codeHash: "keep:live", expiresAt: later(600_000) },
    ]);

  const challengeDays = RETENTION_DAYS.twoFactorChallenges * DAY;
  await db()
    .insert(twoFactorChallenges)
    .values([
      { userId: users[0].id, tokenHash: "old", expiresAt: ago(challengeDays + HOUR) },
      { userId: users[1].id, tokenHash: "keep:expired-recently", expiresAt: ago(challengeDays - HOUR) },
      { userId: users[2].id, tokenHash: "keep:live", expiresAt: later(300_000) },
    ]);

  const tokenDays = RETENTION_DAYS.apiTokens * DAY;
  const owner = users[0].id;
  await db()
    .insert(apiTokens)
    .values([
      { userId: owner, tokenHash: "old:expired", expiresAt: ago(tokenDays + HOUR) },
      { userId: owner, tokenHash: "old:revoked", expiresAt: later(DAY), revokedAt: ago(tokenDays + HOUR) },
      { userId: owner, tokenHash: "keep:expired-recently", expiresAt: ago(tokenDays - HOUR) },
      { userId: owner, tokenHash: "keep:revoked-recently", expiresAt: later(DAY), revokedAt: ago(tokenDays - HOUR) },
      { userId: owner, tokenHash: "keep:live", expiresAt: later(DAY) },
    ]);

  const outboxDays = RETENTION_DAYS.outbox * DAY;
  const mail = { subject: "s", html: "<p>h</p>", text: "t", template: "test" };
  await db()
    .insert(emailOutbox)
    .values([
      { ...mail, to: "old@example.test", createdAt: ago(outboxDays + HOUR) },
      { ...mail, to: "keep-inside-retention@example.test", createdAt: ago(outboxDays - HOUR) },
      { ...mail, to: "keep-new@example.test" },
    ]);

  const key = { route: "POST /api/v1/bookings", requestHash: "h", lockedUntil: new Date() };
  await db()
    .insert(idempotencyKeys)
    .values([
      { ...key, key: "old:past-24-hours", createdAt: ago(DAY + 60_000) },
      { ...key, key: "keep:inside-24-hours", createdAt: ago(DAY - HOUR) },
    ]);

  const jobDays = RETENTION_DAYS.jobs * DAY;
  await db()
    .insert(backgroundTasks)
    .values([
      { name: "old:done", status: "done", doneAt: ago(jobDays + HOUR) },
      { name: "old:failed", status: "failed", doneAt: ago(jobDays + HOUR) },
      { name: "keep:done-recently", status: "done", doneAt: ago(jobDays - HOUR) },
      // A job still waiting is never pruned, however old.
      { name: "keep:queued", runAt: later(DAY), createdAt: ago(jobDays + DAY) },
    ]);
  await db()
    .insert(backgroundTaskEffects)
    .values([
      { key: "old:run", createdAt: ago(jobDays + HOUR) },
      { key: "keep:run", createdAt: ago(jobDays - HOUR) },
    ]);
  await db()
    .insert(webauthnChallenges)
    .values([
      { challenge: "old:expired", purpose: "authentication", expiresAt: ago(60_000) },
      { challenge: "keep:live", purpose: "authentication", expiresAt: later(300_000) },
    ]);
}

async function remaining() {
  return {
    rateLimits: (await db().select({ key: rateLimits.key }).from(rateLimits).orderBy(asc(rateLimits.key))).map((r) => r.key),
    resetCodes: (await db().select({ h: passwordResetCodes.codeHash }).from(passwordResetCodes).orderBy(asc(passwordResetCodes.codeHash))).map((r) => r.h),
    apiTokens: (await db().select({ h: apiTokens.tokenHash }).from(apiTokens).orderBy(asc(apiTokens.tokenHash))).map((r) => r.h),
    outbox: (await db().select({ to: emailOutbox.to }).from(emailOutbox).orderBy(asc(emailOutbox.to))).map((r) => r.to),
    idempotencyKeys: (await db().select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key),
    jobs: (await db().select({ name: backgroundTasks.name }).from(backgroundTasks).orderBy(asc(backgroundTasks.name))).map((r) => r.name),
    jobRuns: (await db().select({ key: backgroundTaskEffects.key }).from(backgroundTaskEffects)).map((r) => r.key),
    webauthnChallenges: (await db().select({ c: webauthnChallenges.challenge }).from(webauthnChallenges)).map((r) => r.c),
  };
}

const KEPT = {
  rateLimits: ["keep:current", "keep:inside-retention"],
  resetCodes: ["keep:expired-recently", "keep:live"],
  apiTokens: ["keep:expired-recently", "keep:live", "keep:revoked-recently"],
  outbox: ["keep-inside-retention@example.test", "keep-new@example.test"],
  idempotencyKeys: ["keep:inside-24-hours"],
  jobs: ["keep:done-recently", "keep:queued"],
  jobRuns: ["keep:run"],
  webauthnChallenges: ["keep:live"],
};

const NOTHING: Pruned = { rateLimits: 0, resetCodes: 0, twoFactorChallenges: 0, apiTokens: 0, outbox: 0, idempotencyKeys: 0, jobs: 0, jobRuns: 0, webauthnChallenges: 0 };

beforeEach(seed);

describe("runHousekeeping", () => {
  it("deletes the rows past each table's retention, keeps the recent and live ones, and reports the counts", async () => {
    expect(await runHousekeeping()).toEqual({ skipped: false, pruned: EXPECTED });
    expect(await remaining()).toEqual(KEPT);
    // A second run finds nothing left to do.
    expect(await runHousekeeping()).toEqual({ skipped: false, pruned: NOTHING });
  });

  it("prunes once when two runs start together: the other is skipped (PostgreSQL) or finds nothing left (PGlite)", async () => {
    const results = await Promise.all([runHousekeeping(), runHousekeeping()]);
    const pruning = results.filter((r) => !r.skipped && Object.values(r.pruned).some((n) => n > 0));
    expect(pruning).toEqual([{ skipped: false, pruned: EXPECTED }]);
    const other = results.find((r) => r !== pruning[0]);
    // On PostgreSQL the second run waits for no one: it is skipped while the first holds the lock, or, if the first
    // has already committed, takes the lock and finds nothing. PGlite has one connection and runs transactions one
    // after the other, so there the second always comes after the first and finds nothing.
    if (!onPostgres) expect(other).toEqual({ skipped: false, pruned: NOTHING });
    else expect([{ skipped: true }, { skipped: false, pruned: NOTHING }]).toContainEqual(other);
    expect(await remaining()).toEqual(KEPT);
  });

  // PGlite has a single connection: a transaction held open by the test would make the run wait forever for it, and
  // advisory locks never conflict within one session. Only a real server can show the lock turning a run away.
  it.skipIf(!onPostgres)("is skipped, deleting nothing, while another connection holds the lock", async () => {
    await db().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${HOUSEKEEPING_LOCK_KEY})`);
      expect(await runHousekeeping()).toEqual({ skipped: true });
    });
    expect((await remaining()).rateLimits).toHaveLength(4);
    expect(await runHousekeeping()).toEqual({ skipped: false, pruned: EXPECTED });
  });
});

describe("on the queue", () => {
  afterAll(() => stopTaskWorker());

  it("runs as a recurring job: the worker's start prunes at once, and the next run waits an hour", async () => {
    const logged = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      await startTaskWorker(taskHandlers);
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith("[housekeeping] pruned", EXPECTED));
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
    // The handler logs before the runner marks its job done and queues the next.
    const housekeepingRuns = () => db().select().from(backgroundTasks).where(eq(backgroundTasks.name, "housekeeping")).orderBy(asc(backgroundTasks.id));
    await vi.waitFor(async () => expect((await housekeepingRuns()).map((r) => r.status)).toEqual(["done", "queued"]));
    const runs = await housekeepingRuns();
    expect(runs[1]!.runAt.getTime() - runs[0]!.doneAt!.getTime()).toBe(HOUR);
    // Starting again (another instance, a restart) leaves the one waiting run alone.
    await startTaskWorker(taskHandlers);
    expect(await db().select().from(backgroundTasks).where(eq(backgroundTasks.name, "housekeeping"))).toHaveLength(2);
    const { jobs, ...rest } = await remaining();
    const { jobs: keptJobs, ...keptRest } = KEPT;
    // The other recurring jobs (options-due, retention) queue their own runs beside it.
    const others = ["housekeeping", "options-due", "retention"];
    expect(jobs.filter((name) => !others.some((other) => name.includes(other)))).toEqual(keptJobs);
    expect(rest).toEqual(keptRest);
  });

  it("records a failed run on its job instead of throwing it", async () => {
    await stopTaskWorker();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await db().delete(backgroundTasks);
    await enqueueTask(db(), "housekeeping", {});
    await db().execute(sql`alter table email_outbox rename to email_outbox_away`);
    try {
      await expect(runDueTasks(taskHandlers)).resolves.toEqual({ done: 0, retrying: 1, failed: 0 });
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[tasks\] housekeeping #\d+ failed/), expect.any(String));
    } finally {
      await db().execute(sql`alter table email_outbox_away rename to email_outbox`);
      logged.mockRestore();
    }
    // Nothing was half done: the failed run's deletes were rolled back with its transaction.
    expect((await remaining()).rateLimits).toHaveLength(4);
  });
});
