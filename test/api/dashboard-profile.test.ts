import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { GET as getProfile, PUT as putProfile } from "@/app/api/v1/profile/route";
import { createNotification, createTalent } from "@/db/factories";
import { talentProfiles } from "@/db/schema";
import { useTestDb } from "../db";
import { ORIGIN, call, cookiesFrom } from "../http";
import { TEST_PASSWORD, makeUser } from "../users";

const db = useTestDb();

async function signIn(email: string) {
  const res = await call(login, "/api/v1/auth/login", { body: { email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return { token: res.body.data.token as string, cookie: cookiesFrom(res.headers) };
}

const profileOf = async (userId: number) =>
  (await db().select().from(talentProfiles).where(eq(talentProfiles.userId, userId)))[0];

const measurements = {
  height: `5'10"`,
  bust: `33"`,
  waist: `24"`,
  hips: `35"`,
  shoe_size: "US 8.5",
  hair_color: "Brown",
  eye_color: "Hazel",
  dress_size: "US 4",
};

describe("PUT /profile", () => {
  it("saves the signed-in talent's measurements and parses the height into centimetres", async () => {
    const user = await makeUser(db(), { email: "ana@dash.test" });
    const other = await makeUser(db(), { email: "ben@dash.test" });
    const { token } = await signIn("ana@dash.test");
    const res = await call(putProfile, "/api/v1/profile", { method: "PUT", bearer: token, body: measurements });
    expect(res.status).toBe(200);
    // Lengths come back in the canonical form: the unit written out.
    expect(res.body).toMatchObject({ success: true, data: { ...measurements, bust: "33 in", waist: "24 in", hips: "35 in", age: null } });
    const saved = await profileOf(user.id);
    expect(saved).toMatchObject({ height: `5'10"`, heightCm: 178, shoeSize: "US 8.5", dressSize: "US 4", hairColor: "Brown" });
    // Only the owner's profile changes.
    expect(await profileOf(other.id)).toMatchObject({ height: null, heightCm: null, hairColor: null });
  });

  it.each([
    ["178 cm", 178],
    ["178", 178],
    ["5 ft 9 in", 175],
    ["tall", null],
  ])("keeps height_cm in step with a height of %s", async (height, cm) => {
    const user = await makeUser(db());
    const { token } = await signIn(user.email);
    const res = await call(putProfile, "/api/v1/profile", { method: "PUT", bearer: token, body: { height } });
    expect(res.status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ height, heightCm: cm });
  });

  it("leaves fields out of the body alone, clears empty ones and trims the rest", async () => {
    const user = await makeUser(db());
    const { token } = await signIn(user.email);
    await call(putProfile, "/api/v1/profile", { method: "PUT", bearer: token, body: measurements });
    const res = await call(putProfile, "/api/v1/profile", { method: "PUT", bearer: token, body: { hair_color: "  Auburn ", eye_color: "", bust: null } });
    expect(res.status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ hairColor: "Auburn", eyeColor: null, bust: null, waist: "24 in", height: `5'10"` });
  });

  it("answers bad input with 422 and a message per field, and changes nothing", async () => {
    const user = await makeUser(db());
    const { token } = await signIn(user.email);
    await call(putProfile, "/api/v1/profile", { method: "PUT", bearer: token, body: measurements });
    const before = await profileOf(user.id);

    const tooLong = await call(putProfile, "/api/v1/profile", { method: "PUT", bearer: token, body: { ...measurements, hair_color: "x".repeat(41) } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toMatchObject({ success: false, errors: { hair_color: ["Keep this to 40 characters or fewer."] } });

    const wrongType = await call(putProfile, "/api/v1/profile", { method: "PUT", bearer: token, body: { height: { cm: 178 }, waist: ["24"] } });
    expect(wrongType.status).toBe(422);
    expect(Object.keys(wrongType.body.errors).sort()).toEqual(["height", "waist"]);

    const empty = await call(putProfile, "/api/v1/profile", { method: "PUT", bearer: token, body: { nickname: "x" } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors._).toEqual(["Send at least one measurement to update."]);

    expect(await profileOf(user.id)).toEqual(before);
  });

  it("refuses a pending or declined talent (403), staff (403) and no session (401)", async () => {
    const pending = await makeUser(db(), { status: "pending" });
    const declined = await makeUser(db(), { status: "declined" });
    const admin = await makeUser(db(), { role: "admin" });
    for (const u of [pending, declined, admin]) {
      const { token } = await signIn(u.email);
      const res = await call(putProfile, "/api/v1/profile", { method: "PUT", bearer: token, body: { height: "180" } });
      expect(res.status).toBe(403);
    }
    expect((await call(putProfile, "/api/v1/profile", { method: "PUT", body: { height: "180" } })).status).toBe(401);
    expect((await profileOf(pending.id)).height).toBeNull();
  });

  it("lets a hidden talent edit, and refuses a cookie write from another site", async () => {
    const hidden = await makeUser(db(), { status: "hidden" });
    const { cookie } = await signIn(hidden.email);
    const ok = await call(putProfile, "/api/v1/profile", { method: "PUT", cookie, headers: { origin: ORIGIN }, body: { waist: "25 in" } });
    expect(ok.status).toBe(200);
    const forged = await call(putProfile, "/api/v1/profile", { method: "PUT", cookie, headers: { origin: "https://evil.example" }, body: { waist: "99" } });
    expect(forged.status).toBe(403);
    expect((await profileOf(hidden.id)).waist).toBe("25 in");
  });
});

describe("the talent's own profile view", () => {
  it("GET /auth/me carries every field of spec section 3's talent_profile (own view)", async () => {
    const dob = `${new Date().getUTCFullYear() - 25}-01-01`;
    const { user, media } = await createTalent(db(), {
      email: "full@dash.test",
      password: TEST_PASSWORD,
      media: [{ fileUrl: "/demo/a.jpg" }, { fileUrl: "/demo/b.jpg" }],
      social: [{ platform: "instagram", url: "https://www.instagram.com/full", followers: 1200, username: "full" }],
      profile: { dob, weight: "120 lbs", experienceLevel: "1-2 years", gender: "female", height: "175 cm", hairColor: "Black" },
    });
    await createNotification(db(), { recipients: [user.id] });
    const { token } = await signIn("full@dash.test");
    const res = await call(me, "/api/v1/auth/me", { bearer: token });
    expect(res.status).toBe(200);
    const tp = res.body.data.user.talent_profile;
    for (const key of [
      "height", "waist", "bust", "hips", "shoe_size", "hair_color", "eye_color", "dress_size", "weight", "age", "gender",
      "experience_level", "instagram_connected", "instagram_followers", "tiktok_connected", "tiktok_followers", "media", "social_media",
    ]) {
      expect(tp, key).toHaveProperty(key);
    }
    expect(tp).toMatchObject({
      height: "175 cm",
      hair_color: "Black",
      weight: "120 lbs",
      age: 25,
      gender: "female",
      experience_level: "1-2 years",
      instagram_connected: true,
      instagram_followers: 1200,
      tiktok_connected: false,
      tiktok_followers: 0,
      social_media: [{ platform: "instagram", url: "https://www.instagram.com/full" }],
    });
    // Newest photo first, as the dashboard shows them.
    expect(tp.media.map((m: { id: number }) => m.id)).toEqual([media[1].id, media[0].id]);
    expect(Object.keys(tp.media[0]).sort()).toEqual(["file_url", "id"]);

    const own = await call(getProfile, "/api/v1/profile", { bearer: token });
    expect(own.body.data).toEqual(tp);
  });
});
