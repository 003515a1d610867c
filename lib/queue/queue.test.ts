import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { emailOutbox, queuedJobs, queueJobRuns } from "@/db/schema";
import { useTestDb } from "@/test/db";
import { runDueJobs } from "./embedded";
import { scheduleJob } from "./index";
import { sendPgBoss, startPgBossWorker, stopPgBoss } from "./pg-boss";

const db = useTestDb();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const mail = (to: string) => ({ to, subject: "Your fitting is tomorrow", html: "<p>Tomorrow</p>", text: "Tomorrow", template: "reminder" });
const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));
const later = (ms: number) => new Date(Date.now() + ms);

describe("the embedded queue", () => {
  it("runs a job once it is due, not before", async () => {
    const to = "due@example.test";
    await scheduleJob("mail-later", { key: "due-1", mail: mail(to) }, { runAt: later(60_000), singletonKey: "due-1" });
    await runDueJobs();
    expect(await mailsTo(to)).toHaveLength(0);
    await runDueJobs(() => later(61_000));
    expect(await mailsTo(to)).toHaveLength(1);
    const [job] = await db().select().from(queuedJobs).where(eq(queuedJobs.singletonKey, "due-1"));
    expect(job).toMatchObject({ status: "done", attempts: 1, claimedUntil: null });
  });

  it("keeps one waiting job per name and key", async () => {
    const first = await scheduleJob("mail-later", { key: "k", mail: mail("k@example.test") }, { runAt: later(60_000), singletonKey: "same" });
    const second = await scheduleJob("mail-later", { key: "k", mail: mail("k@example.test") }, { runAt: later(60_000), singletonKey: "same" });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(await db().select().from(queuedJobs).where(eq(queuedJobs.singletonKey, "same"))).toHaveLength(1);
  });

  it("runs a job again when its runner died before marking it done, and the mail is still written once", async () => {
    const to = "crashed@example.test";
    await scheduleJob("mail-later", { key: "crash-1", mail: mail(to) }, { singletonKey: "crash-1" });
    await runDueJobs();
    expect(await mailsTo(to)).toHaveLength(1);
    // As if the runner had died after the handler's commit and before the job was marked done: still queued, with a
    // lease that has run out. The next runner claims it and the handler finds its run key.
    await db().update(queuedJobs).set({ status: "queued", doneAt: null, claimedUntil: new Date(Date.now() - 1000) }).where(eq(queuedJobs.singletonKey, "crash-1"));
    expect(await runDueJobs()).toMatchObject({ done: 1 });
    expect(await mailsTo(to)).toHaveLength(1);
    expect(await db().select().from(queueJobRuns).where(eq(queueJobRuns.key, "mail-later:crash-1"))).toHaveLength(1);
  });

  it("leaves a job leased to a live runner alone", async () => {
    const to = "leased@example.test";
    await scheduleJob("mail-later", { key: "leased", mail: mail(to) }, { singletonKey: "leased" });
    await db().update(queuedJobs).set({ claimedUntil: later(60_000) }).where(eq(queuedJobs.singletonKey, "leased"));
    await runDueJobs();
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it("refuses an unknown job or a payload its schema does not allow, before storing anything", async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(queuedJobs);
    await expect(scheduleJob("no-such-job", {})).rejects.toThrow(/No job is named/);
    await expect(scheduleJob("mail-later", { key: "", mail: {} })).rejects.toThrow();
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(queuedJobs)).toEqual(before);
  });

  it("retries a failing job with a backoff, then fails it for good", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      // A row whose payload no longer parses fails on every try.
      const [row] = await db().insert(queuedJobs).values({ name: "mail-later", payload: { key: 1 }, singletonKey: "broken" }).returning();
      // A second on: the row's run_at is the database's now() in microseconds, which can read later than Date.now()
      // taken just after it in the same millisecond.
      let now = Date.now() + 1_000;
      for (let i = 0; i < 3; i++) {
        expect(await runDueJobs(() => new Date(now))).toMatchObject({ retrying: 1 });
        now += 24 * 3_600_000;
      }
      expect(await runDueJobs(() => new Date(now))).toMatchObject({ failed: 1 });
      const [failed] = await db().select().from(queuedJobs).where(eq(queuedJobs.id, row!.id));
      expect(failed).toMatchObject({ status: "failed", attempts: 4 });
    } finally {
      logged.mockRestore();
    }
  });
});

describe.skipIf(!onPostgres)("pg-boss (PostgreSQL)", () => {
  afterAll(() => stopPgBoss());

  it("runs a scheduled job once on a worker, however often it was sent with one key", async () => {
    const [{ name }] = (await db().execute(sql`select current_database() as name`)) as unknown as { name: string }[];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const to = "boss@example.test";
    const payload = { key: "boss-1", mail: mail(to) };
    expect(await sendPgBoss(url.toString(), "mail-later", payload, new Date(), "boss-1")).not.toBeNull();
    expect(await sendPgBoss(url.toString(), "mail-later", payload, new Date(), "boss-1")).toBeNull();
    await startPgBossWorker(url.toString());
    await vi.waitFor(async () => expect(await mailsTo(to)).toHaveLength(1), { timeout: 20_000, interval: 250 });
    // A job sent again later with the same mail key (a second reminder scheduled by mistake) writes nothing more.
    await sendPgBoss(url.toString(), "mail-later", payload, new Date(), "boss-1-again");
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await mailsTo(to)).toHaveLength(1);
  }, 40_000);
});
