import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as convert } from "@/app/api/v1/admin/bookings/[id]/convert/route";
import { GET as getBooking } from "@/app/api/v1/admin/bookings/[id]/route";
import { GET as calendar } from "@/app/api/v1/admin/calendar/route";
import { DELETE as removeJob, GET as getJobRoute, PUT as editJob } from "@/app/api/v1/admin/jobs/[id]/route";
import { GET as listJobsRoute, POST as createJobRoute } from "@/app/api/v1/admin/jobs/route";
import { createAdmin, createBooking, createSubadmin, createTalent } from "@/db/factories";
import { availabilityBlocks, bookingInquiries, bookings, jobLines, jobs } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { at, confirmLine, mailsTo, newJob, place } from "../jobs";

const db = useTestDb();
let admin: string;
let noBookings: string;
let talentId: number;
let secondTalentId: number;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  noBookings = (await createSession((await createSubadmin(db(), ["news"])).id)).token;
  talentId = (await createTalent(db(), { profile: { stageName: "Amara" } })).profile.id;
  secondTalentId = (await createTalent(db(), { profile: { stageName: "Bo" } })).profile.id;
});

const get = (id: number, bearer = admin) => call(getJobRoute, `/api/v1/admin/jobs/${id}`, { bearer, params: { id: String(id) } });
const put = (id: number, body: unknown) => call(editJob, `/api/v1/admin/jobs/${id}`, { method: "PUT", bearer: admin, params: { id: String(id) }, body });

describe("jobs", () => {
  it("creates a draft with a short reference, lists, searches and filters it", async () => {
    const res = await call(createJobRoute, "/api/v1/admin/jobs", { bearer: admin, body: { title: "Lookbook SS31", client_name: "Halden", client_email: "Ops@Halden.test" } });
    expect(res.status).toBe(201);
    expect(res.body.data.job).toMatchObject({ title: "Lookbook SS31", status: "draft", client_email: "ops@halden.test", lines: [] });
    expect(res.body.data.job.reference).toMatch(/^[0-9A-F]{8}$/);
    const ref = res.body.data.job.reference as string;
    const titles = async (query: Record<string, string>) =>
      (await call(listJobsRoute, "/api/v1/admin/jobs", { bearer: admin, query })).body.data.jobs.map((j: { title: string }) => j.title);
    expect(await titles({ search: "lookbook" })).toEqual(["Lookbook SS31"]);
    expect(await titles({ search: `${ref.slice(0, 4)}-${ref.slice(4)}` })).toEqual(["Lookbook SS31"]);
    expect(await titles({ status: "draft", search: "halden" })).toEqual(["Lookbook SS31"]);
    expect(await titles({ status: "cancelled", search: "halden" })).toEqual([]);
    await place(admin, res.body.data.job.id, { talent_profile_id: talentId, starts_at: at(3), ends_at: at(3, 18) });
    expect(await titles({ from: "2031-03-03", to: "2031-03-03", search: "halden" })).toEqual(["Lookbook SS31"]);
    expect(await titles({ from: "2031-03-04", to: "2031-03-09", search: "halden" })).toEqual([]);
    expect((await call(listJobsRoute, "/api/v1/admin/jobs", { bearer: admin, query: { status: "lost" } })).status).toBe(422);
    expect((await call(createJobRoute, "/api/v1/admin/jobs", { bearer: admin, body: { title: "", client_name: "X" } })).status).toBe(422);
  });

  it("moves the status along its machine; cancelling cancels the live lines and tells the talents", async () => {
    const job = await newJob(admin, { email: "cancel@c.test" });
    const waiting = await newJob(admin, { email: "next@n.test" });
    await place(admin, job.id, { talent_profile_id: secondTalentId, starts_at: at(6), ends_at: at(6, 18), confirm: true });
    await place(admin, waiting.id, { talent_profile_id: secondTalentId, starts_at: at(6), ends_at: at(6, 18) });
    expect((await put(job.id, { status: "draft" })).status).toBe(409);
    const cancelled = await put(job.id, { status: "cancelled", notes: "Client pulled out" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.job).toMatchObject({ status: "cancelled", notes: "Client pulled out", lines: [{ state: "cancelled" }] });
    expect(await mailsTo(db(), "next@n.test")).toEqual(["line-placed", "line-promoted"]);
    expect((await place(admin, job.id, { talent_profile_id: talentId, starts_at: at(7), ends_at: at(7, 18) })).status).toBe(409);
    expect((await put(job.id, { status: "active" })).status).toBe(409);
    expect((await put(waiting.id, { status: "completed" })).status).toBe(409);
    expect((await put(waiting.id, {})).status).toBe(422);
  });

  it("deletes only a job that holds no time", async () => {
    const job = await newJob(admin);
    await place(admin, job.id, { talent_profile_id: talentId, starts_at: at(9), ends_at: at(9, 18) });
    const del = () => call(removeJob, `/api/v1/admin/jobs/${job.id}`, { method: "DELETE", bearer: admin, params: { id: String(job.id) } });
    expect((await del()).status).toBe(409);
    await db().update(jobLines).set({ state: "released" }).where(eq(jobLines.jobId, job.id));
    expect((await del()).status).toBe(200);
    expect((await get(job.id)).status).toBe(404);
    expect((await del()).status).toBe(404);
  });

  it("answers 403 to a sub-admin without bookings and creates nothing", async () => {
    const [{ n }] = await db().select({ n: count() }).from(jobs);
    expect((await call(createJobRoute, "/api/v1/admin/jobs", { bearer: noBookings, body: { title: "X", client_name: "Y" } })).status).toBe(403);
    expect((await call(listJobsRoute, "/api/v1/admin/jobs", { bearer: noBookings })).status).toBe(403);
    expect((await call(calendar, "/api/v1/admin/calendar", { bearer: noBookings, query: { from: "2031-03-01", to: "2031-03-31" } })).status).toBe(403);
    expect((await db().select({ n: count() }).from(jobs))[0].n).toBe(n);
  });
});

describe("convert a booking request", () => {
  it("makes a job with an option on the requested day, linked; a second call is a 409", async () => {
    const booking = await createBooking(db(), { talentProfileId: talentId, clientName: "Nora Field", companyName: "Kestrel", clientEmail: "nora@kestrel.test", projectType: "campaign", projectDate: "2031-04-02", requirements: "Two looks" });
    const res = await call(convert, `/api/v1/admin/bookings/${booking.id}/convert`, { method: "POST", bearer: admin, params: { id: String(booking.id) } });
    expect(res.status).toBe(201);
    expect(res.body.data.job).toMatchObject({ status: "active", client_name: "Nora Field", client_company: "Kestrel", client_email: "nora@kestrel.test", title: "Brand Campaign for Kestrel" });
    expect(res.body.data.job.notes).toContain("Requirements: Two looks");
    expect(res.body.data.job.lines).toEqual([expect.objectContaining({ talent_profile_id: talentId, state: "option", rank: 1, starts_at: "2031-04-02T04:00:00.000Z", ends_at: "2031-04-03T04:00:00.000Z", all_day: true, time_zone: "America/New_York" })]); // the whole day in New York
    const [linked] = await db().select({ jobId: bookings.jobId }).from(bookings).where(eq(bookings.id, booking.id));
    expect(linked.jobId).toBe(res.body.data.job.id);
    const shown = await call(getBooking, `/api/v1/admin/bookings/${booking.id}`, { bearer: admin, params: { id: String(booking.id) } });
    // All day in the agency's zone (New York by default), and the request reads its line.
    const reference = res.body.data.job.reference as string;
    expect(shown.body.data.booking.job).toEqual({
      id: res.body.data.job.id,
      reference,
      status: "active",
      line: { id: res.body.data.job.lines[0].id, state: "option", rank: 1 },
      standing: `Converted to job ${reference.slice(0, 4)}-${reference.slice(4)}, 1st option`,
    });
    expect(shown.body.data.booking.status).toBe("pending");
    const again = await call(convert, `/api/v1/admin/bookings/${booking.id}/convert`, { method: "POST", bearer: admin, params: { id: String(booking.id) } });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("already job");
    expect((await call(convert, "/api/v1/admin/bookings/99999999/convert", { method: "POST", bearer: admin, params: { id: "99999999" } })).status).toBe(404);
  });

  it("makes one job of a package selection's requests, and only one of two conversions at once", async () => {
    const [inquiry] = await db().insert(bookingInquiries).values({ source: "package" }).returning();
    const a = await createBooking(db(), { talentProfileId: talentId, inquiryId: inquiry.id, projectDate: "2031-04-10", clientEmail: "sel@pkg.test" });
    const b = await createBooking(db(), { talentProfileId: secondTalentId, inquiryId: inquiry.id, projectDate: "2031-04-10", clientEmail: "sel@pkg.test" });
    const answers = await Promise.all([a, b].map((x) => call(convert, `/api/v1/admin/bookings/${x.id}/convert`, { method: "POST", bearer: admin, params: { id: String(x.id) } })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const job = answers.find((r) => r.status === 201)!.body.data.job;
    expect(job.lines.map((l: { talent_profile_id: number }) => l.talent_profile_id).sort()).toEqual([talentId, secondTalentId].sort());
    const rows = await db().select({ jobId: bookings.jobId }).from(bookings).where(eq(bookings.inquiryId, inquiry.id));
    expect(rows.map((r) => r.jobId)).toEqual([job.id, job.id]);
    expect((await db().select({ n: count() }).from(jobs).where(eq(jobs.clientEmail, "sel@pkg.test")))[0].n).toBe(1);
  });
});

describe("the board", () => {
  it("answers talents, lines with state and rank, and blocked days for the days asked", async () => {
    const t = (await createTalent(db(), { profile: { stageName: "Zed Board" } })).profile.id;
    await db().insert(availabilityBlocks).values({ talentProfileId: t, startsOn: "2031-05-04", endsOn: "2031-05-04", kind: "holiday" });
    const a = await newJob(admin);
    const b = await newJob(admin);
    const first = (await place(admin, a.id, { talent_profile_id: t, starts_at: "2031-05-05T09:00:00Z", ends_at: "2031-05-05T18:00:00Z" })).body.data.line;
    await place(admin, b.id, { talent_profile_id: t, starts_at: "2031-05-05T09:00:00Z", ends_at: "2031-05-05T18:00:00Z" });
    await confirmLine(admin, first.id);
    await place(admin, b.id, { talent_profile_id: t, starts_at: "2031-06-05T09:00:00Z", ends_at: "2031-06-05T18:00:00Z" });
    const res = await call(calendar, "/api/v1/admin/calendar", { bearer: admin, query: { from: "2031-05-01", to: "2031-05-31", talent_ids: String(t) } });
    expect(res.status).toBe(200);
    expect(res.body.data.talents).toEqual([{ id: t, stage_name: "Zed Board", user_id: expect.any(Number), image_url: null }]);
    expect(res.body.data.lines.map((l: { state: string; rank: number }) => [l.state, l.rank])).toEqual([["confirmed", 1], ["option", 2]]);
    // Issue 39: the 2nd option names the job that holds the time; the confirmed line holds its own.
    expect(res.body.data.lines.map((l: { held_by: unknown }) => l.held_by)).toEqual([null, { job_id: a.id, job_reference: a.reference, job_title: "Spring campaign", client: "Maison Ciel" }]);
    expect(res.body.data.blocks).toEqual([expect.objectContaining({ talent_profile_id: t, starts_on: "2031-05-04", kind: "holiday" })]);
    const roster = await call(calendar, "/api/v1/admin/calendar", { bearer: admin, query: { from: "2031-05-01", to: "2031-05-31" } });
    expect(roster.body.data.talents.map((x: { id: number }) => x.id)).toContain(t);
  });

  it("refuses reversed, over-long and malformed ranges and unknown talents with 422", async () => {
    const queries: Record<string, string>[] = [
      { from: "2031-05-10", to: "2031-05-09" },
      { from: "2031-01-01", to: "2031-03-15" },
      { from: "2031-02-30", to: "2031-03-01" },
      { from: "2031-05-01" },
      { from: "2031-05-01", to: "2031-05-02", talent_ids: "1,abc" },
      { from: "2031-05-01", to: "2031-05-02", talent_ids: "99999999" },
      { from: "2031-05-01", to: "2031-05-02", talent_ids: "99999999999" },
    ];
    for (const query of queries) {
      const res = await call(calendar, "/api/v1/admin/calendar", { bearer: admin, query });
      expect(res.status, JSON.stringify(query)).toBe(422);
    }
  });
});
