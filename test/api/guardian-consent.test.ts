import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as resend } from "@/app/api/v1/admin/talents/[id]/guardian-link/route";
import { POST as confirm } from "@/app/api/v1/guardian/[token]/route";
import { createAdmin, createSubadmin, createTalent } from "@/db/factories";
import { guardianLinks, talentProfiles } from "@/db/schema";
import { outboxFor } from "@/lib/email";
import { guardianStatusOf, latestGuardianLinks, readGuardianLink } from "@/lib/services/talents/guardian-consent";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();
let admin: string;
let editor: string;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  editor = (await createSession((await createSubadmin(db(), ["news", "pending-approval"])).id)).token;
});

const minorDob = () => `${new Date().getUTCFullYear() - 16}-03-01`;

async function minor(guardianEmail: string) {
  return createTalent(db(), {
    name: "Lina Young",
    status: "pending",
    profile: { category: "teen", dob: minorDob(), guardianName: "Rosa Young", guardianEmail },
  });
}

/** Sends a new link from the admin and reads its token from the guardian's mail. */
async function sendLink(userId: number, email: string): Promise<string> {
  const res = await call(resend, `/api/v1/admin/talents/${userId}/guardian-link`, { method: "POST", params: { id: String(userId) }, bearer: admin });
  expect(res.status).toBe(200);
  const mails = await outboxFor(email);
  // Newest first: the mail just sent.
  const token = /\/guardian\/([A-Za-z0-9_-]+)/.exec(mails[0].text)?.[1];
  expect(token).toBeTruthy();
  return token as string;
}

const confirmWith = (token: string, ip = "203.0.113.9") =>
  call(confirm, `/api/v1/guardian/${token}`, { method: "POST", params: { token }, headers: { "x-forwarded-for": ip } });

describe("the guardian's link", () => {
  it("is mailed through the outbox, works once, and records the time and address", async () => {
    const t = await minor("rosa@example.test");
    const token = await sendLink(t.user.id, "rosa@example.test");
    const [mail] = await outboxFor("rosa@example.test");
    expect(mail).toMatchObject({ template: "guardian-consent", subject: "Please confirm your consent for an application" });
    const [stored] = await db().select().from(guardianLinks).where(eq(guardianLinks.talentProfileId, t.profile.id));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.tokenHash).toHaveLength(64);

    expect(await readGuardianLink(token)).toMatchObject({ state: "open", talent_name: "Lina Young", guardian_name: "Rosa Young" });
    const first = await confirmWith(token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ confirmed: true, talent_name: "Lina Young" });
    const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.id, t.profile.id));
    expect(profile.guardianConsentAt).toBeInstanceOf(Date);
    const [used] = await db().select().from(guardianLinks).where(eq(guardianLinks.talentProfileId, t.profile.id));
    expect(used.usedAt).toBeInstanceOf(Date);
    expect(used.usedIp).toBeTruthy();

    const again = await confirmWith(token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This link has already been used.");
    expect((await readGuardianLink(token)).state).toBe("confirmed");
    // Confirmed: nothing more to resend.
    expect((await call(resend, `/api/v1/admin/talents/${t.user.id}/guardian-link`, { method: "POST", params: { id: String(t.user.id) }, bearer: admin })).status).toBe(409);
  });

  it("expires after 14 days", async () => {
    const t = await minor("rosa2@example.test");
    const token = await sendLink(t.user.id, "rosa2@example.test");
    const [link] = await db().select().from(guardianLinks).where(eq(guardianLinks.talentProfileId, t.profile.id));
    const days = (link.expiresAt.getTime() - link.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(14);
    const later = new Date(link.createdAt.getTime() + 14 * 86_400_000 + 1000);
    expect((await readGuardianLink(token, later)).state).toBe("expired");
    await db().update(guardianLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(guardianLinks.id, link.id));
    const res = await confirmWith(token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This link has expired. Ask the agency to send a new one.");
    const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.id, t.profile.id));
    expect(profile.guardianConsentAt).toBeNull();
  });

  it("a resent link retires the older one; an unknown token is 404", async () => {
    const t = await minor("rosa3@example.test");
    const old = await sendLink(t.user.id, "rosa3@example.test");
    const fresh = await sendLink(t.user.id, "rosa3@example.test");
    expect((await confirmWith(old)).status).toBe(409);
    expect((await confirmWith(fresh)).status).toBe(200);
    expect((await confirmWith("x".repeat(43))).status).toBe(404);
  });

  it("resend needs the talents permission; an adult needs no guardian", async () => {
    const t = await minor("rosa4@example.test");
    const path = `/api/v1/admin/talents/${t.user.id}/guardian-link`;
    expect((await call(resend, path, { method: "POST", params: { id: String(t.user.id) }, bearer: editor })).status).toBe(403);
    expect((await call(resend, path, { method: "POST", params: { id: String(t.user.id) } })).status).toBe(401);
    const adult = await createTalent(db(), { profile: { dob: "1990-01-01" } });
    const res = await call(resend, `/api/v1/admin/talents/${adult.user.id}/guardian-link`, { method: "POST", params: { id: String(adult.user.id) }, bearer: admin });
    expect(res.status).toBe(409);
  });
});

describe("guardianStatusOf (the staff's read, also for the pending review)", () => {
  it("says awaiting, expired, confirmed or not required", async () => {
    const t = await minor("rosa5@example.test");
    expect(guardianStatusOf(t.profile, null).state).toBe("no_link");
    await sendLink(t.user.id, "rosa5@example.test");
    const latest = (await latestGuardianLinks(db(), [t.profile.id])).get(t.profile.id) ?? null;
    expect(guardianStatusOf(t.profile, latest)).toMatchObject({ minor: true, name: "Rosa Young", state: "awaiting" });
    expect(guardianStatusOf(t.profile, latest, new Date(Date.now() + 15 * 86_400_000)).state).toBe("expired");
    expect(guardianStatusOf({ ...t.profile, guardianConsentAt: new Date() }, latest).state).toBe("confirmed");
    expect(guardianStatusOf({ ...t.profile, dob: "1990-01-01" }, null).state).toBe("not_required");
  });
});
