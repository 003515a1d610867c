import { and, count, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as putJob } from "@/app/api/v1/admin/jobs/[id]/route";
import { GET as calendarRoute } from "@/app/api/v1/admin/calendar/route";
import { POST as convertRoute } from "@/app/api/v1/admin/bookings/[id]/convert/route";
import { PUT as statusRoute } from "@/app/api/v1/admin/bookings/[id]/status/route";
import { GET as bookingRoute } from "@/app/api/v1/admin/bookings/[id]/route";
import { createAdmin, createBooking, createTalent } from "@/db/factories";
import { bookingInquiries, bookings, emailOutbox, jobLines, jobs } from "@/db/schema";
import { ranksInMemory, readAt, type RankedLine } from "@/lib/domain/job-line-life";
import { liveAt, rankAt } from "@/lib/services/jobs/job-line-state";
import { createSession } from "@/lib/services/accounts/sessions";
import { eraseTalent } from "@/lib/services/privacy/talent-erasure";
import { useTestDb } from "../db";
import { call } from "../http";
import { confirmLine, mailsTo, newJob, place } from "../jobs";

/*
 * Issue 37 item 1 and issue 36 items 1 and 4: one home for a line's life. The SQL ranks equal the in-memory ranks for
 * random lines; a placement racing "complete job" never leaves an open option on a closed job; every path that holds
 * or confirms a talent's time (the Bookings screen / the old client's status call, Convert, the job screens) goes
 * through the line rules, so a mixed burst confirms exactly one; an erasure releases her lines.
 */

const db = useTestDb();
let admin: string;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
});

const freshTalent = async (status: "active" | "hidden" = "active") =>
  (await createTalent(db(), { status, profile: { stageName: `T${Math.random().toString(36).slice(2, 7)}` } })).profile.id;

const setStatus = (id: number, status: string) =>
  call(statusRoute, `/api/v1/admin/bookings/${id}/status`, { method: "PUT", bearer: admin, params: { id: String(id) }, body: { status } });
const readBooking = async (id: number) => (await call(bookingRoute, `/api/v1/admin/bookings/${id}`, { bearer: admin, params: { id: String(id) } })).body.data.booking;
const confirmedOf = async (talentId: number) =>
  (await db().select({ n: count() }).from(jobLines).where(and(eq(jobLines.talentProfileId, talentId), eq(jobLines.state, "confirmed"))))[0].n;

describe("ranks: SQL and memory agree", () => {
  it("gives every random line the same state, liveness and rank in SQL (rankAt, liveAt) as in memory (readAt, ranksInMemory)", async () => {
    const talents = [await freshTalent(), await freshTalent()];
    const job = await newJob(admin);
    const base = Date.UTC(2032, 0, 1);
    const H = 3_600_000;
    const lineArb = fc.record({
      talent: fc.integer({ min: 0, max: 1 }),
      startHour: fc.integer({ min: 0, max: 72 }),
      hours: fc.integer({ min: 1, max: 30 }),
      placedHour: fc.integer({ min: 0, max: 5 }),
      state: fc.constantFrom("option", "option", "option", "confirmed", "released", "expired", "cancelled"),
      expiry: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
      deadline: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(lineArb, { minLength: 1, maxLength: 12 }), fc.integer({ min: -3, max: 3 }), async (drawn, nowShift) => {
        const now = new Date(base + nowShift * H);
        await db().delete(jobLines).where(eq(jobLines.jobId, job.id));
        const inserted: RankedLine[] = [];
        for (const d of drawn) {
          try {
            const [row] = await db()
              .insert(jobLines)
              .values({
                jobId: job.id,
                talentProfileId: talents[d.talent],
                state: d.state as RankedLine["state"],
                startsAt: new Date(base + d.startHour * H),
                endsAt: new Date(base + (d.startHour + d.hours) * H),
                // Ties on placed_at are common on purpose: the id breaks them.
                placedAt: new Date(base - 100 * H + d.placedHour * H),
                optionExpiresAt: d.expiry === null ? null : new Date(base + d.expiry * H),
                challengeDeadline: d.deadline === null ? null : new Date(base + d.deadline * H),
              })
              .returning();
            inserted.push(row);
          } catch {
            // Two overlapping confirmed lines: the database refuses the second, as it must. Skip it.
          }
        }
        const sqlRows = await db()
          .select({ id: jobLines.id, rank: rankAt(jobLines, now), live: liveAt(jobLines, now) })
          .from(jobLines)
          .where(eq(jobLines.jobId, job.id));
        const memory = ranksInMemory(inserted, now);
        for (const row of sqlRows) {
          const line = inserted.find((l) => l.id === row.id)!;
          expect(row.live).toBe(readAt(line, now).live);
          expect(row.rank).toBe(memory.get(row.id));
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("the job-closing race", () => {
  it("never leaves an open option on a completed job when a placement races 'complete job'", async () => {
    const t = await freshTalent();
    for (let i = 0; i < 6; i++) {
      const job = await newJob(admin);
      const [placed, completed] = await Promise.all([
        place(admin, job.id, { talent_profile_id: t, starts_at: `2031-06-${String(i + 1).padStart(2, "0")}T09:00:00Z`, ends_at: `2031-06-${String(i + 1).padStart(2, "0")}T18:00:00Z` }),
        call(putJob, `/api/v1/admin/jobs/${job.id}`, { method: "PUT", bearer: admin, params: { id: String(job.id) }, body: { status: "completed" } }),
      ]);
      // One of the two wins; the other is refused with a 409 that says why.
      expect([placed.status, completed.status].sort()).toEqual(placed.status === 201 ? [201, 409] : [200, 409]);
      const [row] = await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
      const open = await db().select({ id: jobLines.id }).from(jobLines).where(and(eq(jobLines.jobId, job.id), eq(jobLines.state, "option")));
      expect(row.status === "completed" && open.length > 0).toBe(false);
      if (placed.status === 409) expect(placed.body.message).toMatch(/is completed: its lines cannot change/);
    }
  });
});

describe("every path holds time through the line rules", () => {
  it("Confirm on the Bookings screen (the old client's PUT status) converts the request to a job with a confirmed line the board shows", async () => {
    const t = await freshTalent();
    const booking = await createBooking(db(), { talentProfileId: t, clientName: "Runway Co", clientEmail: "runway@co.test", projectDate: "2031-12-09" });
    const res = await setStatus(booking.id, "confirmed");
    expect(res.status).toBe(200);
    expect(res.body.data.booking.status).toBe("confirmed");
    expect(res.body.data.booking.job).toMatchObject({ status: "active", line: { state: "confirmed", rank: 1 } });
    expect(res.body.data.booking.job.standing).toMatch(/^Converted to job [0-9A-F]{4}-[0-9A-F]{4}, confirmed$/);
    const board = await call(calendarRoute, "/api/v1/admin/calendar", { bearer: admin, query: { from: "2031-12-09", to: "2031-12-09", talent_ids: String(t) } });
    expect(board.body.data.lines).toEqual([expect.objectContaining({ state: "confirmed", job_id: res.body.data.booking.job.id, starts_at: "2031-12-09T05:00:00.000Z" })]);
    expect(await mailsTo(db(), "runway@co.test")).toEqual(["line-confirmed"]);
  });

  it("answers 409 naming the job that holds the time, and writes nothing", async () => {
    const t = await freshTalent();
    const holding = await newJob(admin, { company: "Holding House" });
    const line = (await place(admin, holding.id, { talent_profile_id: t, starts_at: "2031-12-10T14:00:00Z", ends_at: "2031-12-10T20:00:00Z", confirm: true })).body.data.line;
    expect(line.state).toBe("confirmed");
    const booking = await createBooking(db(), { talentProfileId: t, clientEmail: "late@co.test", projectDate: "2031-12-10" });
    const jobsBefore = (await db().select({ n: count() }).from(jobs))[0].n;
    const res = await setStatus(booking.id, "confirmed");
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`job ${holding.reference.slice(0, 4)}-${holding.reference.slice(4)} (Holding House) is confirmed`);
    expect((await db().select({ n: count() }).from(jobs))[0].n).toBe(jobsBefore);
    expect((await readBooking(booking.id)).status).toBe("pending");
    expect(await confirmedOf(t)).toBe(1);
  });

  it("converts an already confirmed request to a confirmed line that never expires", async () => {
    const t = await freshTalent();
    const booking = await createBooking(db(), { talentProfileId: t, projectDate: "2031-12-11", status: "confirmed" });
    const res = await call(convertRoute, `/api/v1/admin/bookings/${booking.id}/convert`, { method: "POST", bearer: admin, params: { id: String(booking.id) } });
    expect(res.status).toBe(201);
    expect(res.body.data.job.lines).toEqual([expect.objectContaining({ state: "confirmed", option_expires_at: null })]);
    expect(res.body.data.job.skipped).toEqual([]);
    expect((await readBooking(booking.id)).status).toBe("confirmed");
  });

  it("cancelling a converted request cancels its line; the request reads cancelled", async () => {
    const t = await freshTalent();
    const booking = await createBooking(db(), { talentProfileId: t, projectDate: "2031-12-12" });
    await call(convertRoute, `/api/v1/admin/bookings/${booking.id}/convert`, { method: "POST", bearer: admin, params: { id: String(booking.id) } });
    expect((await readBooking(booking.id)).job.standing).toMatch(/, 1st option$/);
    const res = await setStatus(booking.id, "cancelled");
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({ status: "cancelled", job: { line: { state: "cancelled", rank: null } } });
  });

  it("a burst of mixed confirms (Bookings screen and job screen) on one talent and day confirms exactly one", async () => {
    const t = await freshTalent();
    const requests = await Promise.all(Array.from({ length: 4 }, (_, i) => createBooking(db(), { talentProfileId: t, clientEmail: `burst${i}@b.test`, projectDate: "2031-12-15" })));
    const jobsForLines = await Promise.all(Array.from({ length: 4 }, () => newJob(admin)));
    const answers = await Promise.all([
      ...requests.map((b) => setStatus(b.id, "confirmed")),
      ...jobsForLines.map((j) => place(admin, j.id, { talent_profile_id: t, starts_at: "2031-12-15T15:00:00Z", ends_at: "2031-12-15T22:00:00Z", confirm: true })),
    ]);
    const won = answers.filter((a) => a.status === 200 || a.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(answers.length - 1);
    expect(await confirmedOf(t)).toBe(1);
    const statuses = await Promise.all(requests.map((b) => readBooking(b.id)));
    expect(statuses.filter((b) => b.status === "confirmed").length).toBe(answers.slice(0, 4).filter((a) => a.status === 200).length);
  });
});

describe("erasure and conversions", () => {
  it("erasing a talent releases her options (client mailed without her name) and cancels her confirmed lines; nothing moves them afterwards", async () => {
    const talent = await createTalent(db(), { profile: { stageName: "Sienna Erasable" } });
    const t = talent.profile.id;
    const optionJob = await newJob(admin, { email: "opt@client.test" });
    const confirmedJob = await newJob(admin, { email: "conf@client.test" });
    const option = (await place(admin, optionJob.id, { talent_profile_id: t, starts_at: "2031-12-20T14:00:00Z", ends_at: "2031-12-20T20:00:00Z" })).body.data.line;
    const confirmed = (await place(admin, confirmedJob.id, { talent_profile_id: t, starts_at: "2031-12-21T14:00:00Z", ends_at: "2031-12-21T20:00:00Z", confirm: true })).body.data.line;
    await eraseTalent(talent.user.id, null);
    const rows = await db().select({ id: jobLines.id, state: jobLines.state }).from(jobLines).where(inArray(jobLines.id, [option.id, confirmed.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.state]))).toEqual({ [option.id]: "released", [confirmed.id]: "cancelled" });
    const [released] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, "opt@client.test"), eq(emailOutbox.template, "line-released")));
    expect(released).toBeDefined();
    expect(JSON.stringify(released)).not.toContain("Sienna");
    const again = await confirmLine(admin, option.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("erased");
  });

  it("a package selection meeting an erased and a hidden talent converts the others and names those two", async () => {
    const kept = await freshTalent();
    const hidden = await freshTalent("hidden");
    const gone = await createTalent(db(), { profile: { stageName: "Gone Soon" } });
    const [inquiry] = await db().insert(bookingInquiries).values({ source: "package" }).returning();
    const made = [];
    for (const id of [kept, hidden, gone.profile.id]) made.push(await createBooking(db(), { talentProfileId: id, inquiryId: inquiry.id, projectDate: "2031-12-22", clientEmail: "pkg@client.test" }));
    await eraseTalent(gone.user.id, null);
    const res = await call(convertRoute, `/api/v1/admin/bookings/${made[0].id}/convert`, { method: "POST", bearer: admin, params: { id: String(made[0].id) } });
    expect(res.status).toBe(201);
    expect(res.body.data.job.lines.map((l: { talent_profile_id: number }) => l.talent_profile_id)).toEqual([kept]);
    expect(res.body.data.job.skipped).toEqual([
      expect.objectContaining({ booking_id: made[1].id, talent_profile_id: hidden, reason: "unpublished" }),
      expect.objectContaining({ booking_id: made[2].id, talent_profile_id: gone.profile.id, reason: "erased", stage_name: "Erased talent" }),
    ]);
    expect(res.body.message ?? "").not.toContain("Gone Soon");
    const rows = await db().select({ id: bookings.id, jobId: bookings.jobId }).from(bookings).where(eq(bookings.inquiryId, inquiry.id));
    expect(new Set(rows.map((r) => r.jobId))).toEqual(new Set([res.body.data.job.id]));
    expect((await readBooking(made[2].id)).status).toBe("cancelled");
  });
});
