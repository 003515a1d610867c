import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { describeEntries } from "@/lib/services/audit/activity";
import { DELETE as deleteMedia } from "@/app/api/v1/admin/talents/[id]/media/[mediaId]/route";
import { POST as addMedia } from "@/app/api/v1/admin/talents/[id]/media/route";
import { DELETE as remove, GET as getOne, POST as update } from "@/app/api/v1/admin/talents/[id]/route";
import { PATCH as setStatus } from "@/app/api/v1/admin/talents/[id]/status/route";
import { GET as list, POST as create } from "@/app/api/v1/admin/talents/route";
import { createAdmin, createBooking, createTalent } from "@/db/factories";
import { activityLog, talentMedia, talentProfiles, uploads, users } from "@/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import { dataDir } from "@/lib/env";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();
let admin: string;

beforeAll(async () => {
  const user = await createAdmin(db(), { name: "Ava Admin" });
  admin = (await createSession(user.id)).token;
});

async function png(color = "#884422") {
  const bytes = await sharp({ create: { width: 60, height: 80, channels: 3, background: color } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" });
}

function form(fields: Record<string, string | File>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

const fileOnDisk = (url: string) => dataDir("uploads", url.replace("/api/v1/files/", ""));
const activity = async (text: string) =>
  (await describeEntries(await db().select().from(activityLog).where(eq(activityLog.section, "talents")))).filter((e) => e.action.includes(text));

describe("GET /admin/talents", () => {
  it("lists the approved roster with filters, search, paging and category counts", async () => {
    const tag = `zq${Date.now()}`;
    await createTalent(db(), { name: `Mia ${tag}`, profile: { category: "female" } });
    await createTalent(db(), { name: `Noah ${tag}`, status: "hidden", profile: { category: "male", gender: "male" } });
    await createTalent(db(), { name: `Pending ${tag}`, status: "pending", profile: { category: "male" } });
    await createTalent(db(), { email: `${tag}@example.test`, profile: { category: "teen" } });

    const all = await call(list, "/api/v1/admin/talents", { bearer: admin, query: { search: tag.toUpperCase(), limit: 50 } });
    expect(all.status).toBe(200);
    expect(all.body.success).toBe(true);
    const rows = all.body.data.data as { full_name: string; status: string; is_hidden: boolean }[];
    expect(rows).toHaveLength(3);
    expect(rows.some((r) => r.status === "pending")).toBe(false);
    expect(rows.find((r) => r.full_name === `Noah ${tag}`)?.is_hidden).toBe(true);
    expect(all.body.data.counts).toEqual({ all: 3, female: 1, male: 1, influencer: 0, teen: 1 });

    const male = await call(list, "/api/v1/admin/talents", { bearer: admin, query: { search: tag, category: "male" } });
    expect(male.body.data.data).toHaveLength(1);
    expect(male.body.data.total).toBe(1);

    const pendingOnly = await call(list, "/api/v1/admin/talents", { bearer: admin, query: { search: tag, status: "pending" } });
    expect(pendingOnly.body.data.data.map((r: { full_name: string }) => r.full_name)).toEqual([`Pending ${tag}`]);

    const paged = await call(list, "/api/v1/admin/talents", { bearer: admin, query: { search: tag, limit: 2, page: 2 } });
    expect(paged.body.data).toMatchObject({ total: 3, page: 2, limit: 2, last_page: 2 });
    expect(paged.body.data.data).toHaveLength(1);

    expect((await call(list, "/api/v1/admin/talents", { bearer: admin, query: { category: "robots" } })).status).toBe(422);
  });

  it("returns the admin talent shape with the nested talent_profile", async () => {
    const { user, profile } = await createTalent(db(), {
      name: "Shape Test",
      whatsapp: "+12125550111",
      profile: { height: "180 cm", experienceLevel: "3-5 years", dob: "1999-06-01", category: "influencer" },
      media: [{ fileUrl: "/demo/a.jpg" }],
      social: [{ platform: "tiktok", url: "https://www.tiktok.com/@shape", followers: 10 }],
    });
    const res = await call(getOne, `/api/v1/admin/talents/${user.id}`, { bearer: admin, params: { id: String(user.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: user.id,
      full_name: "Shape Test",
      email: user.email,
      height: "180 cm",
      whatsapp_number: "+12125550111",
      experience: "3-5 years",
      category: "influencer",
      status: "active",
      is_hidden: false,
      talent_profile: {
        id: profile.id,
        user_id: user.id,
        stage_name: "Shape Test",
        media: [{ file_url: "/demo/a.jpg" }],
        social_media: { instagram: null, tiktok: { url: "https://www.tiktok.com/@shape", followers: 10 } },
        whatsapp: "+12125550111",
      },
    });
  });
});

describe("POST /admin/talents (create)", () => {
  it("creates an active talent from multipart, with the picture and a usable password", async () => {
    const res = await call(create, "/api/v1/admin/talents", {
      bearer: admin,
      form: form({
        name: "Nova Reyes",
        email: "Nova@Example.test",
        password: "Secret#12345",
        category: "female",
        gender: "female",
        dob: "2001-04-05",
        phone: "+12125550123",
        whatsapp: "+12125550124",
        country: "United States",
        state: "New York",
        city: "New York City",
        height: `5'9"`,
        waist: "24 in",
        bust: "33 in",
        hips: "35 in",
        shoe_size: "8",
        dress_size: "US 4",
        hair_color: "Brown",
        eye_color: "Green",
        experience_level: "2 years",
        profile_image: await png(),
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "New talent has been registered successfully." });
    const [user] = await db().select().from(users).where(eq(users.email, "nova@example.test"));
    expect(user).toMatchObject({ name: "Nova Reyes", role: "talent", status: "active", phone: "+12125550123" });
    expect(user.profileImageUrl).toMatch(/^\/api\/v1\/files\//);
    expect(existsSync(fileOnDisk(user.profileImageUrl!))).toBe(true);
    expect(await verifyPassword(user.passwordHash, "Secret#12345")).toBe(true);
    const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.userId, user.id));
    expect(profile).toMatchObject({ stageName: "Nova Reyes", category: "female", heightCm: 175, dressSize: "US 4", dob: "2001-04-05" });
    expect(await activity("Created talent Nova Reyes")).toHaveLength(1);
  });

  it("needs only an email; blank fields are left empty and a password is generated", async () => {
    const res = await call(create, "/api/v1/admin/talents", {
      bearer: admin,
      form: form({ name: "", email: "only-email@example.test", password: "", category: "", dob: "" }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ full_name: "only-email", status: "active", category: null });
  });

  it("refuses a duplicate email with 409 and bad input with 422, writing nothing", async () => {
    await createTalent(db(), { email: "taken@example.test" });
    const dup = await call(create, "/api/v1/admin/talents", { bearer: admin, form: form({ email: "TAKEN@example.test" }) });
    expect(dup.status).toBe(409);
    expect(dup.body.errors.email).toEqual(["This email is already registered"]);

    const before = (await db().select().from(users)).length;
    const bad = await call(create, "/api/v1/admin/talents", {
      bearer: admin,
      form: form({ email: "not-an-email", category: "robot", dob: "1890-01-01", password: "short", gender: "x" }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["category", "dob", "email", "gender", "password"]);
    expect(bad.body.errors.dob).toEqual(["Date of birth must be between 1900-01-01 and today"]);
    const missing = await call(create, "/api/v1/admin/talents", { bearer: admin, form: form({ name: "No Email" }) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.email).toEqual(["Email is required"]);
    const notImage = await call(create, "/api/v1/admin/talents", {
      bearer: admin,
      form: form({ email: "img@example.test", profile_image: new File(["hello"], "a.jpg", { type: "image/jpeg" }) }),
    });
    expect(notImage.status).toBe(422);
    expect((await db().select().from(users)).length).toBe(before);
  });
});

describe("POST /admin/talents/{id} (update)", () => {
  it("updates fields from JSON, clears blanks, keeps the stage name in step and logs it", async () => {
    const { user, profile } = await createTalent(db(), { name: "Old Name", profile: { waist: "25", bust: "34", hairColor: "Red" } });
    const res = await call(update, `/api/v1/admin/talents/${user.id}`, {
      bearer: admin,
      params: { id: String(user.id) },
      body: { name: "New Name", waist: "24in", bust: `33"`, hips: "89", hair_color: "", is_available: false, hourly_rate: "150" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("success");
    expect(res.body.data.talent).toMatchObject({ full_name: "New Name", talent_profile: { waist: "24 in", bust: "33 in", hips: "89 cm", hair_color: null } });
    const [row] = await db().select().from(talentProfiles).where(eq(talentProfiles.id, profile.id));
    expect(row).toMatchObject({ stageName: "New Name", waist: "24 in", hairColor: null, isAvailable: false, hourlyRate: "150.00" });
    expect(await activity("Updated talent New Name")).toHaveLength(1);
  });

  it("replaces the profile picture from multipart and removes the old file", async () => {
    const { user } = await createTalent(db());
    const first = await call(update, `/api/v1/admin/talents/${user.id}`, { bearer: admin, params: { id: String(user.id) }, form: form({ profile_image: await png("#111111") }) });
    expect(first.status).toBe(200);
    const oldUrl = first.body.data.talent.profile_image_url as string;
    expect(existsSync(fileOnDisk(oldUrl))).toBe(true);
    const second = await call(update, `/api/v1/admin/talents/${user.id}`, { bearer: admin, params: { id: String(user.id) }, form: form({ profile_image: await png("#222222") }) });
    const newUrl = second.body.data.talent.profile_image_url as string;
    expect(newUrl).not.toBe(oldUrl);
    expect(existsSync(fileOnDisk(oldUrl))).toBe(false);
    expect(existsSync(fileOnDisk(newUrl))).toBe(true);
  });

  it("refuses another user's email (409) and an invalid one (422), changing nothing", async () => {
    await createTalent(db(), { email: "first@example.test" });
    const { user } = await createTalent(db(), { email: "second@example.test", name: "Second" });
    const dup = await call(update, `/api/v1/admin/talents/${user.id}`, { bearer: admin, params: { id: String(user.id) }, body: { email: "first@example.test", name: "Changed" } });
    expect(dup.status).toBe(409);
    const bad = await call(update, `/api/v1/admin/talents/${user.id}`, { bearer: admin, params: { id: String(user.id) }, body: { email: "nope", name: "Changed" } });
    expect(bad.status).toBe(422);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: "second@example.test", name: "Second" });
  });
});

describe("PATCH /admin/talents/{id}/status", () => {
  it("hides and shows an approved talent, with the spec's messages", async () => {
    const { user } = await createTalent(db(), { name: "Hide Me" });
    const path = `/api/v1/admin/talents/${user.id}/status`;
    const hide = await call(setStatus, path, { method: "PATCH", bearer: admin, params: { id: String(user.id) }, body: { status: "hidden" } });
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ success: true, message: "This talent is now hidden from public view.", data: { message: "This talent is now hidden from public view.", is_hidden: true } });
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0].status).toBe("hidden");
    const show = await call(setStatus, path, { method: "PATCH", bearer: admin, params: { id: String(user.id) }, body: { status: "active" } });
    expect(show.body.message).toBe("This talent is now visible to the public.");
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0].status).toBe("active");
    expect(await activity("Hide Me")).toHaveLength(2);
  });

  it("refuses an applicant (409), another status (422) and an unknown talent (404)", async () => {
    const { user } = await createTalent(db(), { status: "pending" });
    const call_ = (id: number, status: string) =>
      call(setStatus, `/api/v1/admin/talents/${id}/status`, { method: "PATCH", bearer: admin, params: { id: String(id) }, body: { status } });
    expect((await call_(user.id, "active")).status).toBe(409);
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0].status).toBe("pending");
    expect((await call_(user.id, "declined")).status).toBe(422);
    expect((await call_(999999, "hidden")).status).toBe(404);
  });
});

describe("portfolio media and delete", () => {
  it("adds and deletes a portfolio photo, removing the file", async () => {
    const { user, profile } = await createTalent(db());
    const added = await call(addMedia, `/api/v1/admin/talents/${user.id}/media`, { bearer: admin, params: { id: String(user.id) }, form: form({ file: await png() }) });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ success: true, message: "Image added successfully.", data: { id: expect.any(Number), file_url: expect.stringMatching(/^\/api\/v1\/files\//) } });
    const { id, file_url } = added.body.data as { id: number; file_url: string };
    expect(existsSync(fileOnDisk(file_url))).toBe(true);
    expect(await db().select().from(talentMedia).where(eq(talentMedia.talentProfileId, profile.id))).toHaveLength(1);

    const other = await createTalent(db());
    const wrongOwner = await call(deleteMedia, `/api/v1/admin/talents/${other.user.id}/media/${id}`, { method: "DELETE", bearer: admin, params: { id: String(other.user.id), mediaId: String(id) } });
    expect(wrongOwner.status).toBe(404);

    const removed = await call(deleteMedia, `/api/v1/admin/talents/${user.id}/media/${id}`, { method: "DELETE", bearer: admin, params: { id: String(user.id), mediaId: String(id) } });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Image deleted successfully.");
    expect(existsSync(fileOnDisk(file_url))).toBe(false);
    expect(await db().select().from(talentMedia).where(eq(talentMedia.id, id))).toHaveLength(0);
    expect(await db().select().from(uploads).where(eq(uploads.url, file_url))).toHaveLength(0);
  });

  it("refuses an upload that is not an image, or with no file", async () => {
    const { user } = await createTalent(db());
    const text = await call(addMedia, `/api/v1/admin/talents/${user.id}/media`, { bearer: admin, params: { id: String(user.id) }, form: form({ file: new File(["x"], "x.png") }) });
    expect(text.status).toBe(422);
    const none = await call(addMedia, `/api/v1/admin/talents/${user.id}/media`, { bearer: admin, params: { id: String(user.id) }, form: form({ note: "no file" }) });
    expect(none.status).toBe(422);
    expect(none.body.errors.file).toBeDefined();
  });

  it("deletes a talent with their photos, bookings and stored files", async () => {
    const { user, profile } = await createTalent(db(), { name: "Delete Me" });
    const picture = await call(update, `/api/v1/admin/talents/${user.id}`, { bearer: admin, params: { id: String(user.id) }, form: form({ profile_image: await png() }) });
    const pictureUrl = picture.body.data.talent.profile_image_url as string;
    const photo = await call(addMedia, `/api/v1/admin/talents/${user.id}/media`, { bearer: admin, params: { id: String(user.id) }, form: form({ file: await png("#333333") }) });
    const photoUrl = photo.body.data.file_url as string;
    await createBooking(db(), { talentProfileId: profile.id });

    const res = await call(remove, `/api/v1/admin/talents/${user.id}`, { method: "DELETE", bearer: admin, params: { id: String(user.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("success");
    expect(await db().select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await db().select().from(talentMedia).where(eq(talentMedia.talentProfileId, profile.id))).toHaveLength(0);
    expect(existsSync(fileOnDisk(pictureUrl))).toBe(false);
    expect(existsSync(fileOnDisk(photoUrl))).toBe(false);
    expect(await activity("Deleted talent Delete Me")).toHaveLength(1);
    const again = await call(remove, `/api/v1/admin/talents/${user.id}`, { method: "DELETE", bearer: admin, params: { id: String(user.id) } });
    expect(again.status).toBe(404);
  });

  it("will not delete a staff account through the talent route", async () => {
    const other = await createAdmin(db());
    const res = await call(remove, `/api/v1/admin/talents/${other.id}`, { method: "DELETE", bearer: admin, params: { id: String(other.id) } });
    expect(res.status).toBe(404);
    expect(await db().select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
  });
});
