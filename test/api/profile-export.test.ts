import { eq } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportData } from "@/app/api/v1/profile/export/route";
import { availabilityBlocks, socialAccounts, talentMedia, users } from "@/db/schema";
import { createAdmin, createBooking, createNotification, createTalent } from "@/db/factories";
import { DATA_EXPORT_LIMIT } from "@/lib/domain/privacy";
import { readImageBytes } from "@/lib/services/talents/comp-card-images";
import { createSession } from "@/lib/services/accounts/sessions";
import { storeImage } from "@/lib/storage";
import { useTestDb } from "../db";
import { call, ORIGIN } from "../http";
import { at, newJob, place } from "../jobs";

const db = useTestDb();

/** The route's answer with its bytes (a zip is not text, so `call` cannot read it). */
async function download(bearer?: string) {
  const headers = new Headers(bearer ? { authorization: `Bearer ${bearer}` } : {});
  const res = await exportData(new Request(new URL("/api/v1/profile/export", ORIGIN), { headers }), { params: Promise.resolve({}) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const photo = async (colour: string) =>
  new Uint8Array(await sharp({ create: { width: 40, height: 60, channels: 3, background: colour } }).jpeg().toBuffer());

/** A talent with everything a talent can have, each text marked with `mark` so another talent's data is easy to spot. */
async function richTalent(mark: string, adminToken: string, colours: [string, string, string]) {
  const created = await createTalent(db(), {
    name: `Name ${mark}`,
    email: `${mark}@people.test`,
    phone: `+1 555 ${mark}`,
    media: [],
    profile: {
      stageName: `Stage ${mark}`,
      bio: `Bio ${mark}`,
      height: "175 cm",
      waist: "61 cm",
      city: `City ${mark}`,
      guardianName: `Guardian ${mark}`,
      guardianEmail: `guardian-${mark}@people.test`,
      instagramHandle: `insta_${mark}`,
    },
    social: [{ platform: "instagram", username: `handle_${mark}`, url: `https://instagram.com/handle_${mark}`, followers: 1234, externalId: `ext-${mark}` }],
  });
  const { user, profile } = created;
  await db().update(socialAccounts).set({ accessTokenEnc: `ACCESS-TOKEN-${mark}`, refreshTokenEnc: `REFRESH-TOKEN-${mark}` }).where(eq(socialAccounts.talentProfileId, profile.id));
  const stored = [];
  for (const colour of colours.slice(0, 2)) {
    const image = await storeImage(await photo(colour), { ownerId: user.id });
    stored.push(image);
    await db().insert(talentMedia).values({ talentProfileId: profile.id, fileUrl: image.url, width: image.width, height: image.height, sortOrder: stored.length });
  }
  const picture = await storeImage(await photo(colours[2]), { ownerId: user.id });
  await db().update(users).set({ profileImageUrl: picture.url }).where(eq(users.id, user.id));
  await createNotification(db(), { title: `Notice for ${mark}`, message: `Hello ${mark}`, recipients: [user.id] });
  await createBooking(db(), {
    talentProfileId: profile.id,
    clientName: `Client of ${mark}`,
    clientEmail: `client-${mark}@brand.test`,
    clientPhone: "+44 20 7946 0000",
    companyName: `Company ${mark}`,
    projectType: "photoshoot",
    projectDescription: `Secret brief ${mark}`,
    budgetMin: 4321,
    budgetMax: 8765,
    projectDate: "2031-03-02",
  });
  const job = await newJob(adminToken, { name: `Job client ${mark}`, email: `jobclient-${mark}@brand.test` });
  const line = await place(adminToken, job.id, { talent_profile_id: profile.id, starts_at: at(2), ends_at: at(2, 18), fee: 98765, currency: "EUR", notes: `Staff note ${mark}` });
  expect(line.status).toBe(201);
  await db().insert(availabilityBlocks).values({ talentProfileId: profile.id, startsOn: "2031-04-01", endsOn: "2031-04-03", kind: "holiday", note: `Away ${mark}` });
  return { user, profile, photos: stored, picture, token: (await createSession(user.id)).token };
}

let admin: string;
let alice: Awaited<ReturnType<typeof richTalent>>;
let bruno: Awaited<ReturnType<typeof richTalent>>;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  alice = await richTalent("alice7", admin, ["#aa3355", "#3355aa", "#22aa22"]);
  bruno = await richTalent("bruno9", admin, ["#11ee22", "#ee1122", "#2211ee"]);
});

describe("GET /profile/export", () => {
  it("answers a private zip download with exactly the talent's own data and photos", async () => {
    const res = await download(alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    const files = unzipSync(res.bytes);
    const names = Object.keys(files).sort();
    expect(names).toEqual(
      [
        "README.txt",
        "account.json",
        "availability.json",
        "bookings.json",
        "jobs.json",
        "measurements.json",
        "notifications.json",
        "photos.json",
        "photos/portfolio-01.jpg",
        "photos/portfolio-02.jpg",
        "photos/profile-picture.jpg",
        "profile.json",
        "social-accounts.json",
        "statement.json",
      ].sort(),
    );
    const read = (name: string) => JSON.parse(strFromU8(files[name]));
    expect(read("account.json")).toMatchObject({ id: alice.user.id, name: "Name alice7", email: "alice7@people.test", phone: "+1 555 alice7", profile_picture: "photos/profile-picture.jpg" });
    expect(read("profile.json")).toMatchObject({ stage_name: "Stage alice7", bio: "Bio alice7", guardian_email: "guardian-alice7@people.test", instagram_handle: "insta_alice7" });
    expect(read("measurements.json")).toMatchObject({ height: "175 cm", waist: "61 cm" });
    expect(read("social-accounts.json")).toEqual([expect.objectContaining({ platform: "instagram", username: "handle_alice7", followers: 1234 })]);
    // Her own notice, and the one placing her on option sent her (issue 39).
    expect(read("notifications.json")).toEqual([expect.objectContaining({ title: "Notice for alice7", read: false }), expect.objectContaining({ title: "You are on option" })]);
    expect(read("bookings.json")).toEqual([expect.objectContaining({ project_type: "photoshoot", project_date: "2031-03-02", status: "pending" })]);
    expect(read("jobs.json")).toEqual([expect.objectContaining({ kind: "job", state: "option", starts_at: at(2).replace("Z", ".000Z") })]);
    expect(read("availability.json")).toEqual([expect.objectContaining({ starts_on: "2031-04-01", kind: "holiday", note: "Away alice7" })]);
    // Her statement (issue 41): no entries or payouts yet.
    expect(read("statement.json")).toEqual({ entries: [], payouts: [] });
    expect(read("photos.json").map((p: { file: string }) => p.file)).toEqual(["photos/portfolio-01.jpg", "photos/portfolio-02.jpg"]);

    // The photos are the stored files, byte for byte.
    expect(files["photos/portfolio-01.jpg"]).toEqual(new Uint8Array((await readImageBytes(alice.photos[0].url))!));
    expect(files["photos/profile-picture.jpg"]).toEqual(new Uint8Array((await readImageBytes(alice.picture.url))!));

    // Nothing of the other talent, of the clients, of the money or of the tokens, in any file.
    const text = names.filter((n) => !n.startsWith("photos/")).map((n) => strFromU8(files[n])).join("\n");
    for (const foreign of ["bruno9", "Client of", "client-alice7", "jobclient-alice7", "Company alice7", "Secret brief", "+44 20", "4321", "8765", "98765", "Staff note", "ACCESS-TOKEN", "REFRESH-TOKEN", "argon2", "password_hash", "reference"]) {
      expect(text.includes(foreign), `the export holds "${foreign}"`).toBe(false);
    }
    const brunos = await Promise.all([...bruno.photos, bruno.picture].map(async (p) => new Uint8Array((await readImageBytes(p.url))!)));
    for (const bytes of Object.values(files)) for (const other of brunos) expect(bytes).not.toEqual(other);
  });

  it("refuses a visitor (401) and staff (403)", async () => {
    expect((await call(exportData, "/api/v1/profile/export")).status).toBe(401);
    const refused = await call(exportData, "/api/v1/profile/export", { bearer: admin });
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
  });

  it(`allows ${DATA_EXPORT_LIMIT.max} downloads a day per account, however many are sent at once`, async () => {
    const carla = await createTalent(db(), { media: 1 });
    const token = (await createSession(carla.user.id)).token;
    const burst = await Promise.all(Array.from({ length: 8 }, () => download(token)));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(DATA_EXPORT_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - DATA_EXPORT_LIMIT.max);
    const refused = burst.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.parse(new TextDecoder().decode(refused.bytes))).toMatchObject({ success: false, message: expect.stringContaining("3 times a day") });
    // Another account's limit is its own.
    expect((await download(bruno.token)).status).toBe(200);
  });
});
