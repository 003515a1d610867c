import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as postBlock } from "@/app/api/v1/availability/route";
import { PUT as putBlock } from "@/app/api/v1/availability/[id]/route";
import { createAdmin, createTalent } from "@/db/factories";
import { availabilityBlocks, emailOutbox } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { confirmLine, newJob, place } from "../jobs";

/*
 * Issue 39, item 2: a talent blocking a day she is confirmed or optioned on is warned first (409 naming the work,
 * `code: WORK_ON_BLOCKED_DAYS`), and blocking anyway (`confirm: true`) tells the booker.
 */

const db = useTestDb();
let admin: string;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db(), { name: "Nora Booker", email: "nora@agency.test" })).id)).token;
});

async function bookedTalent() {
  const t = await createTalent(db(), { profile: { stageName: `Ella${Math.random().toString(36).slice(2, 6)}` } });
  const token = (await createSession(t.user.id)).token;
  const job = await newJob(admin, { name: "Claire", email: "claire@client.test", company: "Maison Ciel" });
  // Friday, March 14, 2031, 10 AM to 4 PM in New York (EDT from March 9).
  const line = (await place(admin, job.id, { talent_profile_id: t.profile.id, starts_at: "2031-03-14T14:00:00Z", ends_at: "2031-03-14T20:00:00Z" })).body.data.line;
  return { profileId: t.profile.id, token, line, job };
}

const add = (token: string, body: Record<string, unknown>) => call(postBlock, "/api/v1/availability", { method: "POST", bearer: token, body: { kind: "unavailable", ...body } });
const blocksOf = async (profileId: number) => (await db().select({ n: count() }).from(availabilityBlocks).where(eq(availabilityBlocks.talentProfileId, profileId)))[0].n;
const bookerMails = async () => (await db().select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.template, "booker-blocked-over-work")).orderBy(emailOutbox.id));

describe("blocking a day she has work on", () => {
  it("warns with a 409 naming the confirmed work, saves nothing, then blocks with confirm and mails the booker", async () => {
    const { profileId, token, line } = await bookedTalent();
    expect((await confirmLine(admin, line.id)).status).toBe(200);
    const before = (await bookerMails()).length;

    const warned = await add(token, { starts_on: "2031-03-13", ends_on: "2031-03-15" });
    expect(warned.status).toBe(409);
    expect(warned.body.success).toBe(false);
    expect(warned.body.code).toBe("WORK_ON_BLOCKED_DAYS");
    expect(warned.body.errors.work).toEqual(["Confirmed: Spring campaign (Maison Ciel), Friday, March 14, 2031, 10:00 AM – 4:00 PM EDT"]);
    expect(warned.body.message).toContain("You have work on those days");
    expect(await blocksOf(profileId)).toBe(0);
    expect((await bookerMails()).length).toBe(before);

    const blocked = await add(token, { starts_on: "2031-03-13", ends_on: "2031-03-15", confirm: true });
    expect(blocked.status).toBe(201);
    expect(await blocksOf(profileId)).toBe(1);
    const mails = await bookerMails();
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toMatch(/^Ella\w+ blocked Thursday, March 13, 2031 to Saturday, March 15, 2031, where she has work$/);
    expect(mails.at(-1)!.text).toContain("Confirmed: Spring campaign (Maison Ciel), Friday, March 14, 2031, 10:00 AM – 4:00 PM EDT");
    const [to] = await db().select({ to: emailOutbox.to }).from(emailOutbox).where(eq(emailOutbox.template, "booker-blocked-over-work")).orderBy(emailOutbox.id);
    expect(to.to).toBe("nora@agency.test");
  });

  it("warns for an option too, and for a block changed onto the day; a free day blocks at once", async () => {
    const { token } = await bookedTalent();
    const free = await add(token, { starts_on: "2031-03-16", ends_on: "2031-03-16" });
    expect(free.status).toBe(201);
    const moved = await call(putBlock, `/api/v1/availability/${free.body.data.id}`, {
      method: "PUT",
      bearer: token,
      params: { id: String(free.body.data.id) },
      body: { starts_on: "2031-03-14", ends_on: "2031-03-14", kind: "holiday" },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.errors.work[0]).toMatch(/^On option: Spring campaign \(Maison Ciel\)/);
    expect(moved.body.message).toContain("that day");
  });
});
