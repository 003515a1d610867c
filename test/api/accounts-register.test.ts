import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { emailOutbox, talentProfiles, uploads, users } from "@/db/schema";
import { dataDir } from "@/lib/env";
import { IMAGE_TOO_LARGE } from "@/lib/storage";
import { registerMessages as m, todayIso } from "@/lib/validation/register";
import { useTestDb } from "../db";
import { call } from "../http";
import { TEST_PASSWORD, makeUser } from "../users";

const db = useTestDb();
const PASSWORD = "a-strong-password";

/** A date of birth `years` ago (minus a day, so the birthday has passed). */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - 1);
  return todayIso(d);
}

let counter = 0;
function fields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  counter += 1;
  const base: Record<string, string | undefined> = {
    name: "Ada Obi",
    email: `ada.${counter}@example.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phone: "+2348031234567",
    whatsapp: "+2348031234568",
    country: "NG",
    state: "LA",
    city: "Ikeja",
    gender: "female",
    category: "female",
    dob: bornYearsAgo(22),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(base).filter((e): e is [string, string] => e[1] !== undefined));
}

function formOf(values: Record<string, string>, file?: File): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  if (file) form.append("profile_image", file);
  return form;
}

// Each call comes from its own address so the per-address limit on new accounts does not get in the way.
const post = (values: Record<string, string>, file?: File, headers: Record<string, string> = {}) =>
  call(register, "/api/v1/auth/register", {
    form: formOf(values, file),
    headers: { "x-forwarded-for": `10.9.${counter % 250}.${Math.floor(Math.random() * 250)}`, ...headers },
  });

function storedFiles(): string[] {
  const root = dataDir("uploads");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function jpeg(width = 800, height = 1000): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#aa7755" } }).jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], "me.jpg", { type: "image/jpeg" });
}

async function countRows() {
  const [u] = await db().select({ n: sql<number>`count(*)::int` }).from(users);
  const [f] = await db().select({ n: sql<number>`count(*)::int` }).from(uploads);
  return { users: u.n, uploads: f.n, files: storedFiles().length };
}

describe("POST /auth/register", () => {
  it("creates a pending talent with a lower-cased email, an argon2 hash, the place by name, and mails the applicant", async () => {
    const values = fields({ email: "Ada.Main@Example.TEST", phone: "+1 415 555 2671", whatsapp: "(415) 555-2672" });
    const res = await post(values);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: "Your application has been submitted for review",
      data: {
        user: { email: "ada.main@example.test", role: "talent", status: "pending", name: "Ada Obi" },
        talent_profile: { category: "female", gender: "female", country: "Nigeria", state: "Lagos", city: "Ikeja" },
      },
    });
    // The answer never carries the date of birth.
    expect(JSON.stringify(res.body)).not.toMatch(/dob|\d{4}-\d{2}-\d{2}T?/);

    const [user] = await db().select().from(users).where(eq(users.email, "ada.main@example.test"));
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.phone).toBe("+14155552671");
    expect(user.whatsapp).toBe("+14155552672");
    const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.userId, user.id));
    expect(profile).toMatchObject({ dob: values.dob, country: "Nigeria", state: "Lagos", city: "Ikeja", guardianName: null });

    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "ada.main@example.test"));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: "registration-received", status: "sent" });
    expect(mail[0].text).toMatch(/within 48 hours/);
  });

  it("lets a pending applicant sign in, but not into the talent-only API", async () => {
    const values = fields();
    expect((await post(values)).status).toBe(201);
    const res = await call(login, "/api/v1/auth/login", { body: { email: values.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ role: "talent", status: "pending" });
    const current = await call(me, "/api/v1/auth/me", { bearer: res.body.data.token });
    expect(current.body.data.user).toMatchObject({ status: "pending" });
  });

  it("answers an empty form with every field's message", async () => {
    const res = await call(register, "/api/v1/auth/register", { form: new FormData() });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toMatchObject({
      name: [m.name],
      email: [m.email],
      phone: [m.phone],
      whatsapp: [m.whatsapp],
      country: [m.country],
      city: [m.city],
      gender: [m.gender],
      category: [m.category],
      dob: [m.dobMissing],
      password: [m.password],
    });
  });

  it.each([
    ["name", { name: "A" }, m.name],
    ["email", { email: "not-an-email" }, m.email],
    ["password", { password: "short", confirmPassword: "short" }, m.password],
    ["confirmPassword", { confirmPassword: "something-else" }, m.confirmPassword],
    ["phone", { phone: "12345" }, m.phone],
    ["phone", { phone: "+1 555 000 0000" }, m.phone],
    ["whatsapp", { whatsapp: "+234803123" }, m.whatsapp],
    ["country", { country: "Atlantis" }, m.country],
    ["state", { state: undefined }, m.state],
    ["state", { state: "Narnia" }, m.state],
    ["city", { city: "Springfield" }, m.city],
    ["gender", { gender: "robot" }, m.gender],
    ["category", { category: "ballet" }, m.category],
    ["dob", { dob: bornYearsAgo(12) }, m.dob],
    ["dob", { dob: "2999-01-01" }, m.dobFuture],
    ["dob", { dob: "2001-02-30" }, m.dobMissing],
  ] as const)("refuses a bad %s with the spec's message (%j)", async (field, overrides, message) => {
    const before = await countRows();
    const res = await post(fields(overrides as Record<string, string | undefined>));
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await countRows()).toEqual(before);
  });

  it("takes the country and state by name too, and a typed city where the dataset lists none", async () => {
    const byName = await post(fields({ country: "nigeria", state: "lagos", city: "ikeja" }));
    expect(byName.status).toBe(201);
    expect(byName.body.data.talent_profile).toMatchObject({ country: "Nigeria", state: "Lagos", city: "Ikeja" });
    // Gibraltar has no states in the dataset: the state may be left out and the city is the applicant's own words.
    const noStates = await post(fields({ country: "GI", state: undefined, city: "Catalan Bay" }));
    expect(noStates.status).toBe(201);
    expect(noStates.body.data.talent_profile).toMatchObject({ country: "Gibraltar", state: null, city: "Catalan Bay" });
  });

  it("answers a registered email (in any case) with 409 and a field message", async () => {
    const values = fields({ email: "taken@example.test" });
    expect((await post(values)).status).toBe(201);
    const before = await countRows();
    const again = await post(fields({ email: "TAKEN@example.test" }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: m.emailTaken, errors: { email: [m.emailTaken] } });
    expect(await countRows()).toEqual(before);
  });

  it("stores a profile picture, re-encoded, owned by the new user", async () => {
    const res = await post(fields(), await jpeg(2400, 3000));
    expect(res.status).toBe(201);
    const url: string = res.body.data.user.profile_image_url;
    expect(url).toMatch(/^\/api\/v1\/files\/.+\.jpg$/);
    const [row] = await db().select().from(uploads).where(eq(uploads.url, url));
    expect(row.ownerId).toBe(res.body.data.user.id);
    expect(Math.max(row.width ?? 0, row.height ?? 0)).toBe(1200);
  });

  it("refuses a text file named .jpg and stores nothing", async () => {
    const before = await countRows();
    const fake = new File(["this is not an image"], "photo.jpg", { type: "image/jpeg" });
    const res = await post(fields(), fake);
    expect(res.status).toBe(422);
    expect(res.body.errors.profile_image[0]).toMatch(/not an image/);
    expect(await countRows()).toEqual(before);
  });

  it("refuses a 20 MB upload with the 10 MB message and stores nothing", async () => {
    const before = await countRows();
    const big = new File([new Uint8Array(20 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" });
    const res = await post(fields(), big);
    expect(res.status).toBe(422);
    expect(res.body.errors.profile_image).toEqual([IMAGE_TOO_LARGE]);
    expect(res.body.message).toBe(IMAGE_TOO_LARGE);
    expect(await countRows()).toEqual(before);
  }, 60_000);

  it("leaves no user, upload row or file behind when the insert fails after the picture was stored", async () => {
    await db().execute(sql`
      CREATE OR REPLACE FUNCTION test_refuse_profile() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'refused by test'; END $$ LANGUAGE plpgsql`);
    await db().execute(sql`
      CREATE TRIGGER test_refuse_profile BEFORE INSERT ON talent_profiles
      FOR EACH ROW WHEN (NEW.city = 'Badagry') EXECUTE FUNCTION test_refuse_profile()`);
    try {
      const before = await countRows();
      const res = await post(fields({ city: "Badagry", email: "half@example.test" }), await jpeg());
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, message: "An error occurred" });
      expect(await countRows()).toEqual(before);
      expect(await db().select().from(users).where(eq(users.email, "half@example.test"))).toHaveLength(0);
    } finally {
      await db().execute(sql`DROP TRIGGER test_refuse_profile ON talent_profiles`);
    }
  });

  it("limits new accounts per address", async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    for (let i = 0; i < 20; i++) expect((await post(fields(), undefined, headers)).status).toBe(201);
    const refused = await post(fields(), undefined, headers);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many applications from this network/);
  }, 120_000);
});

describe("minors", () => {
  it("asks an applicant under 18 for a parent or guardian's name, email and consent", async () => {
    const res = await post(fields({ dob: bornYearsAgo(15) }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      guardian_name: [m.guardianName],
      guardian_email: [m.guardianEmail],
      guardian_consent: [m.guardianConsent],
    });
    const bad = await post(fields({ dob: bornYearsAgo(15), guardian_name: "Mum", guardian_email: "nope", guardian_consent: "false" }));
    expect(bad.body.errors).toEqual({ guardian_email: [m.email], guardian_consent: [m.guardianConsent] });
  });

  it("stores the guardian and the consent time, and mails the guardian", async () => {
    const values = fields({
      dob: bornYearsAgo(14),
      category: "teen",
      guardian_name: "Ngozi Obi",
      guardian_email: "Ngozi.Parent@Example.TEST",
      guardian_consent: "true",
    });
    const res = await post(values);
    expect(res.status).toBe(201);
    const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.id, res.body.data.talent_profile.id));
    expect(profile).toMatchObject({ guardianName: "Ngozi Obi", guardianEmail: "ngozi.parent@example.test" });
    expect(profile.guardianConsentAt).toBeInstanceOf(Date);
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "ngozi.parent@example.test"));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: "guardian-consent" });
    expect(mail[0].text).toContain("Ada Obi");
  });

  it("ignores guardian fields from an adult", async () => {
    const res = await post(fields({ guardian_name: "Someone", guardian_email: "someone@example.test", guardian_consent: "true" }));
    expect(res.status).toBe(201);
    const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.id, res.body.data.talent_profile.id));
    expect(profile).toMatchObject({ guardianName: null, guardianEmail: null, guardianConsentAt: null });
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, "someone@example.test"))).toHaveLength(0);
  });
});

describe("staff posting to /auth/register (the admin's Create talent)", () => {
  it("creates the talent with the admin's rules, not the public registration's", async () => {
    await makeUser(db(), { role: "admin", email: "boss@example.test" });
    const signIn = await call(login, "/api/v1/auth/login", { body: { email: "boss@example.test", password: TEST_PASSWORD } });
    const res = await call(register, "/api/v1/auth/register", {
      form: formOf({ name: "Made By Admin", email: "made.by.admin@example.test" }),
      bearer: signIn.body.data.token,
    });
    expect(res.status).toBe(201);
    const [user] = await db().select().from(users).where(eq(users.email, "made.by.admin@example.test"));
    expect(user).toMatchObject({ role: "talent", status: "active" });
  });
});
