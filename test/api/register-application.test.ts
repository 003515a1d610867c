import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as approve } from "@/app/api/v1/admin/approve/[id]/route";
import { GET as pending } from "@/app/api/v1/admin/pending/route";
import { GET as adminTalents } from "@/app/api/v1/admin/talents/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { createAdmin, createTalent } from "@/db/factories";
import { talentMedia, talentProfiles, uploads, users } from "@/db/schema";
import { outboxFor } from "@/lib/email";
import { createSession } from "@/lib/services/accounts/sessions";
import { registerMessages as m, todayIso } from "@/lib/validation/register";
import { useTestDb } from "../db";
import { call } from "../http";

// The application's selection data (issue 26): what the site's form sends, what an older client sends, and what
// the review queue makes of each.

const db = useTestDb();
let admin: string;
beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
});

function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - 1);
  return todayIso(d);
}

let counter = 0;
/** The old client's payload (spec section 3): no selection data, WhatsApp given. */
function oldClientFields(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    name: "Ada Obi",
    email: `applicant.${counter}@example.test`,
    password: "a-strong-password",
    confirmPassword: "a-strong-password",
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
}

async function jpeg(color: string): Promise<File> {
  const bytes = await sharp({ create: { width: 600, height: 800, channels: 3, background: color } }).jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], "snap.jpg", { type: "image/jpeg" });
}

async function post(values: Record<string, string>, files: Record<string, File> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, f);
  return call(register, "/api/v1/auth/register", { form, headers: { "x-forwarded-for": `10.26.${counter}.1` } });
}

async function applicantByEmail(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.userId, user.id));
  return { user, profile };
}

type Applicant = {
  id: number;
  is_minor: boolean;
  talent_profile: { instagram_handle: string | null; guardian: { name: string | null; email: string | null; consent_at: string | null } };
  application: { snapshots: { kind: string; file_url: string }[]; missing: string[] };
};
async function pendingRow(userId: number): Promise<Applicant | undefined> {
  const res = await call(pending, "/api/v1/admin/pending", { bearer: admin, query: { limit: "100" } });
  expect(res.status).toBe(200);
  return (res.body.data.data as Applicant[]).find((a) => a.id === userId);
}

const selection = {
  height: "175 cm",
  bust: "84 cm",
  waist: "24 in",
  hips: "90",
  shoe_size: "EU 39",
  hair_color: "Dark Brown",
  eye_color: "Hazel",
  instagram: "https://www.instagram.com/Ada.Obi/?igsh=xyz",
};

describe("registration with the selection data", () => {
  it("stores the measurements with their units, the handle and the three snapshots, and the review shows them all", async () => {
    const values = oldClientFields({ ...selection, whatsapp: "" });
    const snaps = { snapshot_head: await jpeg("#a75"), snapshot_full_length: await jpeg("#5a7"), snapshot_profile: await jpeg("#75a") };
    const res = await post(values, snaps);
    expect(res.status).toBe(201);

    const { user, profile } = await applicantByEmail(values.email);
    expect(user.whatsapp).toBeNull();
    expect(profile).toMatchObject({
      height: "175 cm",
      heightCm: 175,
      bust: "84 cm",
      waist: "24 in",
      hips: "90 cm",
      shoeSize: "EU 39",
      hairColor: "Dark Brown",
      hairColorKey: "brown",
      eyeColor: "Hazel",
      instagramHandle: "ada.obi",
    });
    const media = await db().select().from(talentMedia).where(eq(talentMedia.talentProfileId, profile.id));
    expect(media.map((p) => p.snapshotKind).sort()).toEqual(["full_length", "head", "profile"]);
    const owned = await db().select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(owned).toHaveLength(3);

    const row = await pendingRow(user.id);
    expect(row?.application.missing).toEqual([]);
    expect(row?.application.snapshots.map((s) => s.kind)).toEqual(["head", "full_length", "profile"]);
    expect(row?.talent_profile.instagram_handle).toBe("ada.obi");
    expect(row?.is_minor).toBe(false);
  });

  it("still takes the old client's payload (WhatsApp, no selection data), and the review lists what is missing", async () => {
    const values = oldClientFields();
    const res = await post(values);
    expect(res.status).toBe(201);
    const { user } = await applicantByEmail(values.email);
    expect(user.whatsapp).toBe("+2348031234568");
    const row = await pendingRow(user.id);
    expect(row?.application.snapshots).toEqual([]);
    expect(row?.application.missing).toEqual([
      "Height",
      "Bust / chest",
      "Waist",
      "Hips",
      "Shoe size",
      "Hair colour",
      "Eye colour",
      "Head and shoulders photo",
      "Full length photo",
      "Profile photo",
    ]);
  });

  it("refuses unreadable values at their fields, with the form's messages, and stores nothing", async () => {
    const before = (await db().select().from(uploads)).length;
    const res = await post(
      oldClientFields({ height: "tall", bust: "huge", waist: "5 cm", instagram: "instagram.com/p/abc", whatsapp: "+12" }),
      { snapshot_head: new File(["not an image"], "head.jpg", { type: "image/jpeg" }) },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      height: [m.heightUnreadable],
      bust: [m.bust],
      waist: [m.waist],
      instagram: [m.instagram],
      whatsapp: [m.whatsapp],
    });
    const bad = await post(oldClientFields(), { snapshot_profile: new File(["not an image"], "p.jpg", { type: "image/jpeg" }) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["snapshot_profile"]);
    expect((await db().select().from(uploads)).length).toBe(before);
  });
});

describe("minors in the review and the lists", () => {
  it("marks a minor with the guardian's name, email and consent, in the queue and in the talents list", async () => {
    const values = oldClientFields({
      dob: bornYearsAgo(15),
      category: "teen",
      guardian_name: "Ngozi Obi",
      guardian_email: "ngozi@example.test",
      guardian_consent: "true",
    });
    expect((await post(values)).status).toBe(201);
    const { user } = await applicantByEmail(values.email);
    const row = await pendingRow(user.id);
    expect(row?.is_minor).toBe(true);
    expect(row?.talent_profile.guardian).toMatchObject({ name: "Ngozi Obi", email: "ngozi@example.test" });
    // The applicant's tick is not consent: the guardian confirms on their own link, mailed with the application.
    expect(row?.talent_profile.guardian.consent_at).toBeNull();
    expect((await outboxFor("ngozi@example.test")).map((m) => m.template)).toContain("guardian-consent");

    const adult = await createTalent(db(), { status: "active", profile: { dob: bornYearsAgo(30) } });
    const teen = await createTalent(db(), { status: "active", profile: { dob: bornYearsAgo(16) } });
    const list = await call(adminTalents, "/api/v1/admin/talents", { bearer: admin, query: { limit: "100" } });
    const minorOf = (id: number) => (list.body.data.data as { id: number; is_minor: boolean }[]).find((t) => t.id === id)?.is_minor;
    expect(minorOf(teen.user.id)).toBe(true);
    expect(minorOf(adult.user.id)).toBe(false);
  });
});

describe("the approval mail", () => {
  it("carries an absolute sign-in link", async () => {
    const { user } = await createTalent(db(), { status: "pending" });
    const res = await call(approve, `/api/v1/admin/approve/${user.id}`, { method: "PATCH", params: { id: String(user.id) }, bearer: admin });
    expect(res.status).toBe(200);
    const [mail] = await outboxFor(user.email);
    expect(mail.text).toMatch(/Sign in to your dashboard: https?:\/\/[^/\s]+\/login/);
    expect(mail.html).toMatch(/href="https?:\/\/[^"/]+\/login"/);
  });
});
