import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getJobRoute } from "@/app/api/v1/admin/jobs/[id]/route";
import { DELETE as cancelRoute, PUT as editLine } from "@/app/api/v1/admin/job-lines/[id]/route";
import { createAdmin, createSubadmin, createTalent } from "@/db/factories";
import { activityLog, availabilityBlocks, emailOutbox, jobFees, jobLines, notificationRecipients, notifications } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { at, challengeLine, confirmLine, mailsTo, newJob, place, releaseLine } from "../jobs";

const db = useTestDb();
let admin: string;
let noBookings: string;
let talentId: number;
let talentUserId: number;
let otherTalentId: number;
let hiddenTalentId: number;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  noBookings = (await createSession((await createSubadmin(db(), ["news", "talents"])).id)).token;
  const talent = await createTalent(db(), { profile: { stageName: "Kaia N." } });
  talentId = talent.profile.id;
  talentUserId = talent.user.id;
  otherTalentId = (await createTalent(db(), { profile: { stageName: "Other" } })).profile.id;
  hiddenTalentId = (await createTalent(db(), { status: "hidden", profile: { stageName: "Hidden" } })).profile.id;
});

/** The notifications a user received, oldest first. */
const noticesOf = (userId: number) =>
  db()
    .select({ title: notifications.title, message: notifications.message, type: notifications.type })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(eq(notificationRecipients.userId, userId))
    .orderBy(notifications.id);

/** A fresh talent for a test that needs a calendar of its own. */
const freshTalent = async () => (await createTalent(db(), { profile: { stageName: `T${Math.random().toString(36).slice(2, 7)}` } })).profile.id;

describe("placing lines and their ranks", () => {
  it("answers 201 with an option ranked behind the talent's earlier live lines, with the default expiry", async () => {
    const t = await freshTalent();
    const a = await newJob(admin);
    const b = await newJob(admin, { email: "buyer@b.test" });
    const first = await place(admin, a.id, { talent_profile_id: t, starts_at: at(2), ends_at: at(2, 18), fee: 1500, currency: "EUR" });
    expect(first.status).toBe(201);
    // The old whole-unit `fee` is no longer written on the line (issue 40): it became the talent's day rate on the job.
    expect(first.body.data.line).toMatchObject({ state: "option", rank: 1, talent_profile_id: t, fee: null, currency: null, conflicts: [] });
    const [dayRate] = await db().select().from(jobFees).where(eq(jobFees.jobId, a.id));
    expect(dayRate).toMatchObject({ talentProfileId: t, kind: "day_rate", quantity: "1.00", unitMinor: 150000n, amountMinor: 150000n });
    const hours = (Date.parse(first.body.data.line.option_expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const second = await place(admin, b.id, { talent_profile_id: t, starts_at: at(2, 12), ends_at: at(3, 12) });
    expect(second.body.data.line).toMatchObject({ state: "option", rank: 2 });
    // Not overlapping either: first again.
    const apart = await place(admin, b.id, { talent_profile_id: t, starts_at: at(4), ends_at: at(4, 18) });
    expect(apart.body.data.line.rank).toBe(1);
  });

  it("gives 10 placements at once on one talent and day the ranks 1 to 10", async () => {
    const t = await freshTalent();
    const job = await newJob(admin);
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(admin, job.id, { talent_profile_id: t, starts_at: at(5), ends_at: at(5, 18) })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const read = await call(getJobRoute, `/api/v1/admin/jobs/${job.id}`, { bearer: admin, params: { id: String(job.id) } });
    expect(read.body.data.job.lines.map((l: { rank: number }) => l.rank).sort((x: number, y: number) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("refuses bad input with a 4xx in the envelope and writes nothing", async () => {
    const job = await newJob(admin);
    const before = (await db().select({ n: count() }).from(jobLines))[0].n;
    const bad = [
      { talent_profile_id: talentId, starts_at: at(6, 18), ends_at: at(6, 9) },
      { talent_profile_id: talentId, starts_at: at(6), ends_at: at(6) },
      { talent_profile_id: talentId, starts_at: "2031-01-01T00:00:00Z", ends_at: "2031-03-05T00:00:00Z" },
      { talent_profile_id: 99999999, starts_at: at(6), ends_at: at(6, 18) },
      { talent_profile_id: hiddenTalentId, starts_at: at(6), ends_at: at(6, 18) },
      { talent_profile_id: 1e12, starts_at: at(6), ends_at: at(6, 18) },
      { talent_profile_id: talentId, starts_at: "tomorrow", ends_at: at(6, 18) },
      { talent_profile_id: talentId, starts_at: at(6), ends_at: at(6, 18), fee: 100 },
      { talent_profile_id: talentId, starts_at: at(6), ends_at: at(6, 18), option_expires_at: "2020-01-01T00:00:00Z" },
    ];
    for (const body of bad) {
      const res = await place(admin, job.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.success).toBe(false);
    }
    expect((await place(admin, 99999999, { talent_profile_id: talentId, starts_at: at(6), ends_at: at(6, 18) })).status).toBe(404);
    expect((await place(admin, job.id, { talent_profile_id: talentId, starts_at: at(6), ends_at: at(6, 18), confirm: "yes" })).status).toBe(422);
    expect((await db().select({ n: count() }).from(jobLines))[0].n).toBe(before);
  });
});

describe("confirm, release and promotion", () => {
  it("confirms only the first live line, naming what holds the time, and promotes on release with the mails", async () => {
    const t = await freshTalent();
    const a = await newJob(admin, { email: "first@a.test", company: "Atelier Noir" });
    const b = await newJob(admin, { email: "second@b.test" });
    const first = (await place(admin, a.id, { talent_profile_id: t, starts_at: at(8), ends_at: at(8, 18) })).body.data.line;
    const second = (await place(admin, b.id, { talent_profile_id: t, starts_at: at(8, 10), ends_at: at(8, 14) })).body.data.line;

    const refused = await confirmLine(admin, second.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`job ${a.reference.slice(0, 4)}-${a.reference.slice(4)} (Atelier Noir) holds an earlier option`);

    const released = await releaseLine(admin, first.id);
    expect(released.status).toBe(200);
    expect(released.body.data.line).toMatchObject({ state: "released", rank: null });
    expect(await mailsTo(db(), "first@a.test")).toEqual(["line-placed", "line-released"]);
    expect(await mailsTo(db(), "second@b.test")).toEqual(["line-placed", "line-promoted"]);

    const confirmed = await confirmLine(admin, second.id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.line).toMatchObject({ state: "confirmed", rank: 1, option_expires_at: null });
    expect(await mailsTo(db(), "second@b.test")).toEqual(["line-placed", "line-promoted", "line-confirmed"]);
    expect((await confirmLine(admin, second.id)).status).toBe(409);
    expect((await releaseLine(admin, first.id)).status).toBe(409);

    // A later option waits behind the confirmed line and cannot be confirmed.
    const third = (await place(admin, a.id, { talent_profile_id: t, starts_at: at(8, 13), ends_at: at(8, 20) })).body.data.line;
    expect(third.rank).toBe(2);
    const blocked = await confirmLine(admin, third.id);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toContain("is confirmed");
  });

  it("notifies the talent of a confirm and a cancel, and logs both", async () => {
    const job = await newJob(admin);
    const line = (await place(admin, job.id, { talent_profile_id: talentId, starts_at: at(9), ends_at: at(9, 18), confirm: true })).body.data.line;
    expect(line.state).toBe("confirmed");
    const cancelled = await call(cancelRoute, `/api/v1/admin/job-lines/${line.id}`, { method: "DELETE", bearer: admin, params: { id: String(line.id) } });
    expect(cancelled.body.data.line.state).toBe("cancelled");
    const inbox = await noticesOf(talentUserId);
    expect(inbox.map((n) => n.title)).toEqual(["Booking confirmed", "Booking cancelled"]);
    // Issue 39: the day, call time and place in the job's zone; "Important" (booking) only for what needs action.
    expect(inbox[0].message).toBe("You are confirmed for Spring campaign (Maison Ciel) on Sunday, March 9, 2031, 5:00 AM – 2:00 PM EDT. Call time 5:00 AM EDT.");
    expect(inbox.map((n) => n.type)).toEqual(["booking", "general"]);
    expect(inbox.every((n) => !n.message.includes("claire@"))).toBe(true);
    const log = await db().select().from(activityLog).where(and(eq(activityLog.subjectType, "job_line"), eq(activityLog.subjectId, line.id)));
    expect(log.map((l) => l.action.split(" ")[0])).toEqual(["Placed", "Confirmed", "Cancelled"]);
  });

  it("never confirms two lines of a burst, and a release racing a confirm leaves one consistent outcome", async () => {
    const t = await freshTalent();
    const job = await newJob(admin);
    const lines = [];
    for (let i = 0; i < 5; i++) lines.push((await place(admin, job.id, { talent_profile_id: t, starts_at: at(10, 9 + i), ends_at: at(10, 15 + i) })).body.data.line);
    const burst = await Promise.all(lines.map((l) => confirmLine(admin, l.id)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const confirmed = await db().select().from(jobLines).where(and(eq(jobLines.talentProfileId, t), eq(jobLines.state, "confirmed")));
    expect(confirmed.map((l) => l.id)).toEqual([lines[0].id]);

    const u = await freshTalent();
    const a = (await place(admin, job.id, { talent_profile_id: u, starts_at: at(11), ends_at: at(11, 18) })).body.data.line;
    const b = (await place(admin, job.id, { talent_profile_id: u, starts_at: at(11), ends_at: at(11, 18) })).body.data.line;
    const [rel, conf] = await Promise.all([releaseLine(admin, a.id), confirmLine(admin, b.id)]);
    expect(rel.status).toBe(200);
    expect([200, 409]).toContain(conf.status);
    if (conf.status === 409) expect((await confirmLine(admin, b.id)).status).toBe(200);
    const states = await db().select({ id: jobLines.id, state: jobLines.state }).from(jobLines).where(eq(jobLines.talentProfileId, u)).orderBy(jobLines.id);
    expect(states.map((s) => s.state)).toEqual(["released", "confirmed"]);
  });

  it("refuses two overlapping confirmed lines of one talent in the database itself (23P01)", async () => {
    const t = await freshTalent();
    const job = await newJob(admin);
    const row = { jobId: job.id, talentProfileId: t, state: "confirmed" as const, startsAt: new Date(at(12)), endsAt: new Date(at(12, 18)) };
    await db().insert(jobLines).values(row);
    const error = await db().insert(jobLines).values({ ...row, startsAt: new Date(at(12, 17)) }).then(() => null, (e: unknown) => e);
    const codes = [error, (error as { cause?: unknown })?.cause].map((e) => (e as { code?: string } | null)?.code);
    expect(codes).toContain("23P01");
    // A burst of writes that skip the service's lock: the constraint lets exactly one through.
    const burst = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => db().insert(jobLines).values({ ...row, startsAt: new Date(at(13, 9 + i)), endsAt: new Date(at(13, 15 + i)) })));
    expect(burst.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    // Back to back is not an overlap; another talent is not either.
    await db().insert(jobLines).values({ ...row, startsAt: new Date(at(12, 18)), endsAt: new Date(at(12, 20)) });
    await db().insert(jobLines).values({ ...row, talentProfileId: otherTalentId });
  });
});

describe("blocked days", () => {
  it("reports a blocked day on an option, refuses the confirm unless override, and logs the override", async () => {
    const t = await freshTalent();
    await db().insert(availabilityBlocks).values({ talentProfileId: t, startsOn: "2031-03-14", endsOn: "2031-03-15", kind: "out_of_town", note: "Paris" });
    const job = await newJob(admin);
    const placed = await place(admin, job.id, { talent_profile_id: t, starts_at: at(15, 10), ends_at: at(15, 16) });
    expect(placed.status).toBe(201);
    expect(placed.body.data.line.conflicts).toEqual([expect.objectContaining({ kind: "blocked_day", block_kind: "out_of_town", starts_on: "2031-03-14", ends_on: "2031-03-15" })]);
    const refused = await confirmLine(admin, placed.body.data.line.id);
    expect(refused.status).toBe(409);
    expect(refused.body.errors.override[0]).toContain("out of town");
    const forced = await confirmLine(admin, placed.body.data.line.id, { override: true });
    expect(forced.status).toBe(200);
    const log = await db().select().from(activityLog).where(eq(activityLog.subjectId, placed.body.data.line.id));
    expect(log.some((l) => l.action.startsWith("Overrode blocked days"))).toBe(true);
    // The day after the block is free.
    const free = await place(admin, job.id, { talent_profile_id: t, starts_at: at(16), ends_at: at(16, 18) });
    expect(free.body.data.line.conflicts).toEqual([]);
  });
});

describe("editing a line", () => {
  it("moves an option to the back of its new time's queue, tells the talent and mails the client the new time", async () => {
    const talent = await createTalent(db(), { profile: { stageName: "Mover" } });
    const t = talent.profile.id;
    const job = await newJob(admin, { email: "mover@m.test" });
    const other = await newJob(admin, { email: "waiting@w.test" });
    const a = (await place(admin, job.id, { talent_profile_id: t, starts_at: at(17), ends_at: at(17, 18) })).body.data.line;
    const b = (await place(admin, other.id, { talent_profile_id: t, starts_at: at(17), ends_at: at(17, 18) })).body.data.line;
    const c = (await place(admin, other.id, { talent_profile_id: t, starts_at: at(18), ends_at: at(18, 18) })).body.data.line;
    const moved = await call(editLine, `/api/v1/admin/job-lines/${a.id}`, { method: "PUT", bearer: admin, params: { id: String(a.id) }, body: { starts_at: at(18), ends_at: at(18, 18), notes: "Moved" } });
    expect(moved.status).toBe(200);
    expect(moved.body.data.line).toMatchObject({ rank: 2, notes: "Moved" });
    expect(await mailsTo(db(), "waiting@w.test")).toEqual(["line-placed", "line-placed", "line-promoted"]);
    expect(await mailsTo(db(), "mover@m.test")).toEqual(["line-placed", "line-moved"]);
    const [mail] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, "mover@m.test"), eq(emailOutbox.template, "line-moved")));
    expect(mail.text).toContain("it is now Tuesday, March 18, 2031, 5:00 AM – 2:00 PM EDT");
    expect(mail.text).toContain("It was Monday, March 17, 2031, 5:00 AM – 2:00 PM EDT.");
    const notices = (await noticesOf(talent.user.id)).filter((n) => n.title !== "You are on option");
    expect(notices.map((n) => [n.title, n.message])).toEqual([
      ["Booking time changed", "Spring campaign (Maison Ciel) is now on Tuesday, March 18, 2031, 5:00 AM – 2:00 PM EDT. Call time 5:00 AM EDT."],
    ]);
    // An edit that keeps the time (notes only) neither notifies nor mails.
    expect((await call(editLine, `/api/v1/admin/job-lines/${a.id}`, { method: "PUT", bearer: admin, params: { id: String(a.id) }, body: { notes: "Again" } })).status).toBe(200);
    expect(await mailsTo(db(), "mover@m.test")).toHaveLength(2);
    expect((await noticesOf(talent.user.id)).filter((n) => n.title !== "You are on option")).toHaveLength(1);
    expect(b.rank).toBe(2);
    expect(c.rank).toBe(1);
    const reversed = await call(editLine, `/api/v1/admin/job-lines/${a.id}`, { method: "PUT", bearer: admin, params: { id: String(a.id) }, body: { ends_at: at(17) } });
    expect(reversed.status).toBe(422);
    expect((await call(editLine, "/api/v1/admin/job-lines/99999999", { method: "PUT", bearer: admin, params: { id: "99999999" }, body: { notes: "x" } })).status).toBe(404);
    expect((await call(editLine, "/api/v1/admin/job-lines/99999999999", { method: "PUT", bearer: admin, params: { id: "99999999999" }, body: { notes: "x" } })).status).toBe(404);
  });
});

describe("challenge", () => {
  it("gives the 1st option a deadline and mails its client; refuses a 1st option and a second challenge", async () => {
    const t = await freshTalent();
    const a = await newJob(admin, { email: "holder@h.test" });
    const b = await newJob(admin, { email: "challenger@c.test" });
    const first = (await place(admin, a.id, { talent_profile_id: t, starts_at: at(20), ends_at: at(20, 18) })).body.data.line;
    const second = (await place(admin, b.id, { talent_profile_id: t, starts_at: at(20), ends_at: at(20, 18) })).body.data.line;
    expect((await challengeLine(admin, first.id)).status).toBe(409);
    const res = await challengeLine(admin, second.id);
    expect(res.status).toBe(200);
    const hours = (Date.parse(res.body.data.challenged.challenge_deadline) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(res.body.data.challenged.id).toBe(first.id);
    expect(await mailsTo(db(), "holder@h.test")).toEqual(["line-placed", "line-challenged"]);
    expect((await challengeLine(admin, second.id)).status).toBe(409);
  });
});

describe("permissions", () => {
  it("answers 403 to a sub-admin without bookings, and nothing changes", async () => {
    const job = await newJob(admin);
    const line = (await place(admin, job.id, { talent_profile_id: otherTalentId, starts_at: at(22), ends_at: at(22, 18) })).body.data.line;
    expect((await place(noBookings, job.id, { talent_profile_id: otherTalentId, starts_at: at(23), ends_at: at(23, 18) })).status).toBe(403);
    expect((await confirmLine(noBookings, line.id)).status).toBe(403);
    expect((await releaseLine(noBookings, line.id)).status).toBe(403);
    expect((await challengeLine(noBookings, line.id)).status).toBe(403);
    expect((await call(getJobRoute, `/api/v1/admin/jobs/${job.id}`, { bearer: noBookings, params: { id: String(job.id) } })).status).toBe(403);
    const rows = await db().select().from(jobLines).where(eq(jobLines.jobId, job.id));
    expect(rows.map((r) => r.state)).toEqual(["option"]);
  });
});
