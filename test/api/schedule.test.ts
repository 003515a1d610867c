import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as calendarFeed } from "@/app/calendar/[file]/route";
import { POST as issueLink } from "@/app/api/v1/schedule/calendar-link/route";
import { GET as getSchedule } from "@/app/api/v1/schedule/route";
import { calendarFeedTokens, jobLines, jobs, settings, talentProfiles } from "@/db/schema";
import { CALENDAR_FEED_GUESS_LIMIT } from "@/lib/services/jobs/calendar-feed";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { ORIGIN, call } from "../http";
import { makeUser } from "../users";

const db = useTestDb();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function talent() {
  const user = await makeUser(db());
  const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.userId, user.id));
  return { user, profile: profile!, token: (await createSession(user.id)).token };
}

/** A job of a client with one line per entry, placed in the order given (placed_at one second apart). */
async function jobWith(title: string, lines: { talentProfileId: number; state?: "option" | "confirmed" | "released"; inDays: number; optionExpiresAt?: Date }[]) {
  const [job] = await db()
    .insert(jobs)
    .values({ title, status: "active", clientName: "Ada Client", clientCompany: "Atelier Noir", clientEmail: "ada@client.test", clientPhone: "+12125550100" })
    .returning();
  for (const line of lines) {
    const startsAt = new Date(Date.now() + line.inDays * DAY);
    await db()
      .insert(jobLines)
      .values({
        jobId: job!.id,
        talentProfileId: line.talentProfileId,
        kind: "job",
        state: line.state ?? "option",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 8 * HOUR),
        placedAt: new Date(Date.now() - 1000 * (100 - (await db().select().from(jobLines)).length)),
        optionExpiresAt: line.optionExpiresAt,
        fee: 2500,
        currency: "USD",
        notes: "Booker's note: client pays late",
      });
  }
  return job!;
}

const schedule = (token: string) => call(getSchedule, "/api/v1/schedule", { bearer: token });
const link = (token: string) => call(issueLink, "/api/v1/schedule/calendar-link", { method: "POST", bearer: token });
async function feed(file: string, headers: Record<string, string> = {}) {
  const res = await calendarFeed(new Request(`${ORIGIN}/calendar/${encodeURIComponent(file)}`, { headers }), { params: Promise.resolve({ file }) });
  return { status: res.status, body: await res.text(), headers: res.headers };
}
const fileOf = (url: string) => new URL(url).pathname.split("/").pop()!;

describe("GET /schedule", () => {
  it("lists the talent's own live lines, confirmed first, then options with their rank, without fees or client contact", async () => {
    const me = await talent();
    const other = await talent();
    await jobWith("Spring campaign", [{ talentProfileId: me.profile.id, inDays: 3 }]); // 1st option
    await jobWith("Lookbook", [{ talentProfileId: me.profile.id, inDays: 3 }, { talentProfileId: other.profile.id, inDays: 3 }]); // 2nd option
    await jobWith("Runway show", [{ talentProfileId: me.profile.id, inDays: 10, state: "confirmed" }]);
    await jobWith("Released", [{ talentProfileId: me.profile.id, inDays: 5, state: "released" }]);
    await jobWith("Expired", [{ talentProfileId: me.profile.id, inDays: 6, optionExpiresAt: new Date(Date.now() - HOUR) }]);

    const res = await schedule(me.token);
    expect(res.status).toBe(200);
    const lines = res.body.data.lines as { job_title: string; state: string; rank: number | null }[];
    expect(lines.map((l) => [l.job_title, l.state, l.rank])).toEqual([
      ["Runway show", "confirmed", null],
      ["Spring campaign", "option", 1],
      ["Lookbook", "option", 2],
    ]);
    const text = JSON.stringify(res.body);
    for (const secret of ["2500", "ada@client.test", "+12125550100", "client pays late", "fee"]) expect(text).not.toContain(secret);
    expect(res.body.data.calendar_link).toBeNull();

    // The other talent sees only their own line: a 1st option, whatever is ahead of their colleague.
    const theirs = (await schedule(other.token)).body.data.lines;
    expect(theirs.map((l: { job_title: string; rank: number }) => [l.job_title, l.rank])).toEqual([["Lookbook", 1]]);
  });

  it("is for approved talents only", async () => {
    const admin = await makeUser(db(), { role: "admin" });
    expect((await schedule((await createSession(admin.id)).token)).status).toBe(403);
    const pending = await makeUser(db(), { status: "pending" });
    expect((await schedule((await createSession(pending.id)).token)).status).toBe(403);
    expect((await call(getSchedule, "/api/v1/schedule")).status).toBe(401);
    expect((await call(issueLink, "/api/v1/schedule/calendar-link", { method: "POST" })).status).toBe(401);
  });
});

describe("the calendar feed", () => {
  it("serves confirmed lines as text/calendar, options only when the options setting allows, and dies on rotation", async () => {
    const me = await talent();
    await jobWith("Editorial", [{ talentProfileId: me.profile.id, inDays: 2, state: "confirmed" }]);
    await jobWith("Catalogue", [{ talentProfileId: me.profile.id, inDays: 4 }]);

    const issued = await link(me.token);
    expect(issued.status).toBe(201);
    expect(issued.body.data.url).toMatch(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const [stored] = await db().select().from(calendarFeedTokens).where(eq(calendarFeedTokens.talentProfileId, me.profile.id));
    expect(issued.body.data.url).not.toContain(stored!.tokenHash);
    expect((await schedule(me.token)).body.data.calendar_link).toEqual({ created_at: expect.any(String) });

    const first = await feed(fileOf(issued.body.data.url));
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(first.headers.get("cache-control")).toBe("private, max-age=300");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    // The same schedule is the same text (DTSTAMP is when a line changed, not the request's time): a poll is a 304.
    const again = await feed(fileOf(issued.body.data.url), { "If-None-Match": `W/"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("private, max-age=300");
    expect((await feed(fileOf(issued.body.data.url), { "If-None-Match": '"stale"' })).status).toBe(200);
    const ics = first.body as string;
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain("SUMMARY:Editorial (Job)");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).not.toContain("Catalogue");
    expect(ics).not.toContain("2500");
    expect(ics).not.toContain("ada@client.test");

    await db().insert(settings).values({ key: "options", value: { optionExpiryHours: 72, challengeWindowHours: 24, optionsInCalendarFeed: true } });
    const withOptions = (await feed(fileOf(issued.body.data.url))).body as string;
    expect(withOptions).toContain("SUMMARY:1st option: Catalogue (Job)");
    expect(withOptions).toContain("STATUS:TENTATIVE");
    // A changed schedule is a new ETag: the old one is answered with the whole feed.
    const changed = await feed(fileOf(issued.body.data.url), { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);

    const rotated = await link(me.token);
    expect(rotated.body.data.url).not.toBe(issued.body.data.url);
    expect((await feed(fileOf(issued.body.data.url))).status).toBe(404);
    expect((await feed(fileOf(rotated.body.data.url))).status).toBe(200);
    expect(await db().select().from(calendarFeedTokens).where(eq(calendarFeedTokens.talentProfileId, me.profile.id))).toHaveLength(1);
  });

  it("answers 404 for unknown, malformed and hostile addresses", async () => {
    const me = await talent();
    const token = fileOf((await link(me.token)).body.data.url).replace(".ics", "");
    for (const file of [`${"A".repeat(43)}.ics`, token, `${token}.ical`, "..%2F..%2Fetc%2Fpasswd.ics", "a\u0000b.ics", `${"x".repeat(5000)}.ics`, ".ics"]) {
      expect((await feed(file)).status).toBe(404);
    }
  });

  it("refuses an address past 30 unknown tokens in 10 minutes with a 429, counted atomically under a burst", async () => {
    const me = await talent();
    await jobWith("Polled", [{ talentProfileId: me.profile.id, inDays: 2, state: "confirmed" }]);
    const file = fileOf((await link(me.token)).body.data.url);
    // An honest calendar polling its own address never fills the limit: only misses are counted.
    for (let i = 0; i < 35; i++) expect((await feed(file, { "X-Forwarded-For": "203.0.113.7" })).status).toBe(200);
    expect((await feed(`${"U".repeat(43)}.ics`, { "X-Forwarded-For": "203.0.113.7" })).status).toBe(404);

    const guesses = await Promise.all(
      Array.from({ length: 45 }, (_, i) => feed(`${"G".repeat(40)}${String(i).padStart(3, "0")}.ics`, { "X-Forwarded-For": "203.0.113.8" })),
    );
    expect(CALENDAR_FEED_GUESS_LIMIT).toEqual({ max: 30, windowSeconds: 600 });
    expect(guesses.filter((g) => g.status === 404)).toHaveLength(30);
    const refused = guesses.filter((g) => g.status === 429);
    expect(refused).toHaveLength(15);
    expect(Number(refused[0].headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused[0].headers.get("cache-control")).toBe("private, no-store");
    // Past the limit a guess is refused, but a talent's real feed from the same (shared) address is still served.
    expect((await feed(`${"H".repeat(43)}.ics`, { "X-Forwarded-For": "203.0.113.8" })).status).toBe(429);
    expect((await feed(file, { "X-Forwarded-For": "203.0.113.8" })).status).toBe(200);
    expect((await feed(file, { "X-Forwarded-For": "203.0.113.9" })).status).toBe(200);
  });
});
