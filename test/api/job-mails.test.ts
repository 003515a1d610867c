import { writeFileSync, mkdirSync } from "node:fs";
import { and, asc, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as readLink } from "@/app/api/v1/options/[token]/route";
import { POST as confirmByLink } from "@/app/api/v1/options/[token]/confirm/route";
import { POST as releaseByLink } from "@/app/api/v1/options/[token]/release/route";
import { DELETE as cancelRoute, PUT as editLine } from "@/app/api/v1/admin/job-lines/[id]/route";
import { createAdmin, createBooking, createTalent } from "@/db/factories";
import { emailOutbox, jobLines, jobs, notificationRecipients, notifications, optionAnswerLinks } from "@/db/schema";
import { optionAnswerViewSchema, optionAnsweredSchema } from "@/lib/api/responses/option-answers";
import { formatBookingReference } from "@/lib/domain/booking-reference";
import { settingsDefault } from "@/lib/domain/settings-defaults";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { challengeLine, confirmLine, newJob, place, releaseLine } from "../jobs";

/*
 * Issue 39, items 1 and 2: the mails of one option's life, as its client and its talent read them (placed, promoted,
 * challenged, confirmed, moved, cancelled), and the challenge mail's link that confirms or releases with no sign-in.
 */

const db = useTestDb();
let admin: string;
let adminUser: { id: number; name: string; email: string };

beforeAll(async () => {
  const u = await createAdmin(db(), { name: "Nora Booker", email: "nora@agency.test", phone: "+1 212 555 0101" });
  adminUser = u;
  admin = (await createSession(u.id)).token;
});

/** The mails sent to `to` from id `after` on, oldest first. */
const mailsOf = (to: string, after = 0) =>
  db()
    .select({ template: emailOutbox.template, subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html, replyTo: emailOutbox.replyTo })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), gt(emailOutbox.id, after)))
    .orderBy(asc(emailOutbox.id));

const linkIn = (text: string) => /\/o\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;

/** New York evening, Friday December 12, 2031: 7 PM to 11 PM EST is 00:00 to 04:00 UTC the next day. */
const EVENING = { starts_at: "2031-12-13T00:00:00Z", ends_at: "2031-12-13T04:00:00Z" };

async function talentNamed(stageName: string) {
  const t = await createTalent(db(), { email: `${stageName.toLowerCase()}@talent.test`, profile: { stageName } });
  return { id: t.profile.id, userId: t.user.id, email: t.user.email };
}

describe("one option's life, mailed to its client and its talent", () => {
  it("places, promotes, challenges, confirms by link, moves and cancels, each mail with both references, the time in New York, the place and the booker", async () => {
    const sienna = await talentNamed("Sienna");
    const earlier = await newJob(admin, { email: "first@other.test", company: "Other House" });
    const job = await newJob(admin, { name: "Claire Dubois", email: "claire@maison-ciel.test", company: "Maison Ciel" });
    await db().update(jobs).set({ location: "Studio 4, 21 Mercer Street, New York" }).where(eq(jobs.id, job.id));
    const request = await createBooking(db(), { talentProfileId: sienna.id, clientEmail: "claire@maison-ciel.test", jobId: job.id });
    const requestRef = formatBookingReference(request.reference);
    const jobRef = `${job.reference.slice(0, 4)}-${job.reference.slice(4)}`;

    const ahead = (await place(admin, earlier.id, { talent_profile_id: sienna.id, ...EVENING })).body.data.line;
    const placed = await place(admin, job.id, { talent_profile_id: sienna.id, ...EVENING });
    expect(placed.status).toBe(201);
    const line = placed.body.data.line;
    expect(line.rank).toBe(2);

    // Promoted: the option ahead is released.
    expect((await releaseLine(admin, ahead.id)).status).toBe(200);
    // Challenged: a third client's later option challenges ours.
    const third = await newJob(admin, { name: "Jo Third", email: "third@third.test", company: "Third House" });
    const challenger = (await place(admin, third.id, { talent_profile_id: sienna.id, ...EVENING })).body.data.line;
    expect((await challengeLine(admin, challenger.id)).status).toBe(200);

    const beforeConfirm = await mailsOf("claire@maison-ciel.test");
    const token = linkIn(beforeConfirm.at(-1)!.text)!;
    expect(token).not.toBeNull();

    // The client confirms from the link, signed out.
    const view = await call(readLink, `/api/v1/options/${token}`, { method: "GET", params: { token } });
    expect(view.status).toBe(200);
    expect(optionAnswerViewSchema.parse(view.body.data)).toEqual({
      job_title: "Spring campaign",
      job_reference: jobRef,
      talent_name: "Sienna",
      when: "Friday, December 12, 2031, 7:00 PM – 11:00 PM EST",
      deadline: expect.stringMatching(/EST$/),
    });
    expect(JSON.stringify(view.body)).not.toMatch(/claire@|maison-ciel\.test|fee/i);
    const confirmed = await call(confirmByLink, `/api/v1/options/${token}/confirm`, { method: "POST", params: { token } });
    expect(confirmed.status).toBe(200);
    expect(optionAnsweredSchema.parse(confirmed.body.data)).toEqual({ answer: "confirmed" });
    expect((await db().select({ state: jobLines.state }).from(jobLines).where(eq(jobLines.id, line.id)))[0].state).toBe("confirmed");

    // Moved one hour later, then cancelled.
    const moved = await call(editLine, `/api/v1/admin/job-lines/${line.id}`, {
      method: "PUT",
      bearer: admin,
      params: { id: String(line.id) },
      body: { starts_at: "2031-12-13T01:00:00Z", ends_at: "2031-12-13T05:00:00Z" },
    });
    expect(moved.status).toBe(200);
    expect((await call(cancelRoute, `/api/v1/admin/job-lines/${line.id}`, { method: "DELETE", bearer: admin, params: { id: String(line.id) } })).status).toBe(200);

    const client = await mailsOf("claire@maison-ciel.test");
    expect(client.map((m) => m.template)).toEqual(["line-placed", "line-promoted", "line-challenged", "line-confirmed", "line-moved", "line-cancelled"]);
    for (const m of client) {
      expect(m.subject).toContain(`Job ${jobRef} (your request ${requestRef})`);
      expect(m.text).toContain(`Your request: ${requestRef}`);
      expect(m.text).toContain(`Job reference: ${jobRef}`);
      expect(m.text).toContain("Talent: Sienna");
      expect(m.text).toContain("Place: Studio 4, 21 Mercer Street, New York");
      expect(m.text).toContain("Nora Booker");
      expect(m.text).toContain("nora@agency.test · +1 212 555 0101");
      expect(m.text).not.toContain("sent automatically");
      expect(m.text).not.toContain("UTC");
      expect(m.replyTo).toBe("nora@agency.test");
      expect(m.html).toContain("Nora Booker");
    }
    const [placedMail, promoted, challenged, confirmedMail, movedMail, cancelled] = client;
    expect(placedMail.subject).toBe(`Option placed: Sienna, Friday, December 12, 2031 · Job ${jobRef} (your request ${requestRef})`);
    expect(placedMail.text).toContain("We have placed Sienna on 2nd option for you on Friday, December 12, 2031, 7:00 PM – 11:00 PM EST at Studio 4");
    expect(placedMail.text).toMatch(/Your option runs until \w+day, December 1\d, 2026|Your option runs until .+ (EST|EDT)\./);
    expect(placedMail.text).toContain("Call time: 7:00 PM EST");
    expect(promoted.text).toContain("is now the 1st option");
    expect(challenged.subject).toMatch(/^Your 1st option has been challenged/);
    expect(challenged.text).toMatch(/Please confirm or release your option by .+ (EST|EDT)\./);
    expect(challenged.text).toContain(`Confirm or release your option: http`);
    expect(confirmedMail.subject).toMatch(/^Booking confirmed: Sienna/);
    expect(movedMail.text).toContain("it is now Friday, December 12, 2031, 8:00 PM – 12:00 AM EST");
    expect(movedMail.text).toContain("It was Friday, December 12, 2031, 7:00 PM – 11:00 PM EST.");
    expect(cancelled.subject).toMatch(/^Booking cancelled: Sienna/);
    expect(cancelled.text).toContain("Our cancellation terms apply: Confirmed bookings cancelled less than 48 hours");

    const talent = await mailsOf(sienna.email);
    expect(talent.map((m) => m.template)).toEqual(["talent-line-optioned", "talent-line-optioned", "talent-line-optioned", "talent-line-confirmed", "talent-line-moved", "talent-line-cancelled"]);
    const mine = talent.filter((m) => m.text.includes("Maison Ciel"));
    expect(mine.map((m) => m.template)).toEqual(["talent-line-optioned", "talent-line-confirmed", "talent-line-moved", "talent-line-cancelled"]);
    for (const m of mine) {
      expect(m.text).toContain("Client: Maison Ciel");
      expect(m.text).toContain("Place: Studio 4, 21 Mercer Street, New York");
      expect(m.text).toMatch(/Call time: \d+:00 PM EST/);
      expect(m.text).not.toContain("claire@");
      expect(m.text).not.toContain(requestRef);
    }
    expect(mine[1].subject).toBe("You are confirmed: Maison Ciel, Friday, December 12, 2031");

    // Her notices: "Important" only for the confirmation and the new time.
    const notices = await db()
      .select({ title: notifications.title, message: notifications.message, type: notifications.type })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(eq(notificationRecipients.userId, sienna.userId))
      .orderBy(notifications.id);
    const forMaison = notices.filter((n) => n.message.includes("Maison Ciel"));
    expect(forMaison.map((n) => [n.title, n.type])).toEqual([
      ["You are on option", "general"],
      ["Booking confirmed", "booking"],
      ["Booking time changed", "booking"],
      ["Booking cancelled", "general"],
    ]);
    expect(forMaison[1].message).toContain("7:00 PM – 11:00 PM EST at Studio 4, 21 Mercer Street, New York. Call time 7:00 PM EST.");

    // For the report: the rendered subjects and texts of the client's six mails and the talent's four.
    if (process.env.DUMP_MAILS) {
      mkdirSync("test-results", { recursive: true });
      writeFileSync("test-results/job-mails.txt", [...client, ...mine].map((m) => `=== ${m.template}\nSubject: ${m.subject}\nReply-To: ${m.replyTo}\n\n${m.text}\n`).join("\n"));
    }
  });

  it("mails a confirmed booking that is released as a cancellation with the terms, never as 'Option released'", async () => {
    const t = await talentNamed("Mila");
    const job = await newJob(admin, { email: "ines@client.test" });
    const line = (await place(admin, job.id, { talent_profile_id: t.id, starts_at: "2031-11-03T15:00:00Z", ends_at: "2031-11-03T20:00:00Z", confirm: true })).body.data.line;
    expect(line.state).toBe("confirmed");
    expect((await releaseLine(admin, line.id)).status).toBe(200);
    const mails = await mailsOf("ines@client.test");
    expect(mails.map((m) => m.template)).toEqual(["line-confirmed", "line-cancelled"]);
    expect(mails[1].subject).toMatch(/^Booking cancelled/);
    expect(mails[1].subject).not.toContain("released");
    expect(mails[1].text).toContain("Our cancellation terms apply");
    // No request behind this job: its reference alone, no "your request".
    expect(mails[1].subject).not.toContain("your request");
  });

  it("signs with the bookings desk when no staff member acted (an option expiring)", async () => {
    const { runDueOptionWork } = await import("@/lib/services/jobs/option-work");
    const t = await talentNamed("Ava");
    const job = await newJob(admin, { email: "expiring@client.test" });
    await db().update(jobs).set({ createdBy: null }).where(eq(jobs.id, job.id));
    const line = (await place(admin, job.id, { talent_profile_id: t.id, starts_at: "2031-10-01T14:00:00Z", ends_at: "2031-10-01T18:00:00Z" })).body.data.line;
    await db().update(jobLines).set({ optionExpiresAt: new Date(Date.now() - 1000) }).where(eq(jobLines.id, line.id));
    await runDueOptionWork();
    const [, expired] = await mailsOf("expiring@client.test");
    expect(expired.template).toBe("line-expired");
    expect(expired.text).toContain("The bookings desk");
    expect(expired.replyTo).toBe(settingsDefault("agency").email.toLowerCase());
    expect(expired.replyTo).not.toBe(adminUser.email);
  });
});

describe("the challenge mail's link (no sign-in)", () => {
  /** A challenged 1st option, its client's mail and the link's token. */
  async function challenged(email: string) {
    const t = await talentNamed(`L${Math.random().toString(36).slice(2, 7)}`);
    const a = await newJob(admin, { email });
    const b = await newJob(admin, { email: `b-${email}` });
    const first = (await place(admin, a.id, { talent_profile_id: t.id, starts_at: "2031-09-10T14:00:00Z", ends_at: "2031-09-10T18:00:00Z" })).body.data.line;
    const second = (await place(admin, b.id, { talent_profile_id: t.id, starts_at: "2031-09-10T14:00:00Z", ends_at: "2031-09-10T18:00:00Z" })).body.data.line;
    expect((await challengeLine(admin, second.id)).status).toBe(200);
    const mails = await mailsOf(email);
    return { first, second, token: linkIn(mails.at(-1)!.text)! };
  }

  const get = (token: string) => call(readLink, `/api/v1/options/${token}`, { method: "GET", params: { token } });
  const confirm = (token: string) => call(confirmByLink, `/api/v1/options/${token}/confirm`, { method: "POST", params: { token } });
  const release = (token: string) => call(releaseByLink, `/api/v1/options/${token}/release`, { method: "POST", params: { token } });

  it("releases the option, promotes the challenger, and then answers 410 (used)", async () => {
    const { first, second, token } = await challenged("rel@client.test");
    const res = await release(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ answer: "released" });
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect((await db().select({ state: jobLines.state }).from(jobLines).where(eq(jobLines.id, first.id)))[0].state).toBe("released");
    expect((await mailsOf("b-rel@client.test")).map((m) => m.template)).toContain("line-promoted");
    expect(second.id).toBeGreaterThan(first.id);
    for (const again of [await get(token), await confirm(token), await release(token)]) {
      expect(again.status).toBe(410);
      expect(again.body.success).toBe(false);
    }
    const [link] = await db().select().from(optionAnswerLinks).where(eq(optionAnswerLinks.lineId, first.id));
    expect(link.answer).toBe("released");
    expect(link.tokenHash).not.toBe(token);
  });

  it("answers 410 once the challenge's deadline has passed, and 404 for an unknown or malformed token", async () => {
    const { first, token } = await challenged("late@client.test");
    await db().update(optionAnswerLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(optionAnswerLinks.lineId, first.id));
    expect((await get(token)).status).toBe(410);
    expect((await confirm(token)).status).toBe(410);
    expect((await db().select({ state: jobLines.state }).from(jobLines).where(eq(jobLines.id, first.id)))[0].state).toBe("option");
    const unknown = "A".repeat(43);
    for (const t of [unknown, "short", "x".repeat(200)]) {
      expect((await get(t)).status).toBe(404);
      expect((await confirm(t)).status).toBe(404);
      expect((await release(t)).status).toBe(404);
    }
  });

  it("answers 410 when the booker moved the option on first (released from the job screen)", async () => {
    const { first, token } = await challenged("moved@client.test");
    expect((await releaseLine(admin, first.id)).status).toBe(200);
    expect((await get(token)).status).toBe(410);
    expect((await confirm(token)).status).toBe(410);
  });

  it("confirms once when two answers arrive together", async () => {
    const { first, token } = await challenged("twice@client.test");
    const answers = await Promise.all([confirm(token), confirm(token), release(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410]);
    const state = (await db().select({ state: jobLines.state }).from(jobLines).where(eq(jobLines.id, first.id)))[0].state;
    expect(["confirmed", "released"]).toContain(state);
    expect(await confirmLine(admin, first.id).then((r) => r.status)).toBe(409);
  });
});
