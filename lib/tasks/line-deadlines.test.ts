import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as updateLineRoute } from "@/app/api/v1/admin/job-lines/[id]/route";
import { createAdmin, createTalent } from "@/db/factories";
import { backgroundTasks, jobLines } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "@/test/db";
import { call } from "@/test/http";
import { at, challengeLine, confirmLine, mailsTo, newJob, place, releaseLine } from "@/test/jobs";
import { taskHandlers } from "@/lib/task-handlers";
import { runDueTasks } from "./engine";
import { lineDeadlineKey } from "./line-deadlines";

const db = useTestDb();
let admin: string;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
});

const HOUR = 3_600_000;
const freshTalent = async () => (await createTalent(db(), {})).profile.id;
const deadlineTasks = (lineId: number) =>
  db()
    .select()
    .from(backgroundTasks)
    .where(and(eq(backgroundTasks.name, "line-deadline"), eq(backgroundTasks.key, lineDeadlineKey(lineId))))
    .orderBy(backgroundTasks.id);
const stateOf = async (lineId: number) => (await db().select({ state: jobLines.state }).from(jobLines).where(eq(jobLines.id, lineId)))[0]!.state;
const editLine = (id: number, body: Record<string, unknown>) =>
  call(updateLineRoute, `/api/v1/admin/job-lines/${id}`, { method: "PUT", bearer: admin, params: { id: String(id) }, body });

describe("an option's deadline is a one-off task written with the line", () => {
  it("queues the expiry when the option is placed, replaces it when the expiry changes, and runs it at that time", async () => {
    const t = await freshTalent();
    const job = await newJob(admin, { email: "expiry@task.test" });
    const expiry = new Date(Date.now() + 5 * HOUR);
    const line = (await place(admin, job.id, { talent_profile_id: t, starts_at: at(3), ends_at: at(3, 18), option_expires_at: expiry.toISOString() })).body.data.line;
    const [queued] = await deadlineTasks(line.id);
    expect(queued).toMatchObject({ status: "queued", payload: { lineId: line.id } });
    expect(queued!.runAt.getTime()).toBe(expiry.getTime());

    const sooner = new Date(Date.now() + 2 * HOUR);
    expect((await editLine(line.id, { option_expires_at: sooner.toISOString() })).status).toBe(200);
    const replaced = await deadlineTasks(line.id);
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).toMatchObject({ status: "queued", revision: 1 });
    expect(replaced[0]!.runAt.getTime()).toBe(sooner.getTime());

    // Before its time nothing happens; at its time the line is written expired and its client mailed, once.
    await runDueTasks(taskHandlers, { now: () => new Date(sooner.getTime() - 1_000) });
    expect(await stateOf(line.id)).toBe("option");
    await runDueTasks(taskHandlers, { now: () => new Date(sooner.getTime() + 1_000) });
    expect(await stateOf(line.id)).toBe("expired");
    expect((await deadlineTasks(line.id))[0]).toMatchObject({ status: "done" });
    expect(await mailsTo(db(), "expiry@task.test")).toEqual(["line-placed", "line-expired"]);
  });

  it("cancels the task when the line is confirmed or released", async () => {
    const t = await freshTalent();
    const job = await newJob(admin);
    const kept = (await place(admin, job.id, { talent_profile_id: t, starts_at: at(8), ends_at: at(8, 18) })).body.data.line;
    const freed = (await place(admin, job.id, { talent_profile_id: t, starts_at: at(9), ends_at: at(9, 18) })).body.data.line;
    expect((await deadlineTasks(kept.id))[0]).toMatchObject({ status: "queued" });
    expect((await confirmLine(admin, kept.id)).status).toBe(200);
    expect((await deadlineTasks(kept.id))[0]).toMatchObject({ status: "cancelled" });
    expect((await releaseLine(admin, freed.id)).status).toBe(200);
    expect((await deadlineTasks(freed.id))[0]).toMatchObject({ status: "cancelled" });
    // Nothing runs for them later.
    expect(await runDueTasks(taskHandlers, { now: () => new Date(Date.now() + 100 * HOUR) })).toMatchObject({ done: 0 });
  });

  it("a challenge moves the holder's task to its deadline, which releases it and promotes the challenger", async () => {
    const t = await freshTalent();
    const holder = await newJob(admin, { email: "holder@task.test" });
    const challenger = await newJob(admin, { email: "challenger@task.test" });
    const first = (await place(admin, holder.id, { talent_profile_id: t, starts_at: at(12), ends_at: at(12, 18) })).body.data.line;
    const second = (await place(admin, challenger.id, { talent_profile_id: t, starts_at: at(12), ends_at: at(12, 18) })).body.data.line;
    const res = await challengeLine(admin, second.id);
    expect(res.status).toBe(200);
    const deadline = new Date(res.body.data.challenged.challenge_deadline);
    const [task] = await deadlineTasks(first.id);
    expect(task!.runAt.getTime()).toBe(deadline.getTime());
    await runDueTasks(taskHandlers, { now: () => new Date(deadline.getTime() + 1_000) });
    expect(await stateOf(first.id)).toBe("released");
    expect(await mailsTo(db(), "holder@task.test")).toEqual(["line-placed", "line-challenged", "line-released"]);
    expect(await mailsTo(db(), "challenger@task.test")).toEqual(["line-placed", "line-promoted"]);
  });
});
