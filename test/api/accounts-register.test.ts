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
import { APPLICATION_RECEIVED, REGISTRATION_LIMIT, TAKEN_EMAIL_NOTICE_LIMIT } from "@/lib/services/accounts/registration";
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

async function userByEmail(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  const [profile] = user ? await db().select().from(talentProfiles).where(eq(talentProfiles.userId, user.id)) : [];
  return { user, profile };
}

/** The one answer a visitor gets for an application, whether the email was new or already had an account. */
const RECEIVED = { success: true, message: APPLICATION_RECEIVED, data: null };

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
    // The answer carries nothing about the account (no id, no date of birth): a taken email gets the very same.
    expect(res.body).toEqual(RECEIVED);

    const { user, profile } = await userByEmail("ada.main@example.test");
    expect(user).toMatchObject({ name: "Ada Obi", role: "talent", status: "pending", phone: "+14155552671", whatsapp: "+14155552672" });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(profile).toMatchObject({
      dob: values.dob,
      category: "female",
      gender: "female",
      country: "Nigeria",
      state: "Lagos",
      city: "Ikeja",
      guardianName: null,
    });

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
      country: [m.country],
      city: [m.city],
      gender: [m.gender],
      category: [m.category],
      dob: [m.dobMissing],
      password: [m.password],
    });
    // WhatsApp is optional now, and nothing the old client leaves out is asked for.
    expect(res.body.errors.whatsapp).toBeUndefined();
    expect(res.body.errors.height).toBeUndefined();
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
    ["city", { city: " " }, m.city],
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
    const byNameFields = fields({ country: "nigeria", state: "lagos", city: "ikeja" });
    expect((await post(byNameFields)).status).toBe(201);
    expect((await userByEmail(byNameFields.email)).profile).toMatchObject({ country: "Nigeria", state: "Lagos", city: "Ikeja" });
    // Gibraltar has no states in the dataset: the state may be left out and the city is the applicant's own words.
    const noStatesFields = fields({ country: "GI", state: undefined, city: "Catalan Bay" });
    expect((await post(noStatesFields)).status).toBe(201);
    expect((await userByEmail(noStatesFields.email)).profile).toMatchObject({ country: "Gibraltar", state: null, city: "Catalan Bay", cityUnlisted: false });
  });

  it("takes a listed city under another spelling, and keeps a city the list lacks as typed, flagged for the admin", async () => {
    const alias = fields({ country: "US", state: "NY", city: "new york" });
    expect((await post(alias)).status).toBe(201);
    expect((await userByEmail(alias.email)).profile).toMatchObject({ state: "New York", city: "New York City", cityUnlisted: false });
    const unlisted = fields({ country: "NG", state: "LA", city: "  Ikeja   Gardens " });
    expect((await post(unlisted)).status).toBe(201);
    expect((await userByEmail(unlisted.email)).profile).toMatchObject({ state: "Lagos", city: "Ikeja Gardens", cityUnlisted: true });
  });

  it("stores a profile picture, re-encoded, owned by the new user", async () => {
    const values = fields();
    const res = await post(values, await jpeg(2400, 3000));
    expect(res.status).toBe(201);
    const { user } = await userByEmail(values.email);
    const url = user.profileImageUrl!;
    expect(url).toMatch(/^\/api\/v1\/files\/.+\.jpg$/);
    const [row] = await db().select().from(uploads).where(eq(uploads.url, url));
    expect(row.ownerId).toBe(user.id);
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

  it("limits applications per address", async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    for (let i = 0; i < REGISTRATION_LIMIT.max; i++) expect((await post(fields(), undefined, headers)).status).toBe(201);
    const refused = await post(fields(), undefined, headers);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many applications from this network. Please try again in \d+ minutes?\./);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 120_000);
});

describe("a taken email", () => {
  async function registered(email: string) {
    const values = fields({ email });
    expect((await post(values)).status).toBe(201);
    return (await userByEmail(email)).user;
  }

  it("gets the very answer a new email gets, in any case, creates nothing and changes nothing", async () => {
    const owner = await registered("taken@example.test");
    const before = await countRows();
    const fresh = await post(fields());
    const again = await post(fields({ email: "TAKEN@example.test", name: "Someone Else", password: "another-password", confirmPassword: "another-password" }));
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect(again.body).toEqual(RECEIVED);
    expect([...again.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());

    expect((await countRows()).users).toBe(before.users + 1); // the fresh one only
    const { user } = await userByEmail("taken@example.test");
    expect(user).toEqual(owner);
    // The owner's password is still theirs.
    expect((await call(login, "/api/v1/auth/login", { body: { email: "taken@example.test", password: PASSWORD } })).status).toBe(200);
  });

  it("mails the owner that someone tried to register with their address, with links to sign in and reset", async () => {
    await registered("owner@example.test");
    expect((await post(fields({ email: "owner@example.test" }))).status).toBe(201);
    const outbox = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "owner@example.test"));
    expect(outbox.map((mail) => mail.template).sort()).toEqual(["registration-attempted", "registration-received"]);
    const notice = outbox.find((mail) => mail.template === "registration-attempted")!;
    expect(notice.subject).toBe("Someone tried to register with your address");
    expect(notice.text).toContain("Hello Ada Obi,");
    expect(notice.text).toContain("Sign in: http://localhost:3000/login");
    expect(notice.text).toContain("Reset your password: http://localhost:3000/forgot-password");
    expect(notice.html).toContain('href="http://localhost:3000/forgot-password"');
  });

  it("sends staff to the admin sign-in, and answers the same for an admin's email", async () => {
    await makeUser(db(), { role: "admin", email: "chief@example.test" });
    const res = await post(fields({ email: "chief@example.test" }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual(RECEIVED);
    const [notice] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "chief@example.test"));
    expect(notice.text).toContain("Sign in: http://localhost:3000/admin");
    expect((await userByEmail("chief@example.test")).user.role).toBe("admin");
  });

  it("mails the owner at most a few times a day, however often it is tried", async () => {
    await registered("flooded@example.test");
    for (let i = 0; i < TAKEN_EMAIL_NOTICE_LIMIT.max + 3; i++) {
      expect((await post(fields({ email: "flooded@example.test" }))).body).toEqual(RECEIVED);
    }
    const notices = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "flooded@example.test"));
    expect(notices.filter((mail) => mail.template === "registration-attempted")).toHaveLength(TAKEN_EMAIL_NOTICE_LIMIT.max);
  }, 60_000);

  it("checks the picture as a new email's is checked, and stores none", async () => {
    await registered("pictured@example.test");
    const before = await countRows();
    const fake = new File(["this is not an image"], "photo.jpg", { type: "image/jpeg" });
    const taken = await post(fields({ email: "pictured@example.test" }), fake);
    const fresh = await post(fields(), fake);
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual(fresh.body);
    expect((await post(fields({ email: "pictured@example.test" }), await jpeg())).body).toEqual(RECEIVED);
    expect(await countRows()).toEqual(before);
  });

  it("counts under the address's limit before the email is looked up", async () => {
    await registered("counted@example.test");
    const headers = { "x-forwarded-for": "203.0.113.78" };
    for (let i = 0; i < REGISTRATION_LIMIT.max; i++) {
      expect((await post(fields({ email: "counted@example.test" }), undefined, headers)).status).toBe(201);
    }
    // The limit is spent by taken emails alike: a new one is refused now, and so is the taken one.
    const before = await countRows();
    expect((await post(fields(), undefined, headers)).status).toBe(429);
    expect((await post(fields({ email: "counted@example.test" }), undefined, headers)).status).toBe(429);
    expect(await countRows()).toEqual(before);
  }, 120_000);

  it("50 concurrent applications from one address: exactly the limit are evaluated, the rest get 429", async () => {
    await registered("burst@example.test");
    const headers = { "x-forwarded-for": "203.0.113.79" };
    const before = await countRows();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(fields(i % 2 ? { email: "burst@example.test" } : {}), undefined, headers)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(REGISTRATION_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - REGISTRATION_LIMIT.max);
    // Only the allowed new emails were created.
    const created = answers.filter((a, i) => a.status === 201 && i % 2 === 0).length;
    expect((await countRows()).users).toBe(before.users + created);
  }, 120_000);

  it("takes about as long as a new email, picture included (medians of alternating runs within 25%)", async () => {
    // A different taken email each time, as a prober would try them (each owner is mailed, like each new applicant).
    const RUNS = 31;
    const owners = await Promise.all(Array.from({ length: RUNS + 2 }, (_, i) => makeUser(db(), { email: `timed.${i}@example.test` })));
    const picture = await jpeg();
    const time = async (values: Record<string, string>) => {
      const started = performance.now();
      const res = await post(values, picture);
      expect(res.body).toEqual(RECEIVED);
      return performance.now() - started;
    };
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < owners.length; i++) {
      const newEmail = () => time(fields());
      const takenEmail = () => time(fields({ email: owners[i].email }));
      // Alternating which goes first, so that a slower moment of the machine weighs on both alike.
      if (i % 2) {
        fresh.push(await newEmail());
        taken.push(await takenEmail());
      } else {
        taken.push(await takenEmail());
        fresh.push(await newEmail());
      }
    }
    // The first two pairs only warm up (sharp, argon2, the statements).
    const median = (xs: number[]) => xs.slice(2).sort((x, y) => x - y)[Math.floor((xs.length - 2) / 2)];
    const [a, b] = [median(fresh), median(taken)];
    expect(Math.max(a, b) / Math.min(a, b), `new ${a.toFixed(0)} ms, taken ${b.toFixed(0)} ms`).toBeLessThanOrEqual(1.25);
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

  it("stores the guardian, not the minor's tick as consent, and mails the guardian a link to confirm", async () => {
    const values = fields({
      dob: bornYearsAgo(14),
      category: "teen",
      guardian_name: "Ngozi Obi",
      guardian_email: "Ngozi.Parent@Example.TEST",
      guardian_consent: "true",
    });
    const res = await post(values);
    expect(res.status).toBe(201);
    const { profile } = await userByEmail(values.email);
    expect(profile).toMatchObject({ guardianName: "Ngozi Obi", guardianEmail: "ngozi.parent@example.test" });
    // Issue 26: the applicant's tick is not the guardian's consent; the guardian confirms on their link's page.
    expect(profile.guardianConsentAt).toBeNull();
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "ngozi.parent@example.test"));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: "guardian-consent" });
    expect(mail[0].text).toContain("Ada Obi");
    expect(mail[0].text).toMatch(/\/guardian\/[A-Za-z0-9_-]{43}/);
  });

  it("ignores guardian fields from an adult", async () => {
    const values = fields({ guardian_name: "Someone", guardian_email: "someone@example.test", guardian_consent: "true" });
    const res = await post(values);
    expect(res.status).toBe(201);
    const { profile } = await userByEmail(values.email);
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
