import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as moveRoute } from "@/app/api/v1/admin/job-lines/[id]/move/route";
import { createAdmin, createBooking, createSubadmin, createTalent } from "@/db/factories";
import { activityLog, availabilityBlocks, bookings, emailOutbox, jobLines, notificationRecipients, notifications, users } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { at, mailsTo, newJob, place } from "../jobs";

/*
 * Issue 39, the board's last part: a line moved to another talent (`POST /admin/job-lines/{id}/move`). A's line ends
 * (released or cancelled), B gets a new line placed now under the placement's and the confirm's rules, the client
 * gets one mail naming both talents, A and B are told, the options behind A move up, and one typed event is logged.
 */

const db = useTestDb();
let admin: string;
let noBookings: string;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  noBookings = (await createSession((await createSubadmin(db(), ["news", "talents"])).id)).token;
});

const move = (id: number, body: Record<string, unknown>, options: { bearer?: string; key?: string } = {}) =>
  call(moveRoute, `/api/v1/admin/job-lines/${id}/move`, {
    bearer: options.bearer ?? admin,
    params: { id: String(id) },
    body,
    headers: options.key ? { "Idempotency-Key": options.key } : undefined,
  });

let n = 0;
/** A fresh talent with a known address. */
async function talent(name: string) {
  const t = await createTalent(db(), { email: `tm-${++n}-${Math.random().toString(36).slice(2, 6)}@talent.test`, profile: { stageName: `${name} ${n}` } });
  return { id: t.profile.id, userId: t.user.id, email: t.user.email, name: t.profile.stageName! };
}

const noticesOf = (userId: number) =>
  db()
    .select({ title: notifications.title, message: notifications.message })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(eq(notificationRecipients.userId, userId))
    .orderBy(notifications.id);

const linesOf = (talentProfileId: number) =>
  db().select({ id: jobLines.id, state: jobLines.state, startsAt: jobLines.startsAt }).from(jobLines).where(eq(jobLines.talentProfileId, talentProfileId)).orderBy(jobLines.id);

describe("moving a line to another talent", () => {
  it("ends A's option, places B's at the back of B's queue, promotes A's next option, and mails and tells everyone once", async () => {
    const a = await talent("Anna");
    const b = await talent("Bea");
    const job = await newJob(admin, { email: "mover-client@c.test", company: "Maison Ciel" });
    const waiting = await newJob(admin, { email: "waiting-a@c.test" });
    const ahead = await newJob(admin, { email: "ahead-b@c.test" });
    const line = (await place(admin, job.id, { talent_profile_id: a.id, starts_at: at(3), ends_at: at(3, 18), fee: 900, currency: "EUR", notes: "Bring flats" })).body.data.line;
    const behindA = (await place(admin, waiting.id, { talent_profile_id: a.id, starts_at: at(3), ends_at: at(3, 18) })).body.data.line;
    await place(admin, ahead.id, { talent_profile_id: b.id, starts_at: at(3, 10), ends_at: at(3, 14) });
    // The client's request points at A's line; it follows the work to B.
    const request = await createBooking(db(), { talentProfileId: a.id, jobId: job.id, jobLineId: line.id });

    const res = await move(line.id, { talent_profile_id: b.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.previous).toMatchObject({ id: line.id, state: "released", talent_profile_id: a.id, rank: null });
    expect(res.body.data.line).toMatchObject({ state: "option", talent_profile_id: b.id, rank: 2, notes: "Bring flats", starts_at: line.starts_at, ends_at: line.ends_at });
    expect(res.body.data.line.id).not.toBe(line.id);
    // The client's option keeps its expiry.
    expect(res.body.data.line.option_expires_at).toBe(line.option_expires_at);
    const [req] = await db().select({ jobLineId: bookings.jobLineId }).from(bookings).where(eq(bookings.id, request.id));
    expect(req.jobLineId).toBe(res.body.data.line.id);

    // A's next option moves up (its client mailed); B's earlier option keeps its place.
    expect(await mailsTo(db(), "waiting-a@c.test")).toEqual(["line-placed", "line-promoted"]);
    expect(await mailsTo(db(), "ahead-b@c.test")).toEqual(["line-placed"]);
    const [behind] = await db().select().from(jobLines).where(eq(jobLines.id, behindA.id));
    expect(behind.state).toBe("option");

    // One mail to the client, naming both talents.
    expect(await mailsTo(db(), "mover-client@c.test")).toEqual(["line-placed", "line-reassigned"]);
    const [mail] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, "mover-client@c.test"), eq(emailOutbox.template, "line-reassigned")));
    expect(mail.subject).toContain(`Talent changed: ${b.name} instead of ${a.name}`);
    expect(mail.text).toContain(`${b.name} takes the place of ${a.name} on Monday, March 3, 2031`);
    expect(mail.text).toContain(`${b.name} is on 2nd option for you`);
    expect(mail.text).not.toContain("It was");
    // A is told the time is hers again; B that she is on option.
    expect(await mailsTo(db(), a.email)).toEqual(["talent-line-optioned", "talent-line-optioned", "talent-line-released"]);
    expect(await mailsTo(db(), b.email)).toEqual(["talent-line-optioned", "talent-line-optioned"]);
    expect((await noticesOf(a.userId)).at(-1)!.title).toBe("Option released");
    expect((await noticesOf(b.userId)).at(-1)!.message).toContain("placed you on option for Spring campaign");

    // One typed event on B's line, naming both talents by id.
    const log = await db().select().from(activityLog).where(and(eq(activityLog.subjectType, "job_line"), eq(activityLog.subjectId, res.body.data.line.id)));
    expect(log.map((l) => l.event)).toEqual(["job_line.reassigned"]);
    expect(log[0].payload).toMatchObject({ talent_id: b.id, from_talent_id: a.id, from_line_id: line.id, state: "option", moved_day: false });

    // The old line cannot move again: it is released.
    const again = await move(line.id, { talent_profile_id: b.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("A line that is released cannot move.");
  });

  it("moves a confirmed booking to B on another day: A's is cancelled, B's confirmed, the mail says both times", async () => {
    const a = await talent("Cara");
    const b = await talent("Dina");
    const job = await newJob(admin, { email: "booked@c.test" });
    const line = (await place(admin, job.id, { talent_profile_id: a.id, starts_at: at(5), ends_at: at(5, 18), confirm: true })).body.data.line;
    const res = await move(line.id, { talent_profile_id: b.id, starts_at: at(6), ends_at: at(6, 18) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.previous).toMatchObject({ state: "cancelled" });
    expect(res.body.data.line).toMatchObject({ state: "confirmed", rank: 1, talent_profile_id: b.id, starts_at: at(6).replace("Z", ".000Z"), option_expires_at: null });
    const [mail] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, "booked@c.test"), eq(emailOutbox.template, "line-reassigned")));
    expect(mail.text).toContain(`The booking is confirmed with ${b.name}.`);
    expect(mail.text).toContain(`It was ${a.name} on Wednesday, March 5, 2031`);
    expect(await mailsTo(db(), a.email)).toEqual(["talent-line-confirmed", "talent-line-cancelled"]);
    expect(await mailsTo(db(), b.email)).toEqual(["talent-line-confirmed"]);
    const log = await db().select().from(activityLog).where(and(eq(activityLog.subjectType, "job_line"), eq(activityLog.subjectId, res.body.data.line.id)));
    expect(log.find((l) => l.event === "job_line.reassigned")?.payload).toMatchObject({ state: "confirmed", moved_day: true });
  });

  it("refuses a confirmed booking on B's blocked day (409 at override, nothing written) and books it with override", async () => {
    const a = await talent("Eve");
    const b = await talent("Fay");
    await db().insert(availabilityBlocks).values({ talentProfileId: b.id, startsOn: "2031-03-07", endsOn: "2031-03-07", kind: "holiday", note: null });
    const job = await newJob(admin, { email: "blocked@c.test" });
    const line = (await place(admin, job.id, { talent_profile_id: a.id, starts_at: at(7, 12), ends_at: at(7, 18), confirm: true })).body.data.line;
    const refused = await move(line.id, { talent_profile_id: b.id });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.override[0]).toContain(`${b.name} has blocked these days (on holiday 2031-03-07)`);
    // Nothing changed: A still confirmed, B has no line, no mail.
    expect((await linesOf(a.id)).map((l) => l.state)).toEqual(["confirmed"]);
    expect(await linesOf(b.id)).toEqual([]);
    expect(await mailsTo(db(), "blocked@c.test")).toEqual(["line-confirmed"]);
    const forced = await move(line.id, { talent_profile_id: b.id, override: true });
    expect(forced.status).toBe(200);
    const log = await db().select().from(activityLog).where(and(eq(activityLog.subjectType, "job_line"), eq(activityLog.subjectId, forced.body.data.line.id)));
    expect(log.map((l) => l.event)).toEqual(["job_line.reassigned", "job_line.block_overridden"]);
  });

  it("refuses a confirmed booking where B is confirmed or held first, and an option onto B's confirmed time goes behind it", async () => {
    const a = await talent("Gia");
    const b = await talent("Hana");
    const other = await newJob(admin, { company: "Atelier Noir", email: null });
    await place(admin, other.id, { talent_profile_id: b.id, starts_at: at(8, 8), ends_at: at(8, 12), confirm: true });
    const job = await newJob(admin, { email: "held@c.test" });
    const line = (await place(admin, job.id, { talent_profile_id: a.id, starts_at: at(8, 10), ends_at: at(8, 16), confirm: true })).body.data.line;
    const refused = await move(line.id, { talent_profile_id: b.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`${b.name} is not free: job`);
    expect(refused.body.message).toContain("(Atelier Noir) is confirmed");
    expect((await linesOf(a.id)).map((l) => l.state)).toEqual(["confirmed"]);
    // An option onto B's confirmed time is placed behind it, as a new option would be.
    const option = (await place(admin, job.id, { talent_profile_id: a.id, starts_at: at(9, 10), ends_at: at(9, 16) })).body.data.line;
    const moved = await move(option.id, { talent_profile_id: b.id, starts_at: at(8, 10), ends_at: at(8, 16) });
    expect(moved.status).toBe(200);
    expect(moved.body.data.line).toMatchObject({ state: "option", rank: 2 });
  });

  it("refuses hostile and wrong input with a 4xx and writes nothing", async () => {
    const a = await talent("Ines");
    const hidden = (await createTalent(db(), { status: "hidden", profile: { stageName: "Hidden one" } })).profile.id;
    const job = await newJob(admin);
    const line = (await place(admin, job.id, { talent_profile_id: a.id, starts_at: at(10), ends_at: at(10, 18) })).body.data.line;
    expect((await move(line.id, { talent_profile_id: a.id })).status).toBe(422);
    expect((await move(line.id, { talent_profile_id: 99999999 })).status).toBe(422);
    expect((await move(line.id, { talent_profile_id: hidden })).status).toBe(422);
    expect((await move(line.id, { talent_profile_id: "x" })).status).toBe(422);
    expect((await move(line.id, {})).status).toBe(422);
    expect((await move(line.id, { talent_profile_id: hidden, starts_at: at(10, 18), ends_at: at(10, 9) })).status).toBe(422);
    expect((await move(99999999, { talent_profile_id: a.id })).status).toBe(404);
    expect((await move(line.id, { talent_profile_id: hidden }, { bearer: noBookings })).status).toBe(403);
    expect((await linesOf(a.id)).map((l) => l.state)).toEqual(["option"]);
    expect(await linesOf(hidden)).toEqual([]);
  });

  it("answers a retry with the same Idempotency-Key with the first answer, moving once", async () => {
    const a = await talent("Jo");
    const b = await talent("Kim");
    const job = await newJob(admin, { email: "retry@c.test" });
    const line = (await place(admin, job.id, { talent_profile_id: a.id, starts_at: at(11), ends_at: at(11, 18) })).body.data.line;
    const first = await move(line.id, { talent_profile_id: b.id }, { key: "move-retry-1" });
    const retry = await move(line.id, { talent_profile_id: b.id }, { key: "move-retry-1" });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.data.line.id).toBe(first.body.data.line.id);
    expect(await linesOf(b.id)).toHaveLength(1);
    expect(await mailsTo(db(), "retry@c.test")).toEqual(["line-placed", "line-reassigned"]);
  });
});

describe("bursts", () => {
  it("two moves of the same line at once: one wins, the other is refused, B has one line", async () => {
    const a = await talent("Lia");
    const b = await talent("Mae");
    const c = await talent("Noa");
    const job = await newJob(admin, { email: "burst1@c.test" });
    const line = (await place(admin, job.id, { talent_profile_id: a.id, starts_at: at(12), ends_at: at(12, 18), confirm: true })).body.data.line;
    const answers = await Promise.all([move(line.id, { talent_profile_id: b.id }), move(line.id, { talent_profile_id: c.id })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const live = await db()
      .select({ talent: jobLines.talentProfileId })
      .from(jobLines)
      .where(and(eq(jobLines.jobId, job.id), eq(jobLines.state, "confirmed")));
    expect(live).toHaveLength(1);
    expect(await mailsTo(db(), "burst1@c.test")).toEqual(["line-confirmed", "line-reassigned"]);
  });

  it("two confirmed lines of two jobs onto B the same day at once: one wins, no double booking", async () => {
    const a1 = await talent("Ona");
    const a2 = await talent("Pia");
    const b = await talent("Quin");
    const j1 = await newJob(admin, { email: "burst2a@c.test" });
    const j2 = await newJob(admin, { email: "burst2b@c.test" });
    const l1 = (await place(admin, j1.id, { talent_profile_id: a1.id, starts_at: at(14), ends_at: at(14, 18), confirm: true })).body.data.line;
    const l2 = (await place(admin, j2.id, { talent_profile_id: a2.id, starts_at: at(14, 12), ends_at: at(14, 20), confirm: true })).body.data.line;
    const answers = await Promise.all([move(l1.id, { talent_profile_id: b.id }), move(l2.id, { talent_profile_id: b.id })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const onB = await db().select({ state: jobLines.state }).from(jobLines).where(eq(jobLines.talentProfileId, b.id));
    expect(onB.map((l) => l.state)).toEqual(["confirmed"]);
    // The loser is untouched: its talent still holds it.
    const loser = answers[0].status === 409 ? { line: l1, talent: a1 } : { line: l2, talent: a2 };
    expect((await linesOf(loser.talent.id)).map((l) => l.state)).toEqual(["confirmed"]);
    const mailed = await db().select({ to: emailOutbox.to }).from(emailOutbox).where(and(inArray(emailOutbox.to, ["burst2a@c.test", "burst2b@c.test"]), eq(emailOutbox.template, "line-reassigned")));
    expect(mailed).toHaveLength(1);
  });

  it("a burst of options onto B's day all land, ranked in the order they commit", async () => {
    const b = await talent("Rae");
    const job = await newJob(admin, { email: null });
    const lines = [];
    for (let i = 0; i < 4; i++) {
      const a = await talent(`S${i}`);
      lines.push((await place(admin, job.id, { talent_profile_id: a.id, starts_at: at(16), ends_at: at(16, 18) })).body.data.line);
    }
    const answers = await Promise.all(lines.map((l) => move(l.id, { talent_profile_id: b.id })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((r) => r.body.data.line.rank).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe("the talent moved from", () => {
  it("keeps a moved line off an erased talent's record: an erased talent's lines never move", async () => {
    const a = await talent("Tia");
    const b = await talent("Uma");
    const job = await newJob(admin);
    const line = (await place(admin, job.id, { talent_profile_id: a.id, starts_at: at(18), ends_at: at(18, 18) })).body.data.line;
    // Marked erased without the erasure's release (as a line the erasure missed would read).
    await db().update(users).set({ erasedAt: new Date() }).where(eq(users.id, a.userId));
    const res = await move(line.id, { talent_profile_id: b.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("has been erased");
    expect(await linesOf(b.id)).toEqual([]);
  });
});
