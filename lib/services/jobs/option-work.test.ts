import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdmin, createTalent } from "@/db/factories";
import { activityLog, jobLines } from "@/db/schema";
import { useTestDb } from "@/test/db";
import { at, challengeLine, mailsTo, newJob, place } from "@/test/jobs";
import { createSession } from "@/lib/services/accounts/sessions";
import { readLine } from "./job-line-state";
import { runDueOptionWork } from "./option-work";

const db = useTestDb();
let admin: string;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
});

afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 3_600_000;
const freshTalent = async () => (await createTalent(db(), {})).profile.id;

describe("expiry", () => {
  it("reads an option past its expiry as expired at once, and the next one as 1st, before the runner", async () => {
    const t = await freshTalent();
    const a = await newJob(admin, { email: "early@e.test" });
    const b = await newJob(admin, { email: "late@l.test" });
    const soon = new Date(Date.now() + HOUR).toISOString();
    const first = (await place(admin, a.id, { talent_profile_id: t, starts_at: at(2), ends_at: at(2, 18), option_expires_at: soon })).body.data.line;
    const second = (await place(admin, b.id, { talent_profile_id: t, starts_at: at(2), ends_at: at(2, 18) })).body.data.line;
    const later = new Date(Date.now() + 2 * HOUR);
    expect((await readLine(db(), first.id, later))).toMatchObject({ state: "expired", rank: null });
    expect((await readLine(db(), second.id, later))).toMatchObject({ state: "option", rank: 2 - 1 });
    // Nothing was written yet: the row is still an option.
    expect((await db().select({ state: jobLines.state }).from(jobLines).where(eq(jobLines.id, first.id)))[0].state).toBe("option");

    // The runner writes it once and mails once, however often it runs.
    expect(await runDueOptionWork(later)).toEqual([first.id]);
    expect(await runDueOptionWork(later)).toEqual([]);
    await Promise.all([runDueOptionWork(later), runDueOptionWork(later)]);
    expect(await mailsTo(db(), "early@e.test")).toEqual(["line-placed", "line-expired"]);
    expect(await mailsTo(db(), "late@l.test")).toEqual(["line-placed", "line-promoted"]);
    const log = await db().select().from(activityLog).where(eq(activityLog.subjectId, first.id));
    expect(log.filter((l) => l.actorName === "System")).toHaveLength(1);
  });

  it("does nothing before an option is due", async () => {
    const t = await freshTalent();
    const job = await newJob(admin);
    const line = (await place(admin, job.id, { talent_profile_id: t, starts_at: at(4), ends_at: at(4, 18) })).body.data.line;
    expect(await runDueOptionWork(new Date(Date.now() + 71 * HOUR))).toEqual([]);
    expect(await runDueOptionWork(new Date(Date.now() + 73 * HOUR))).toContain(line.id);
  });
});

describe("challenge deadline", () => {
  it("releases a challenged option still open at the deadline and promotes the challenger (controlled clock)", async () => {
    const t = await freshTalent();
    const holder = await newJob(admin, { email: "holder@x.test" });
    const challenger = await newJob(admin, { email: "challenger@x.test" });
    const first = (await place(admin, holder.id, { talent_profile_id: t, starts_at: at(6), ends_at: at(6, 18) })).body.data.line;
    const second = (await place(admin, challenger.id, { talent_profile_id: t, starts_at: at(6), ends_at: at(6, 18) })).body.data.line;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now()));
    const res = await challengeLine(admin, second.id);
    expect(res.status).toBe(200);
    const deadline = new Date(res.body.data.challenged.challenge_deadline);

    expect(await runDueOptionWork(new Date(deadline.getTime() - 1000))).toEqual([]);
    vi.setSystemTime(new Date(deadline.getTime() + 1000));
    expect((await readLine(db(), first.id, new Date()))!.state).toBe("released");
    expect(await runDueOptionWork(new Date())).toEqual([first.id]);
    expect(await runDueOptionWork(new Date())).toEqual([]);
    expect(await mailsTo(db(), "holder@x.test")).toEqual(["line-placed", "line-challenged", "line-released"]);
    expect(await mailsTo(db(), "challenger@x.test")).toEqual(["line-placed", "line-promoted"]);
    expect((await readLine(db(), second.id, new Date()))).toMatchObject({ state: "option", rank: 1 });
  });
});

describe("on the queue", () => {
  it("is a recurring background task that writes what is due (lib/tasks/catalogue.ts, lib/task-handlers.ts)", async () => {
    const { taskDefinition } = await import("@/lib/tasks/catalogue");
    const { runTaskNow } = await import("@/test/tasks");
    const definition = taskDefinition("options-due");
    expect(definition?.everyMs).toBe(60_000);
    const t = await freshTalent();
    const job = await newJob(admin, { email: "queued@q.test" });
    const past = new Date(Date.now() + 1_000).toISOString();
    const line = (await place(admin, job.id, { talent_profile_id: t, starts_at: at(5), ends_at: at(5, 18), option_expires_at: past })).body.data.line;
    vi.useFakeTimers({ now: Date.now() + 2_000, toFake: ["Date"] });
    await runTaskNow("options-due", {});
    expect((await db().select({ state: jobLines.state }).from(jobLines).where(eq(jobLines.id, line.id)))[0].state).toBe("expired");
    expect(await mailsTo(db(), "queued@q.test")).toEqual(["line-placed", "line-expired"]);
  });
});
