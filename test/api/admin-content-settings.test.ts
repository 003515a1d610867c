import { beforeAll, describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/v1/settings/[key]/route";
import { settingsDefaults } from "@/lib/domain/settings-defaults";
import { permissions } from "@/lib/domain/permissions";
import { createSession } from "@/lib/services/accounts/sessions";
import { settingsPermission } from "@/lib/services/settings/settings";
import { settingsKeys, type SettingsKey, type SettingsMap } from "@/lib/validation/settings";
import { useTestDb } from "../db";
import { call } from "../http";
import { makeUser } from "../users";

const db = useTestDb();

const clone = <T>(v: T): T => structuredClone(v);

/** For each key, its default made invalid in a way the admin screens could produce (or a crafted client could). */
const invalid: { [K in SettingsKey]: (d: SettingsMap[K]) => unknown } = {
  banner: (d) => ({ ...d, left: { ...d.left, headerText: "   " } }),
  categories: (d) => ({ items: [...d.items, { id: "new", name: " ", description: "" }] }),
  brands: (d) => ({ items: [...d.items, { id: "x", name: "Evil", logoUrl: "javascript:alert(1)" }] }),
  "join-statements": (d) => ({ ...d, heroTitle: "" }),
  "social-media": (d) => ({ items: [...d.items, { id: "yt", platform: "youtube", url: "javascript:alert(1)" }] }),
  "become-a-member": (d) => ({ ...d, whatWeLookFor: { ...d.whatWeLookFor, items: [...d.whatWeLookFor.items, "  "] } }),
  "logo-icon": (d) => ({ ...d, favicon: "//evil.example/favicon.png" }),
  "about-us": (d) => ({ ...d, values: { ...d.values, items: [...d.values.items, { title: "Only a title", description: "" }] } }),
  "cookie-policy": (d) => ({ ...d, sections: [...d.sections, { id: "v", title: "Video", content: "x", type: "video" }] }),
  "privacy-policy": (d) => ({ ...d, pageTitle: "" }),
  "terms-conditions": (d) => ({ ...d, sections: [{ ...d.sections[0], content: "   " }] }),
  content: (d) => ({ ...d, "Not A Key!": "x" }),
  options: (d) => ({ ...d, challengeWindowHours: 1.5 }),
  retention: (d) => ({ ...d, contactMessageDays: 1e9 }),
  agency: (d) => ({ ...d, timeZone: "Not/AZone" }),
  billing: (d) => ({ ...d, homeCurrency: "euro" }),
};

let admin: string;
let talent: string;
let allButContent: string;

beforeAll(async () => {
  const token = async (opts: Parameters<typeof makeUser>[1]) => (await createSession((await makeUser(db(), opts)).id)).token;
  admin = await token({ role: "admin" });
  talent = await token({ role: "talent" });
  allButContent = await token({ role: "subadmin", permissions: permissions.filter((p) => p !== "content") });
});

const put = (key: string, value: unknown, bearer?: string) =>
  call(PUT, `/api/v1/settings/${key}`, { method: "PUT", params: { key }, bearer, body: { value } });
const read = async (key: string) => (await call(GET, `/api/v1/settings/${key}`, { params: { key } })).body.data.value;

describe.each(settingsKeys)("PUT /settings/%s", (key) => {
  it("accepts its default value and the public read returns it", async () => {
    const res = await put(key, clone(settingsDefaults[key]), admin);
    expect(res.status).toBe(200);
    expect(await read(key)).toEqual(JSON.parse(JSON.stringify(settingsDefaults[key])));
  });

  it("refuses invalid content with 422 and keeps the saved value", async () => {
    const bad = (invalid[key] as (d: unknown) => unknown)(clone(settingsDefaults[key]));
    const res = await put(key, bad, admin);
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors).every((k) => k === "value" || k.startsWith("value."))).toBe(true);
    expect(await read(key)).toEqual(JSON.parse(JSON.stringify(settingsDefaults[key])));
    expect((await put(key, "not an object", admin)).status).toBe(422);
  });

  it("refuses a talent (403), a visitor (401) and a sub-admin without the key's permission (403)", async () => {
    const value = clone(settingsDefaults[key]);
    expect((await put(key, value)).status).toBe(401);
    expect((await put(key, value, talent)).status).toBe(403);
    const needs = settingsPermission[key];
    const without = (await createSession((await makeUser(db(), { role: "subadmin", permissions: permissions.filter((p) => p !== needs) })).id)).token;
    expect((await put(key, value, without)).status).toBe(403);
    // An admins-only key (the retention of personal data): a sub-admin holding every permission is still refused.
    if (needs === "admin") return;
    const only = (await createSession((await makeUser(db(), { role: "subadmin", permissions: [needs] })).id)).token;
    expect((await put(key, value, only)).status).toBe(200);
  });
});

describe("settings permissions", () => {
  it("guards the legal pages and the about page with 'content'", async () => {
    for (const key of ["about-us", "cookie-policy", "privacy-policy", "terms-conditions"] as const) {
      expect((await put(key, clone(settingsDefaults[key]), allButContent)).status).toBe(403);
    }
  });

  it("answers an unknown key with 404", async () => {
    expect((await put("nope", {}, admin)).status).toBe(404);
  });

  it("saves an edited value that the public read then shows (trimmed)", async () => {
    const banner = clone(settingsDefaults.banner);
    banner.left.headerText = "  New Season Faces  ";
    expect((await put("banner", banner, admin)).status).toBe(200);
    expect((await read("banner")).left.headerText).toBe("New Season Faces");
  });
});
