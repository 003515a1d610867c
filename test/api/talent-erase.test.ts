import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getBooking } from "@/app/api/v1/admin/bookings/[id]/route";
import { POST as erase } from "@/app/api/v1/admin/talents/[id]/erase/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as serveFile } from "@/app/api/v1/files/[...key]/route";
import { GET as ownProfile } from "@/app/api/v1/profile/route";
import {
  activityLog,
  apiTokens,
  availabilityBlocks,
  calendarFeedTokens,
  contactMessages,
  emailOutbox,
  guardianLinks,
  jobLines,
  notificationRecipients,
  notifications,
  packages,
  packageTalents,
  rateLimits,
  socialAccounts,
  talentMedia,
  talentProfiles,
  uploads,
  users,
  jobFees,
} from "@/db/schema";
import { createBooking, createNotification, createTalent } from "@/db/factories";
import { ERASED_TALENT_NAME, erasedEmail } from "@/lib/domain/privacy";
import { dataDir } from "@/lib/env";
import { readStoredPdf, storePdf } from "@/lib/pdf/pdf-store";
import { logActivity } from "@/lib/services/audit/activity";
import { ERASED_PROFILE_VALUES } from "@/lib/services/privacy/privacy-registry";
import { createSession } from "@/lib/services/accounts/sessions";
import { getPublicTalent } from "@/lib/services/talents/talents";
import { storeImage } from "@/lib/storage";
import { imageCacheDir, resizedImageKey } from "@/lib/storage/image-cache";
import { useTestDb } from "../db";
import { call } from "../http";
import { at, newJob, place } from "../jobs";
import { makeUser, TEST_PASSWORD } from "../users";

// The image optimizer's cache lives in the build folder: a folder of this test's own.
process.env.NEXT_DIST_DIR = mkdtempSync(path.join(tmpdir(), "erase-next-"));

const db = useTestDb();

const post = (id: number | string, body: unknown, bearer?: string) =>
  call(erase, `/api/v1/admin/talents/${id}/erase`, { params: { id: String(id) }, body, bearer });

const photo = async (colour: string) =>
  new Uint8Array(await sharp({ create: { width: 40, height: 60, channels: 3, background: colour } }).png().toBuffer());

const fileAnswer = (url: string) =>
  serveFile(new Request(`http://localhost${url}`), { params: Promise.resolve({ key: url.replace("/api/v1/files/", "").split("/") }) });

/** A resized copy the optimizer would have made of `url` (the layout Next writes). */
function cacheCopy(url: string, width: number, mime: string) {
  const folder = path.join(imageCacheDir(), resizedImageKey(url, width, 75, mime));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "14400.1.etag.etag.webp"), "resized");
  return folder;
}

let admin: { id: number; name: string; token: string };
let subadmin: string;

beforeAll(async () => {
  const a = await makeUser(db(), { role: "admin" });
  admin = { id: a.id, name: a.name, token: (await createSession(a.id)).token };
  subadmin = (await createSession((await makeUser(db(), { role: "subadmin", permissions: ["talents", "pending-approval", "bookings", "packages"] })).id)).token;
});

/** A talent with data in every table that can hold a talent's personal data. */
async function talentWithEverything(mark: string) {
  const { user, profile } = await createTalent(db(), {
    name: `Name ${mark}`,
    email: `${mark}@people.test`,
    phone: "+1 555 0100",
    whatsapp: "+1 555 0101",
    password: TEST_PASSWORD,
    media: [],
    profile: {
      stageName: `Stage ${mark}`,
      dob: "2001-02-03",
      bio: `Bio ${mark}`,
      city: "Paris",
      country: "FR",
      height: "175 cm",
      bust: "84 cm",
      hairColor: "Brown",
      guardianName: `Guardian ${mark}`,
      guardianEmail: `guardian-${mark}@people.test`,
      instagramHandle: `insta_${mark}`,
      portfolioUrl: "https://portfolio.test/me",
      isFeatured: true,
      newFacePosition: 1,
    },
    social: [{ platform: "instagram", username: `handle_${mark}`, followers: 900, externalId: "ext-1" }],
  });
  await db().update(socialAccounts).set({ accessTokenEnc: "token", refreshTokenEnc: "refresh" }).where(eq(socialAccounts.talentProfileId, profile.id));
  const photos = [];
  for (const colour of ["#aa3355", "#3355aa"]) {
    const image = await storeImage(await photo(colour), { ownerId: user.id });
    photos.push(image.url);
    await db().insert(talentMedia).values({ talentProfileId: profile.id, fileUrl: image.url, sortOrder: photos.length, snapshotKind: photos.length === 1 ? "head" : null });
  }
  const picture = (await storeImage(await photo("#22aa22"), { ownerId: user.id })).url;
  await db().update(users).set({ profileImageUrl: picture }).where(eq(users.id, user.id));
  const own = await createNotification(db(), { title: `Only for ${mark}`, recipients: [user.id] });
  const other = await makeUser(db());
  const shared = await createNotification(db(), { title: "For everyone", targetAll: true, recipients: [user.id, other.id] });
  const booking = await createBooking(db(), {
    talentProfileId: profile.id,
    clientName: "Claire Client",
    clientEmail: "claire@brand.test",
    clientPhone: "+44 20 7946 0000",
    projectType: "photoshoot",
    budgetMin: 1000,
    budgetMax: 2000,
  });
  const job = await newJob(admin.token);
  const line = await place(admin.token, job.id, { talent_profile_id: profile.id, starts_at: at(5), ends_at: at(5, 18), fee: 1500, currency: "EUR", notes: `Note about ${mark}` });
  expect(line.status).toBe(201);
  const [pkg] = await db().insert(packages).values({ tokenHash: `hash-${mark}`, title: "Spring", clientName: "Claire", clientEmail: "claire@brand.test", expiresAt: new Date(Date.now() + 86_400_000) }).returning();
  await db().insert(packageTalents).values({ packageId: pkg.id, talentProfileId: profile.id, position: 0, note: `Pick ${mark}` });
  await db().insert(availabilityBlocks).values({ talentProfileId: profile.id, startsOn: "2031-04-01", endsOn: "2031-04-02", kind: "holiday", note: "Wedding" });
  await db().insert(calendarFeedTokens).values({ talentProfileId: profile.id, tokenHash: `feed-${mark}` });
  await db().insert(guardianLinks).values({ talentProfileId: profile.id, tokenHash: `guardian-${mark}`, guardianEmail: `guardian-${mark}@people.test`, expiresAt: new Date() });
  await db().insert(contactMessages).values({ fullName: `Name ${mark}`, email: `${mark}@people.test`, subject: "Hi", message: "About me" });
  await db().insert(emailOutbox).values({ to: `${mark}@people.test`, subject: "Welcome", html: `Hi Name ${mark}`, text: `Hi Name ${mark}`, template: "welcome" });
  await db().insert(rateLimits).values({ key: `login:account:${mark}@people.test`, windowStart: new Date(), count: 1 });
  await logActivity(admin, "talents", `Updated talent Name ${mark}`, { subject: { type: "talent", id: profile.id }, changes: { phone: [null, `+44 ${mark}`] } });
  await logActivity(admin, "pending-approval", `Approved talent application: Name ${mark}`, { subject: { type: "talent", id: profile.id } });
  // Another person's entry (the client's package was sent to the client): an erasure never changes it.
  await logActivity(admin, "packages", `Sent package "Spring" to claire@brand.test`, { subject: { type: "package", id: pkg.id } });
  const session = (await createSession(user.id)).token;
  return { user, profile, photos, picture, own: own.notification, shared: shared.notification, booking, lineId: line.body.data.line?.id ?? line.body.data.id, pkg, session };
}

describe("POST /admin/talents/{id}/erase", () => {
  it("erases every personal field, photo, file and cached copy; bookings and jobs keep their figures as 'Erased talent'", async () => {
    const t = await talentWithEverything("erin4");
    const bystander = await talentWithEverything("otto2");
    const files = [...t.photos, t.picture];
    const cached = files.flatMap((url) => [cacheCopy(url, 640, "image/webp"), cacheCopy(url, 384, "image/avif"), cacheCopy(url, 2560, "")]);
    const keptCopy = cacheCopy(bystander.photos[0], 640, "image/webp");
    const pdfKey = "a".repeat(64);
    await storePdf(pdfKey, new Uint8Array([37, 80, 68, 70]));
    for (const url of files) expect((await fileAnswer(url)).status).toBe(200);
    expect(await getPublicTalent(t.profile.id)).not.toBeNull();

    const res = await post(t.user.id, { confirm: "  ERIN4@people.test " }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: t.user.id, erased: true } });

    // The account: nothing personal, no way in.
    const [user] = await db().select().from(users).where(eq(users.id, t.user.id));
    expect(user).toMatchObject({
      name: ERASED_TALENT_NAME,
      email: erasedEmail(t.user.id),
      status: "suspended",
      phone: null,
      whatsapp: null,
      profileImageUrl: null,
      lastActiveAt: null,
      roleLabel: null,
      erasedAt: expect.any(Date),
    });
    expect(user.passwordHash).not.toBe(t.user.passwordHash);
    const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.id, t.profile.id));
    // The registry's values for the profile (lib/services/privacy-registry.ts), and by name the ones that matter most.
    expect(profile).toMatchObject(ERASED_PROFILE_VALUES);
    expect(profile).toMatchObject({ stageName: null, dob: null, bio: null, guardianEmail: null, isFeatured: false, isAvailable: false });

    // Rows about the person: gone. The other talent's: all there.
    const countFor = async (profileId: number) => ({
      media: (await db().select().from(talentMedia).where(eq(talentMedia.talentProfileId, profileId))).length,
      social: (await db().select().from(socialAccounts).where(eq(socialAccounts.talentProfileId, profileId))).length,
      guardian: (await db().select().from(guardianLinks).where(eq(guardianLinks.talentProfileId, profileId))).length,
      feed: (await db().select().from(calendarFeedTokens).where(eq(calendarFeedTokens.talentProfileId, profileId))).length,
      blocks: (await db().select().from(availabilityBlocks).where(eq(availabilityBlocks.talentProfileId, profileId))).length,
      packages: (await db().select().from(packageTalents).where(eq(packageTalents.talentProfileId, profileId))).length,
    });
    expect(await countFor(t.profile.id)).toEqual({ media: 0, social: 0, guardian: 0, feed: 0, blocks: 0, packages: 0 });
    expect(await countFor(bystander.profile.id)).toEqual({ media: 2, social: 1, guardian: 1, feed: 1, blocks: 1, packages: 1 });
    expect(await db().select().from(notificationRecipients).where(eq(notificationRecipients.userId, t.user.id))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.id, t.own.id))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.id, t.shared.id))).toHaveLength(1);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, "erin4@people.test"))).toEqual([]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, "erin4@people.test"))).toEqual([]);
    expect(await db().select().from(rateLimits).where(eq(rateLimits.key, "login:account:erin4@people.test"))).toEqual([]);
    expect(await db().select().from(uploads).where(inArray(uploads.url, files))).toEqual([]);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, "otto2@people.test"))).toHaveLength(1);

    // The files answer 404, their resized copies and the stored PDFs are gone; the other talent's copy stays.
    for (const url of files) {
      expect((await fileAnswer(url)).status).toBe(404);
      expect(existsSync(dataDir("uploads", url.replace("/api/v1/files/", "")))).toBe(false);
    }
    for (const folder of cached) expect(existsSync(folder)).toBe(false);
    expect(existsSync(keptCopy)).toBe(true);
    expect((await fileAnswer(bystander.photos[0])).status).toBe(200);
    expect(await readStoredPdf(pdfKey)).toBeNull();

    // Sessions end and sign-in fails, with the old address and with the new one.
    expect((await call(ownProfile, "/api/v1/profile", { bearer: t.session })).status).toBe(401);
    expect(await db().select().from(apiTokens).where(and(eq(apiTokens.userId, t.user.id)))).toSatisfy((rows: { revokedAt: Date | null }[]) => rows.every((r) => r.revokedAt !== null));
    for (const email of ["erin4@people.test", erasedEmail(t.user.id)]) {
      expect((await call(login, "/api/v1/auth/login", { body: { email, password: TEST_PASSWORD } })).status).toBe(401);
    }

    // Not public any more; the booking and the job line keep their figures and read "Erased talent".
    expect(await getPublicTalent(t.profile.id)).toBeNull();
    const booking = await call(getBooking, `/api/v1/admin/bookings/${t.booking.id}`, { params: { id: String(t.booking.id) }, bearer: admin.token });
    expect(booking.status).toBe(200);
    expect(booking.body.data.booking).toMatchObject({ budget_min: 1000, budget_max: 2000, client_name: "Claire Client" });
    expect(booking.body.data.booking.talent_profile.stage_name).toBe(ERASED_TALENT_NAME);
    const [line] = await db().select().from(jobLines).where(eq(jobLines.talentProfileId, t.profile.id));
    expect(line).toMatchObject({ notes: null, state: "released" }); // her option was released with the erasure (issue 36, item 4)
    // The fee typed on her line became her day rate on the job (issue 40), kept under the accounting hold.
    expect(await db().select({ unitMinor: jobFees.unitMinor }).from(jobFees).where(eq(jobFees.talentProfileId, t.profile.id))).toEqual([{ unitMinor: 150000n }]);

    // The activity log keeps the fact, without the person.
    const entries = await db().select().from(activityLog);
    for (const quoted of ["Name erin4", "Stage erin4", "erin4@people.test"]) {
      expect(entries.filter((e) => e.action.includes(quoted)).map((e) => e.action)).toEqual([]);
      expect(entries.filter((e) => JSON.stringify(e.changes ?? {}).includes(quoted.split(" ")[1] ?? quoted))).toEqual([]);
    }
    // What the entries about the talent changed (their phone, before and after) is gone with the rest.
    expect(entries.filter((e) => e.subjectType === "talent" && e.subjectId === t.profile.id && e.changes)).toEqual([]);
    expect(entries.filter((e) => e.action.includes("otto2")).length).toBeGreaterThan(0);
    // The erasure is a typed event with what went as counts, never the data.
    const erased = entries.find((e) => e.event === "talent.erased" && e.subjectId === t.profile.id);
    expect(erased).toMatchObject({ actorId: admin.id, subjectType: "talent", subjectId: t.profile.id, payload: { talent_id: t.profile.id } });
    expect((erased?.payload as { removed: Record<string, number> }).removed).toMatchObject({ talent_media: 2, availability_blocks: 1, package_talents: 1 });
    expect(entries.find((e) => e.subjectType === "package" && e.subjectId === t.pkg.id)?.action).toBe(`Sent package "Spring" to claire@brand.test`);

    // Once erased, erased: 409.
    expect((await post(t.user.id, { confirm: erasedEmail(t.user.id) }, admin.token)).status).toBe(409);
  });

  it("refuses a wrong confirmation at the field (422) and changes nothing", async () => {
    const t = await createTalent(db(), { email: "wrong-confirm@people.test", name: "Keep Me" });
    for (const body of [{ confirm: "someone@else.test" }, { confirm: "" }, {}]) {
      const res = await post(t.user.id, body, admin.token);
      expect(res.status).toBe(422);
      expect(res.body.errors.confirm).toHaveLength(1);
    }
    const [user] = await db().select().from(users).where(eq(users.id, t.user.id));
    expect(user).toMatchObject({ name: "Keep Me", email: "wrong-confirm@people.test", erasedAt: null });
  });

  it("is for admins only: sub-admins (even with the talents permission) and talents get 403, visitors 401", async () => {
    const t = await createTalent(db(), { email: "guarded@people.test" });
    expect((await post(t.user.id, { confirm: "guarded@people.test" }, subadmin)).status).toBe(403);
    expect((await post(t.user.id, { confirm: "guarded@people.test" }, (await createSession(t.user.id)).token)).status).toBe(403);
    expect((await post(t.user.id, { confirm: "guarded@people.test" })).status).toBe(401);
    const [user] = await db().select().from(users).where(eq(users.id, t.user.id));
    expect(user.erasedAt).toBeNull();
  });

  it("answers an unknown, huge or non-talent id with 404 and hostile bodies with 4xx", async () => {
    expect((await post(999_999, { confirm: "x@y.z" }, admin.token)).status).toBe(404);
    expect((await post("99999999999999999999", { confirm: "x@y.z" }, admin.token)).status).toBe(404);
    expect((await post(admin.id, { confirm: "x@y.z" }, admin.token)).status).toBe(404);
    const t = await createTalent(db());
    expect((await post(t.user.id, "{not json", admin.token)).status).toBe(400);
    expect((await post(t.user.id, { confirm: "a\u0000b" }, admin.token)).status).toBe(422);
    expect((await post(t.user.id, { confirm: 12345678901234567890 }, admin.token)).status).toBe(422);
    expect((await post(t.user.id, { confirm: "x".repeat(400) }, admin.token)).status).toBe(422);
  });

  it("erases once when two admins confirm at the same moment", async () => {
    const t = await createTalent(db(), { email: "twice@people.test" });
    const answers = await Promise.all([0, 1, 2].map(() => post(t.user.id, { confirm: "twice@people.test" }, admin.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const logged = await db().select().from(activityLog).where(and(eq(activityLog.subjectType, "talent"), eq(activityLog.event, "talent.erased"), eq(activityLog.subjectId, t.profile.id)));
    expect(logged).toHaveLength(1);
  });
});
