import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { backgroundTaskEffects, backgroundTasks, emailOutbox } from "@/db/schema";
import { enqueueMail } from "@/lib/email";
import { mailTaskKey } from "@/lib/email/delivery";
import { taskHandlers } from "@/lib/task-handlers";
import { useTestDb } from "@/test/db";
import { retryDelayMs } from "./define";
import { cancelTask, enqueueTask, onceOnly, replaceTask, runDueTasks, startTaskWorker, stopTaskWorker } from "./index";

// The provider: quiet, and able to act in the middle of a send (a replace while a task runs).
const provider = vi.hoisted(() => ({ during: null as null | ((outboxId: number) => Promise<void>), sent: [] as string[] }));
vi.mock("@/lib/email/drivers", () => ({
  currentDriver: () => ({
    name: "test",
    async send(message: { id?: number; to: string }) {
      if (provider.during && message.id) await provider.during(message.id);
      provider.sent.push(message.to);
      return {};
    },
  }),
}));

const db = useTestDb();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const mail = (to: string) => ({ to, subject: "Your fitting is tomorrow", html: "<p>Tomorrow</p>", text: "Tomorrow", template: "reminder" });
const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));
const later = (ms: number) => new Date(Date.now() + ms);
const tasksKeyed = (key: string) => db().select().from(backgroundTasks).where(eq(backgroundTasks.key, key)).orderBy(backgroundTasks.id);
const count = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(backgroundTasks))[0]!.n;

/** Runs due tasks silently (a failing try logs). */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return await work();
  } finally {
    logged.mockRestore();
  }
}

beforeEach(async () => {
  await db().delete(backgroundTasks);
});

describe("the catalogue", () => {
  it("types the payload by the task's name, and checks it again when the task is written", async () => {
    // Compile-time: these lines are errors for `tsc` (npm run typecheck); the expectations below hold at run time.
    await expect(
      db().transaction(async (tx) => {
        // @ts-expect-error -- "line-deadline" takes { lineId: number }, not a mail
        await enqueueTask(tx, "line-deadline", { key: "k", mail: mail("x@example.test") });
      }),
    ).rejects.toThrow();
    await expect(
      db().transaction(async (tx) => {
        // @ts-expect-error -- no task is named so
        await enqueueTask(tx, "no-such-task", {});
      }),
    ).rejects.toThrow(/No background task is named/);
    await expect(
      // @ts-expect-error -- lineId is a number
      db().transaction((tx) => replaceTask(tx, "line-deadline", { lineId: "7" }, { key: "line:7" })),
    ).rejects.toThrow();
    expect(await count()).toBe(0);
  });
});

describe("queuing in the caller's transaction", () => {
  it("leaves no task when the transaction rolls back, and one when it commits", async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueTask(tx, "mail-later", { key: "rolled", mail: mail("rolled@example.test") }, { key: "rolled" });
        throw new Error("the change failed after its task was queued");
      }),
    ).rejects.toThrow("the change failed");
    expect(await count()).toBe(0);
    await db().transaction((tx) => enqueueTask(tx, "mail-later", { key: "kept", mail: mail("kept@example.test") }, { key: "kept" }));
    expect(await tasksKeyed("kept")).toHaveLength(1);
  });

  it("runs a task once it is due, not before, and marks it done", async () => {
    const to = "due@example.test";
    await enqueueTask(db(), "mail-later", { key: "due-1", mail: mail(to) }, { runAt: later(60_000), key: "due-1" });
    await runDueTasks(taskHandlers);
    expect(await mailsTo(to)).toHaveLength(0);
    await runDueTasks(taskHandlers, { now: () => later(61_000) });
    expect(await mailsTo(to)).toHaveLength(1);
    const [task] = await tasksKeyed("due-1");
    expect(task).toMatchObject({ status: "done", attempts: 1, claimedUntil: null });
  });
});

describe("replace and cancel by key", () => {
  it("keeps the first waiting task for a key on enqueue; replace rewrites its payload and time", async () => {
    const first = await enqueueTask(db(), "mail-later", { key: "a", mail: mail("first@example.test") }, { runAt: later(60_000), key: "same" });
    const second = await enqueueTask(db(), "mail-later", { key: "b", mail: mail("second@example.test") }, { runAt: later(60_000), key: "same" });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    const replaced = await replaceTask(db(), "mail-later", { key: "c", mail: mail("third@example.test") }, { runAt: later(120_000), key: "same" });
    expect(replaced).toBe(first);
    const [task] = await tasksKeyed("same");
    expect(task).toMatchObject({ status: "queued", revision: 1, payload: { key: "c" } });
    expect(task!.runAt.getTime()).toBeGreaterThan(Date.now() + 100_000);
    // Not at the first time any more; at the new one, the new payload runs.
    await runDueTasks(taskHandlers, { now: () => later(61_000) });
    expect(await mailsTo("third@example.test")).toHaveLength(0);
    await runDueTasks(taskHandlers, { now: () => later(121_000) });
    expect(await mailsTo("first@example.test")).toHaveLength(0);
    expect(await mailsTo("third@example.test")).toHaveLength(1);
    // Once it has run, the key is free: a new task can wait under it.
    expect(await enqueueTask(db(), "mail-later", { key: "d", mail: mail("fourth@example.test") }, { key: "same" })).not.toBeNull();
  });

  it("cancels the waiting task of a key: it never runs, and a cancel inside a rolled-back transaction is undone", async () => {
    await enqueueTask(db(), "mail-later", { key: "cancel-1", mail: mail("cancelled@example.test") }, { key: "to-cancel" });
    await expect(
      db().transaction(async (tx) => {
        expect(await cancelTask(tx, "mail-later", "to-cancel")).toBe(true);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await tasksKeyed("to-cancel"))[0]).toMatchObject({ status: "queued" });
    expect(await cancelTask(db(), "mail-later", "to-cancel")).toBe(true);
    expect(await cancelTask(db(), "mail-later", "to-cancel")).toBe(false);
    expect(await runDueTasks(taskHandlers, { now: () => later(60_000) })).toEqual({ done: 0, retrying: 0, failed: 0 });
    expect(await mailsTo("cancelled@example.test")).toHaveLength(0);
    expect((await tasksKeyed("to-cancel"))[0]).toMatchObject({ status: "cancelled" });
  });

  it("a task replaced while its old version runs is not marked done: the new version waits for its own run", async () => {
    const [id] = await enqueueMail(db(), mail("racing@example.test"));
    // In the middle of the send, the mail's task is replaced (a later time): the run in hand must not mark it done.
    provider.during = async (outboxId) => {
      await replaceTask(db(), "mail-deliver", { outboxId }, { key: mailTaskKey(outboxId), runAt: later(60_000) });
    };
    try {
      expect(await runDueTasks(taskHandlers)).toMatchObject({ done: 1 });
    } finally {
      provider.during = null;
    }
    const [task] = await tasksKeyed(mailTaskKey(id!));
    expect(task).toMatchObject({ status: "queued", revision: 1, attempts: 0, claimedUntil: null });
    expect(task!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // The new version runs at its time; the mail was sent already, so it sends nothing more.
    expect(await runDueTasks(taskHandlers, { now: () => later(61_000) })).toMatchObject({ done: 1 });
    expect((await tasksKeyed(mailTaskKey(id!)))[0]).toMatchObject({ status: "done" });
    expect(provider.sent.filter((to) => to === "racing@example.test")).toHaveLength(1);
  });
});

describe("retries", () => {
  it("retries a failing task with a doubling backoff, then fails it for good", async () => {
    // A row whose payload no longer parses fails on every try.
    const [row] = await db().insert(backgroundTasks).values({ name: "mail-later", payload: { key: 1 }, key: "broken" }).returning();
    let now = Date.now() + 1_000;
    const waits: number[] = [];
    await quietly(async () => {
      for (let i = 0; i < 3; i++) {
        expect(await runDueTasks(taskHandlers, { now: () => new Date(now) })).toMatchObject({ retrying: 1 });
        const [task] = await tasksKeyed("broken");
        waits.push(task!.runAt.getTime() - now);
        // Not again before the wait is over.
        expect(await runDueTasks(taskHandlers, { now: () => new Date(task!.runAt.getTime() - 1) })).toMatchObject({ retrying: 0, failed: 0 });
        now = task!.runAt.getTime();
      }
      expect(await runDueTasks(taskHandlers, { now: () => new Date(now) })).toMatchObject({ failed: 1 });
    });
    expect(waits).toEqual([retryDelayMs(1), retryDelayMs(2), retryDelayMs(3)]);
    expect(waits).toEqual([30_000, 60_000, 120_000]);
    const [failed] = await db().select().from(backgroundTasks).where(eq(backgroundTasks.id, row!.id));
    expect(failed).toMatchObject({ status: "failed", attempts: 4 });
    expect(failed!.error).toBeTruthy();
  });
});

describe("exactly-once effects", () => {
  it("runs a task again when its worker died before marking it done, and the mail is still written once", async () => {
    const to = "crashed@example.test";
    await enqueueTask(db(), "mail-later", { key: "crash-1", mail: mail(to) }, { key: "crash-1" });
    await runDueTasks(taskHandlers);
    expect(await mailsTo(to)).toHaveLength(1);
    // As if the worker had died after the handler's commit and before the task was marked done: still queued, with a
    // lease that has run out. The next worker claims it and the handler finds its effect's key.
    await db().update(backgroundTasks).set({ status: "queued", doneAt: null, claimedUntil: new Date(Date.now() - 1000) }).where(eq(backgroundTasks.key, "crash-1"));
    expect(await runDueTasks(taskHandlers)).toMatchObject({ done: 1 });
    expect(await mailsTo(to)).toHaveLength(1);
    expect(await db().select().from(backgroundTaskEffects).where(eq(backgroundTaskEffects.key, "mail-later:crash-1"))).toHaveLength(1);
  });

  it("onceOnly: an effect that failed left no key, so the repeat does it; after that, never again", async () => {
    let runs = 0;
    const effect = async () => {
      runs++;
      if (runs === 1) throw new Error("the provider fell over mid-effect");
      return "written";
    };
    await expect(onceOnly("once-test", effect)).rejects.toThrow("fell over");
    expect(await onceOnly("once-test", effect)).toBe("written");
    expect(await onceOnly("once-test", effect)).toBeNull();
    expect(runs).toBe(2);
  });

  it("leaves a task leased to a live worker alone", async () => {
    const to = "leased@example.test";
    await enqueueTask(db(), "mail-later", { key: "leased", mail: mail(to) }, { key: "leased" });
    await db().update(backgroundTasks).set({ claimedUntil: later(60_000) }).where(eq(backgroundTasks.key, "leased"));
    await runDueTasks(taskHandlers);
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it(`two workers at once run each task once and write each mail once${onPostgres ? " (PostgreSQL: two connections)" : ""}`, async () => {
    // Two tasks per mail key as well (a reminder queued twice by mistake): the effect's key keeps it to one mail.
    const keys = Array.from({ length: 30 }, (_, i) => `pair-${i}`);
    for (const key of keys) {
      await enqueueTask(db(), "mail-later", { key, mail: mail(`${key}@example.test`) }, { key: `${key}-a` });
      await enqueueTask(db(), "mail-later", { key, mail: mail(`${key}@example.test`) }, { key: `${key}-b` });
    }
    const [one, two] = await Promise.all([runDueTasks(taskHandlers), runDueTasks(taskHandlers)]);
    expect(one.done + two.done).toBe(60);
    const tasks = await db().select().from(backgroundTasks).where(eq(backgroundTasks.name, "mail-later"));
    expect(tasks.every((t) => t.status === "done" && t.attempts === 1)).toBe(true);
    const written = await db()
      .select({ to: emailOutbox.to, n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`${emailOutbox.to} like 'pair-%'`)
      .groupBy(emailOutbox.to);
    expect(written).toHaveLength(30);
    expect(written.every((w) => w.n === 1)).toBe(true);
  });
});

describe("mail delivery on the engine", () => {
  afterAll(() => stopTaskWorker());

  it("a queued mail is a task of the engine; the worker's loop sends it and marks both done", async () => {
    // A mail queued with no request to deliver it (as a crash leaves it): only the worker's loop can send it.
    const [id] = await db().transaction((tx) => enqueueMail(tx, mail("loop@example.test")));
    const [task] = await tasksKeyed(`mail:${id}`);
    expect(task).toMatchObject({ name: "mail-deliver", status: "queued", payload: { outboxId: id } });
    await startTaskWorker(taskHandlers);
    await vi.waitFor(async () => expect((await mailsTo("loop@example.test"))[0]).toMatchObject({ status: "sent", attempts: 1 }), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await tasksKeyed(`mail:${id}`))[0]).toMatchObject({ status: "done" }));
  });
});
