import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as erase } from "@/app/api/v1/admin/talents/[id]/erase/route";
import { activityLog, apiTokens, bookings, emailOutbox, packages, packageTalents, passkeys, recoveryCodes, totpFactors, webauthnChallenges } from "@/db/schema";
import { createBooking, createTalent } from "@/db/factories";
import { ERASED_TALENT_NAME } from "@/lib/domain/privacy";
import { logActivity } from "@/lib/services/activity";
import { diffChanges } from "@/lib/services/audit-changes";
import { createSession } from "@/lib/services/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { makeUser } from "../users";

// Issue 35, item 3: nothing of the person is left where it serves no purpose, and an erasure never changes another
// person's data.

const db = useTestDb();

let admin: { id: number; name: string; token: string };
beforeAll(async () => {
  const a = await makeUser(db(), { role: "admin" });
  admin = { id: a.id, name: a.name, token: (await createSession(a.id)).token };
});

const eraseBy = (userId: number, email: string) =>
  call(erase, `/api/v1/admin/talents/${userId}/erase`, { params: { id: String(userId) }, body: { confirm: email }, bearer: admin.token });

describe("what an erasure leaves", () => {
  it("takes away her passkeys, sessions, outbox bodies naming her, the package log's note and the client's booking text", async () => {
    const { user, profile } = await createTalent(db(), { name: "Lea Moreau", email: "lea.moreau@people.test", media: [], profile: { stageName: "Lea M" } });
    const other = await createTalent(db(), { name: "Nina Berg", email: "nina@people.test", media: [], profile: { stageName: "Nina B" } });

    // Her passkey, named by her, and the two-factor rows.
    await db().insert(passkeys).values({ userId: user.id, credentialId: "cred-lea", publicKey: "pk", deviceType: "singleDevice", name: "Lea's iPhone" });
    await db().insert(webauthnChallenges).values({ userId: user.id, challenge: "ch-lea", purpose: "registration", expiresAt: new Date(Date.now() + 60_000) });
    await db().insert(totpFactors).values({ userId: user.id, secretEnc: "enc", confirmedAt: new Date() });
    await db().insert(recoveryCodes).values({ userId: user.id, codeHash: "h" });
    // Her sessions, with address and browser.
    await createSession(user.id, "web", { userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/120.0 Safari/537.36", ip: "203.0.113.9" });
    await createSession(user.id, "api", { ip: "203.0.113.10" });

    // A delivered mail to a client that names her, and one to her.
    const [toClient] = await db()
      .insert(emailOutbox)
      .values({
        to: "claire@brand.test",
        subject: "Your booking with Lea Moreau",
        html: "<p>Hi Claire, Lea Moreau (Lea M) is confirmed. Questions: lea.moreau@people.test. Annual Leave rules apply.</p>",
        text: "Hi Claire, Lea Moreau (Lea M) is confirmed. Questions: lea.moreau@people.test. Annual Leave rules apply.",
        template: "booking-confirmed",
        status: "sent",
        sentAt: new Date(),
      })
      .returning();
    await db().insert(emailOutbox).values({ to: "lea.moreau@people.test", subject: "Welcome", html: "Hi Lea Moreau", text: "Hi Lea Moreau", template: "welcome", status: "sent" });
    const [unrelated] = await db()
      .insert(emailOutbox)
      .values({ to: "sam@brand.test", subject: "Your package", html: "<p>Nina B is available.</p>", text: "Nina B is available.", template: "package-link", status: "sent" })
      .returning();

    // A package with both talents, its message naming her, and its log entry with the booker's note about each.
    const [pkg] = await db()
      .insert(packages)
      .values({ tokenHash: "hash-lea", title: "Summer", clientName: "Claire", clientEmail: "claire@brand.test", message: "Claire, Lea M and Nina B are free in June.", expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    await db().insert(packageTalents).values([
      { packageId: pkg.id, talentProfileId: profile.id, position: 0, note: "Lea M: great with kids, ask about her knee" },
      { packageId: pkg.id, talentProfileId: other.profile.id, position: 1, note: "Nina B: booked twice before" },
    ]);
    const talents = [
      { media: null, note: "Lea M: great with kids, ask about her knee", talent: profile.id },
      { media: null, note: "Nina B: booked twice before", talent: other.profile.id },
    ];
    await logActivity(admin, "packages", `Created package "Summer" for Claire`, { subject: { type: "package", id: pkg.id }, changes: diffChanges(null, { title: "Summer", talents }) });

    // The client's request text naming her (her own booking, and another talent's booking that mentions her).
    const hers = await createBooking(db(), { talentProfileId: profile.id, clientName: "Claire Client", clientEmail: "claire@brand.test", clientPhone: "+44 20 7946 0000", projectType: "photoshoot", projectDescription: "We loved Lea Moreau in the spring campaign.", requirements: "Lea M must bring flats." });
    const theirs = await createBooking(db(), { talentProfileId: other.profile.id, clientName: "Claire Client", clientEmail: "claire@brand.test", clientPhone: "+44 20 7946 0000", projectType: "photoshoot", projectDescription: "Someone like Lea Moreau, or Nina." });

    expect((await eraseBy(user.id, "lea.moreau@people.test")).status).toBe(200);

    // Passkeys (with her names for them), challenges, factors, sessions (address, browser): gone.
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
    expect(await db().select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, user.id))).toEqual([]);
    expect(await db().select().from(totpFactors).where(eq(totpFactors.userId, user.id))).toEqual([]);
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect(await db().select().from(apiTokens).where(eq(apiTokens.userId, user.id))).toEqual([]);
    expect(await db().select().from(apiTokens).where(inArray(apiTokens.ip, ["203.0.113.9", "203.0.113.10"]))).toEqual([]);

    // The client's mail keeps its record without her; hers is gone; a mail not naming her is untouched.
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, toClient.id));
    expect(mail.subject).toBe(`Your booking with ${ERASED_TALENT_NAME}`);
    expect(mail.text).toBe(`Hi Claire, ${ERASED_TALENT_NAME} (${ERASED_TALENT_NAME}) is confirmed. Questions: ${ERASED_TALENT_NAME}. Annual Leave rules apply.`);
    expect(mail.html).toBe(`<p>Hi Claire, ${ERASED_TALENT_NAME} (${ERASED_TALENT_NAME}) is confirmed. Questions: ${ERASED_TALENT_NAME}. Annual Leave rules apply.</p>`);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, "lea.moreau@people.test"))).toEqual([]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.id, unrelated.id))).toEqual([unrelated]);

    // The package's message and its log entry: her name and the note about her go, Nina's note stays.
    const [pkgAfter] = await db().select().from(packages).where(eq(packages.id, pkg.id));
    expect(pkgAfter.message).toBe(`Claire, ${ERASED_TALENT_NAME} and Nina B are free in June.`);
    const [created] = await db().select().from(activityLog).where(eq(activityLog.action, `Created package "Summer" for Claire`));
    expect(created.changes?.talents).toEqual([
      null,
      [
        { media: null, note: null, talent: profile.id },
        { media: null, note: "Nina B: booked twice before", talent: other.profile.id },
      ],
    ]);
    expect(JSON.stringify(created.changes)).not.toMatch(/knee/);
    expect(await db().select({ note: packageTalents.note }).from(packageTalents).where(eq(packageTalents.packageId, pkg.id))).toEqual([{ note: "Nina B: booked twice before" }]);

    // The client's booking text: her name out, the rest as the client wrote it.
    const [hersAfter] = await db().select().from(bookings).where(eq(bookings.id, hers.id));
    expect(hersAfter).toMatchObject({ projectDescription: `We loved ${ERASED_TALENT_NAME} in the spring campaign.`, requirements: `${ERASED_TALENT_NAME} must bring flats.`, clientName: "Claire Client" });
    const [theirsAfter] = await db().select().from(bookings).where(eq(bookings.id, theirs.id));
    expect(theirsAfter.projectDescription).toBe(`Someone like ${ERASED_TALENT_NAME}, or Nina.`);

  });

  it("never changes another person's activity entries, even one that quotes her", async () => {
    // In this file's order her account id is the other talent's profile id: a "talent" subject must not match it.
    const { user } = await createTalent(db(), { name: "Ada Quinn", email: "ada.quinn@people.test", media: [] });
    const other = await createTalent(db(), { name: "Rosa Lind", email: "rosa@people.test", media: [] });
    const [pkg] = await db()
      .insert(packages)
      .values({ tokenHash: "hash-ada", title: "Autumn", clientName: "Claire", clientEmail: "claire@brand.test", expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const theirs = [
      `Sent package "Autumn" to claire@brand.test (asked for ada.quinn@people.test's look)`,
      `Updated talent Rosa Lind (referred by Ada Quinn)`,
    ];
    await logActivity(admin, "packages", theirs[0], { subject: { type: "package", id: pkg.id } });
    await logActivity(admin, "talents", theirs[1], { subject: { type: "talent", id: other.profile.id }, changes: { phone: [null, "+1 555"] } });
    await logActivity(admin, "talents", `Updated talent Rosa Lind`, { subject: { type: "talent", id: other.profile.id }, changes: { city: ["Oslo", "Bergen"] } });
    const before = await db().select().from(activityLog).orderBy(activityLog.id);

    expect((await eraseBy(user.id, "ada.quinn@people.test")).status).toBe(200);

    const after = await db().select().from(activityLog).where(inArray(activityLog.id, before.map((e) => e.id))).orderBy(activityLog.id);
    expect(after).toEqual(before);
  });

  it("takes a short name out of her own rows only, never out of someone else's text", async () => {
    const { user, profile } = await createTalent(db(), { name: "Al", email: "al@people.test", media: [], profile: { stageName: "Al" } });
    const other = await createTalent(db(), { name: "Tom Gray", email: "tom@people.test", media: [] });
    const hers = await createBooking(db(), { talentProfileId: profile.id, clientName: "Al Brand", clientEmail: "ops@brand.test", clientPhone: "+44 20 7946 0001", projectType: "photoshoot", projectDescription: "Al for the print shoot, contact al@people.test." });
    const theirs = await createBooking(db(), { talentProfileId: other.profile.id, clientName: "Al Brand", clientEmail: "ops@brand.test", clientPhone: "+44 20 7946 0001", projectType: "photoshoot", projectDescription: "Ask Al at Brand for the brief." });
    const [mail] = await db().insert(emailOutbox).values({ to: "ops@brand.test", subject: "Hi Al", html: "<p>Hi Al</p>", text: "Hi Al", template: "booking-received", status: "sent" }).returning();

    expect((await eraseBy(user.id, "al@people.test")).status).toBe(200);

    const [hersAfter] = await db().select().from(bookings).where(eq(bookings.id, hers.id));
    expect(hersAfter.projectDescription).toBe(`${ERASED_TALENT_NAME} for the print shoot, contact ${ERASED_TALENT_NAME}.`);
    const [theirsAfter] = await db().select().from(bookings).where(eq(bookings.id, theirs.id));
    expect(theirsAfter).toEqual(theirs);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.id, mail.id))).toEqual([mail]);
  });
});
