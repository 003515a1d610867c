import { and, eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as calendarRoute } from "@/app/api/v1/admin/calendar/route";
import { PUT as editLine } from "@/app/api/v1/admin/job-lines/[id]/route";
import { POST as createJobRoute } from "@/app/api/v1/admin/jobs/route";
import { PUT as updateJobRoute } from "@/app/api/v1/admin/jobs/[id]/route";
import { POST as issueLink } from "@/app/api/v1/schedule/calendar-link/route";
import { GET as calendarFeed } from "@/app/calendar/[file]/route";
import { createAdmin, createTalent } from "@/db/factories";
import { exclusionViolation } from "@/db/unique-violation";
import { emailOutbox, jobLines, notificationRecipients, notifications, settings } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call, ORIGIN } from "../http";
import { confirmLine, place } from "../jobs";

/*
 * Issue 36 items 3 and 5: a job on the agency's clock (New York) or its own (Paris); times entered as wall times in the
 * job's zone or whole days, stored in UTC, answered with `time_zone`, written in mails and notices in the job's zone,
 * drawn on the board's days there, and carried by the calendar feed.
 */

const db = useTestDb();
const HOUR = 3_600_000;
let admin: string;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
});

async function talent(name: string) {
  const t = await createTalent(db(), { profile: { stageName: name } });
  return { id: t.profile.id, userId: t.user.id, token: (await createSession(t.user.id)).token };
}

async function job(body: Record<string, unknown> = {}) {
  const res = await call(createJobRoute, "/api/v1/admin/jobs", {
    bearer: admin,
    body: { title: "Evening event", client_name: "Ada Client", client_email: `ada-${Math.random().toString(36).slice(2, 7)}@client.test`, status: "active", ...body },
  });
  return res;
}

const noticesOf = async (userId: number) =>
  (
    await db()
      .select({ title: notifications.title, message: notifications.message })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(eq(notificationRecipients.userId, userId))
      .orderBy(notifications.id)
  )
    // The "You are on option" notice of each placement (issue 39) is not what these tests are about.
    .filter((n) => n.title !== "You are on option")
    .map((n) => n.message);

describe("a job's clock", () => {
  it("reads the agency's zone by default, its own when it names one, and refuses a zone that does not exist", async () => {
    const plain = await job();
    expect(plain.status).toBe(201);
    expect(plain.body.data.job).toMatchObject({ time_zone: "America/New_York", own_time_zone: null });

    const paris = await job({ time_zone: "Europe/Paris" });
    expect(paris.body.data.job).toMatchObject({ time_zone: "Europe/Paris", own_time_zone: "Europe/Paris" });

    const bad = await job({ time_zone: "Mars/Olympus_Mons" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.time_zone[0]).toMatch(/time zone/);

    // Back to the agency's clock: an empty zone is none.
    const id = paris.body.data.job.id;
    const back = await call(updateJobRoute, `/api/v1/admin/jobs/${id}`, { method: "PUT", bearer: admin, params: { id: String(id) }, body: { time_zone: "" } });
    expect(back.body.data.job).toMatchObject({ time_zone: "America/New_York", own_time_zone: null });
  });

  it("follows the agency's setting for a job without its own zone", async () => {
    const j = (await job()).body.data.job;
    const t = await talent("Zoe Setting");
    const line = await place(admin, j.id, { talent_profile_id: t.id, starts_at: "2031-06-02T10:00", ends_at: "2031-06-02T12:00" });
    await db().insert(settings).values({ key: "agency", value: { timeZone: "Asia/Tokyo", email: "desk@agency.test", phone: "+1 212 555 0100", address: "", cancellationTerms: "" } });
    try {
      const { GET } = await import("@/app/api/v1/admin/jobs/[id]/route");
      const read = await call(GET, `/api/v1/admin/jobs/${j.id}`, { bearer: admin, params: { id: String(j.id) } });
      expect(read.body.data.job.time_zone).toBe("Asia/Tokyo");
      expect(read.body.data.job.lines[0]).toMatchObject({ time_zone: "Asia/Tokyo", starts_at: line.body.data.line.starts_at });
    } finally {
      await db().delete(settings).where(eq(settings.key, "agency"));
    }
  });
});

describe("times in the job's zone", () => {
  it("reads a Friday 7 PM New York line in New York: stored in UTC, mailed and noticed as the client and talent read it, on Friday on the board", async () => {
    const j = (await job()).body.data.job;
    const t = await talent("Sienna NY");
    // Entered in wall time (no offset): read in the job's zone.
    const placed = await place(admin, j.id, { talent_profile_id: t.id, starts_at: "2026-12-11T19:00", ends_at: "2026-12-11T23:00" });
    expect(placed.status).toBe(201);
    expect(placed.body.data.line).toMatchObject({ starts_at: "2026-12-12T00:00:00.000Z", ends_at: "2026-12-12T04:00:00.000Z", time_zone: "America/New_York", all_day: false });

    // The same instant with an offset is the same line time.
    const withOffset = await place(admin, j.id, { talent_profile_id: (await talent("Offset")).id, starts_at: "2026-12-11T19:00:00-05:00", ends_at: "2026-12-12T04:00:00Z" });
    expect(withOffset.body.data.line.starts_at).toBe("2026-12-12T00:00:00.000Z");

    expect((await confirmLine(admin, placed.body.data.line.id)).status).toBe(200);
    const [mail] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, j.client_email), eq(emailOutbox.template, "line-confirmed")));
    expect(mail!.text).toContain("Friday, December 11, 2026, 7:00 PM – 11:00 PM EST");
    expect(mail!.text).not.toContain("UTC");
    expect(await noticesOf(t.userId)).toEqual([expect.stringContaining("on Friday, December 11, 2026, 7:00 PM – 11:00 PM EST")]);

    // The board answers the line for the week of Friday, December 11 (it starts on Saturday in UTC), with its zone.
    const board = await call(calendarRoute, "/api/v1/admin/calendar", { bearer: admin, query: { from: "2026-12-07", to: "2026-12-11", talent_ids: String(t.id) } });
    expect(board.status).toBe(200);
    expect(board.body.data.lines).toEqual([expect.objectContaining({ id: placed.body.data.line.id, time_zone: "America/New_York" })]);
  });

  it("keeps a 4-hour line across the spring DST change at 4 hours, and writes a line that ends after midnight with both days", async () => {
    const j = (await job()).body.data.job;
    const t = await talent("Dst Day");
    // March 8, 2026: New York's clocks go from 2:00 EST to 3:00 EDT. Midnight to 5 AM on the wall is 4 hours.
    const dst = await place(admin, j.id, { talent_profile_id: t.id, starts_at: "2026-03-08T00:00", ends_at: "2026-03-08T05:00" });
    expect(dst.status).toBe(201);
    const { starts_at, ends_at } = dst.body.data.line;
    expect([starts_at, ends_at]).toEqual(["2026-03-08T05:00:00.000Z", "2026-03-08T09:00:00.000Z"]);
    expect(Date.parse(ends_at) - Date.parse(starts_at)).toBe(4 * HOUR);

    // Moved through the API in wall time, across the fall-back change (November 1, 2026: 2:00 EDT -> 1:00 EST):
    // midnight to 3 AM on the wall is 4 hours too.
    const moved = await call(editLine, `/api/v1/admin/job-lines/${dst.body.data.line.id}`, {
      method: "PUT",
      bearer: admin,
      params: { id: String(dst.body.data.line.id) },
      body: { starts_at: "2026-11-01T00:00", ends_at: "2026-11-01T03:00" },
    });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.data.line.ends_at) - Date.parse(moved.body.data.line.starts_at)).toBe(4 * HOUR);
    expect(await noticesOf(t.userId)).toEqual([expect.stringContaining("now on Sunday, November 1, 2026, 12:00 AM EDT – 3:00 AM EST")]);

    const late = await place(admin, j.id, { talent_profile_id: t.id, starts_at: "2026-12-11T22:00", ends_at: "2026-12-12T02:00", confirm: true });
    expect(late.status).toBe(201);
    expect(await noticesOf(t.userId)).toContainEqual(
      expect.stringContaining("Friday, December 11, 2026, 10:00 PM – Saturday, December 12, 2026, 2:00 AM EST"),
    );
  });

  it("shows a Paris job's times in Paris", async () => {
    const j = (await job({ time_zone: "Europe/Paris", title: "Paris shoot" })).body.data.job;
    const t = await talent("Camille P");
    const placed = await place(admin, j.id, { talent_profile_id: t.id, starts_at: "2026-12-11T19:00", ends_at: "2026-12-11T23:00", confirm: true });
    expect(placed.body.data.line).toMatchObject({ starts_at: "2026-12-11T18:00:00.000Z", time_zone: "Europe/Paris" });
    const [mail] = await db().select().from(emailOutbox).where(and(eq(emailOutbox.to, j.client_email), eq(emailOutbox.template, "line-confirmed")));
    expect(mail!.text).toContain("Friday, December 11, 2026, 7:00 PM – 11:00 PM GMT+1");
  });
});

describe("whole-day and multi-day lines (36.5)", () => {
  it("places a line for whole days in the job's zone, and the database refuses an overlapping confirmed line", async () => {
    const j = (await job()).body.data.job;
    const t = await talent("Multi Day");
    const days = await place(admin, j.id, { talent_profile_id: t.id, all_day: true, start_date: "2026-12-09", end_date: "2026-12-11", confirm: true });
    expect(days.status).toBe(201);
    expect(days.body.data.line).toMatchObject({ starts_at: "2026-12-09T05:00:00.000Z", ends_at: "2026-12-12T05:00:00.000Z", all_day: true, state: "confirmed" });
    expect(await noticesOf(t.userId)).toEqual([expect.stringContaining("Wednesday, December 9, 2026 – Friday, December 11, 2026 (all day)")]);

    // A confirmed evening on the middle day: refused with what holds the time.
    const other = (await job({ title: "Other client" })).body.data.job;
    const clash = await place(admin, other.id, { talent_profile_id: t.id, starts_at: "2026-12-10T19:00", ends_at: "2026-12-10T23:00", confirm: true });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain("Wednesday, December 9, 2026 – Friday, December 11, 2026 (all day)");
    // The exclusion constraint holds past the rules too.
    const refused = await db()
      .insert(jobLines)
      .values({ jobId: other.id, talentProfileId: t.id, state: "confirmed", startsAt: new Date("2026-12-11T15:00:00Z"), endsAt: new Date("2026-12-11T20:00:00Z") })
      .then(() => null, (error: unknown) => error);
    expect(exclusionViolation(refused)).not.toBeNull();
    // The next day is free.
    const after = await place(admin, other.id, { talent_profile_id: t.id, all_day: true, start_date: "2026-12-12", end_date: "2026-12-12", confirm: true });
    expect(after.status).toBe(201);
  });

  it("asks for the days of an all-day line and refuses them reversed", async () => {
    const j = (await job()).body.data.job;
    const t = await talent("Bad Days");
    const missing = await place(admin, j.id, { talent_profile_id: t.id, all_day: true });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(["end_date", "start_date"]);
    const reversed = await place(admin, j.id, { talent_profile_id: t.id, all_day: true, start_date: "2026-12-11", end_date: "2026-12-09" });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.end_date).toBeDefined();
    for (const bad of ["Friday evening", "2026-02-30T10:00", "2026-12-11T24:00", "2026-12-11T19:60", "2026-12-11", "x".repeat(5000)]) {
      const garbage = await place(admin, j.id, { talent_profile_id: t.id, starts_at: bad, ends_at: "2026-12-11T23:00" });
      expect(garbage.status, bad.slice(0, 20)).toBe(422);
      expect(garbage.body.errors.starts_at).toBeDefined();
    }
    const notZone = await job({ time_zone: "x".repeat(5000) });
    expect(notZone.status).toBe(422);
  });
});

describe("the calendar feed (parsed by node-ical)", () => {
  it("carries timed lines as UTC instants and whole-day lines as dates of the job's zone", async () => {
    const t = await talent("Feed Reader");
    const ny = (await job({ title: "NY evening" })).body.data.job;
    const paris = (await job({ title: "Paris days", time_zone: "Europe/Paris" })).body.data.job;
    const soon = new Date(Date.now() + 10 * 24 * HOUR).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 20 * 24 * HOUR).toISOString().slice(0, 10);
    const evening = await place(admin, ny.id, { talent_profile_id: t.id, starts_at: `${soon}T19:00`, ends_at: `${soon}T23:00`, confirm: true });
    const days = await place(admin, paris.id, { talent_profile_id: t.id, all_day: true, start_date: later, end_date: later, confirm: true });
    expect([evening.status, days.status]).toEqual([201, 201]);

    const link = await call(issueLink, "/api/v1/schedule/calendar-link", { method: "POST", bearer: t.token });
    const file = new URL(link.body.data.url).pathname.split("/").pop()!;
    const res = await calendarFeed(new Request(`${ORIGIN}/calendar/${file}`), { params: Promise.resolve({ file }) });
    expect(res.status).toBe(200);
    const parsed = ical.sync.parseICS(await res.text());
    const events = Object.values(parsed).filter((c): c is VEvent => c?.type === "VEVENT");
    const timed = events.find((e) => String(e.summary).startsWith("NY evening"))!;
    expect(timed.start.toISOString()).toBe(evening.body.data.line.starts_at);
    expect(timed.end!.toISOString()).toBe(evening.body.data.line.ends_at);
    expect(timed.datetype).toBe("date-time");

    const whole = events.find((e) => String(e.summary).startsWith("Paris days"))!;
    expect(whole.datetype).toBe("date");
    const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    expect(ymd(whole.start)).toBe(later);
    expect(String(whole.description)).toContain("Europe/Paris");
  });
});
