import { beforeAll, describe, expect, it } from "vitest";
import { GET as getTalent } from "@/app/api/v1/talents/[id]/route";
import { GET as listTalents } from "@/app/api/v1/talents/route";
import { createTalent, type CreatedTalent } from "@/db/factories";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();

let amara: CreatedTalent;
let noStage: CreatedTalent;
let hidden: CreatedTalent;
let pending: CreatedTalent;
let declined: CreatedTalent;

beforeAll(async () => {
  const d = db();
  amara = await createTalent(d, {
    name: "Amara Legal",
    phone: "+2348031111111",
    media: [
      { fileUrl: "/demo/talents/t01.jpg", width: 800, height: 1000, blurDataUrl: "data:image/jpeg;base64,AAA" },
      { fileUrl: "/demo/talents/t02.jpg" },
    ],
    social: [{ platform: "instagram", url: "https://www.instagram.com/amara", followers: 1200 }],
    profile: { stageName: "Amara Okafor", category: "female", dob: "2000-01-02", height: `5'10"`, bust: `33"`, hairColor: "Black" },
  });
  await createTalent(d, { profile: { stageName: "Beatrix Lund", category: "female" } });
  await createTalent(d, { profile: { stageName: "anna lower", category: "female" } });
  noStage = await createTalent(d, { name: "Zed Plain", profile: { stageName: null, category: "male" } });
  await createTalent(d, { profile: { stageName: "Chloe Tan", category: "influencer" } });
  await createTalent(d, { profile: { stageName: "Aria Bennett", category: "teen" } });
  hidden = await createTalent(d, { status: "hidden", profile: { stageName: "Anna Hidden", category: "female" } });
  pending = await createTalent(d, { status: "pending", profile: { stageName: "Alice Pending", category: "female" } });
  declined = await createTalent(d, { status: "declined", profile: { stageName: "Ada Declined", category: "female" } });
});

const names = (body: { data: { data: { stage_name: string }[] } }) => body.data.data.map((t) => t.stage_name);

describe("GET /talents", () => {
  it("answers the spec's listing shape with totals", async () => {
    const res = await call(listTalents, "/api/v1/talents", { query: { category: "female", limit: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ total: 3, page: 1, limit: 100, last_page: 1 });
    const first = res.body.data.data[0];
    expect(Object.keys(first).sort()).toEqual(["category", "id", "stage_name", "user"]);
    expect(Object.keys(first.user).sort()).toEqual(["name", "profile_image_url"]);
  });

  it("lists only active talent, alphabetically, case-insensitively", async () => {
    const res = await call(listTalents, "/api/v1/talents", { query: { category: "female" } });
    expect(names(res.body)).toEqual(["Amara Okafor", "anna lower", "Beatrix Lund"]);
    const all = await call(listTalents, "/api/v1/talents", { query: { limit: 100 } });
    const ids = all.body.data.data.map((t: { id: number }) => t.id);
    for (const t of [hidden, pending, declined]) expect(ids).not.toContain(t.profile.id);
    expect(all.body.data.total).toBe(6);
  });

  it("filters by category", async () => {
    for (const [category, expected] of [
      ["male", ["Zed Plain"]],
      ["influencer", ["Chloe Tan"]],
      ["teen", ["Aria Bennett"]],
    ] as const) {
      const res = await call(listTalents, "/api/v1/talents", { query: { category } });
      expect(names(res.body)).toEqual(expected);
      expect(res.body.data.data.every((t: { category: string }) => t.category === category)).toBe(true);
    }
  });

  it("filters by first letter, upper or lower case, and finds nothing for X", async () => {
    const a = await call(listTalents, "/api/v1/talents", { query: { category: "female", letter: "a" } });
    expect(names(a.body)).toEqual(["Amara Okafor", "anna lower"]);
    const x = await call(listTalents, "/api/v1/talents", { query: { category: "female", letter: "X" } });
    expect(x.status).toBe(200);
    expect(x.body.data).toMatchObject({ data: [], total: 0 });
  });

  it("falls back to the account name when there is no stage name, for the name and the letter", async () => {
    const res = await call(listTalents, "/api/v1/talents", { query: { letter: "Z" } });
    expect(res.body.data.data).toEqual([
      { id: noStage.profile.id, stage_name: "Zed Plain", category: "male", user: { name: "Zed Plain", profile_image_url: null } },
    ]);
  });

  it("searches by stage name or account name, and treats wildcards literally", async () => {
    expect(names((await call(listTalents, "/api/v1/talents", { query: { search: "okaf" } })).body)).toEqual(["Amara Okafor"]);
    expect(names((await call(listTalents, "/api/v1/talents", { query: { search: "legal" } })).body)).toEqual(["Amara Okafor"]);
    expect(names((await call(listTalents, "/api/v1/talents", { query: { search: "hidden" } })).body)).toEqual([]);
    expect((await call(listTalents, "/api/v1/talents", { query: { search: "%" } })).body.data.total).toBe(0);
  });

  it("pages within bounds", async () => {
    const p1 = await call(listTalents, "/api/v1/talents", { query: { limit: 2, page: 1 } });
    const p3 = await call(listTalents, "/api/v1/talents", { query: { limit: 2, page: 3 } });
    const p9 = await call(listTalents, "/api/v1/talents", { query: { limit: 2, page: 9 } });
    expect(p1.body.data).toMatchObject({ total: 6, limit: 2, last_page: 3 });
    expect(p1.body.data.data).toHaveLength(2);
    expect(p3.body.data.data).toHaveLength(2);
    expect(p9.body.data.data).toEqual([]);
    const tooMany = await call(listTalents, "/api/v1/talents", { query: { limit: 5000, page: -3 } });
    expect(tooMany.status).toBe(200);
    expect(tooMany.body.data.limit).toBeLessThanOrEqual(100);
    expect(tooMany.body.data.page).toBe(1);
  });

  it("refuses an unknown category or a malformed letter with 422", async () => {
    const bad = await call(listTalents, "/api/v1/talents", { query: { category: "robots" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.category).toBeDefined();
    const letter = await call(listTalents, "/api/v1/talents", { query: { letter: "ab" } });
    expect(letter.status).toBe(422);
    expect(letter.body.errors.letter).toEqual(["Letter must be a single letter from A to Z"]);
  });
});

describe("GET /talents/{id}", () => {
  it("answers the spec's profile shape, media in order and social accounts", async () => {
    const res = await call(getTalent, `/api/v1/talents/${amara.profile.id}`, { params: { id: String(amara.profile.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: amara.profile.id,
      stage_name: "Amara Okafor",
      category: "female",
      height: `5'10"`,
      height_cm: 178,
      bust: `33"`,
      hair_color: "Black",
      waist: null,
      user: { name: "Amara Legal", profile_image_url: "/demo/talents/t01.jpg", profile_image_blur: "data:image/jpeg;base64,AAA" },
      social_media: [{ platform: "instagram", followers: 1200, url: "https://www.instagram.com/amara" }],
    });
    expect(res.body.data.media.map((m: { file_url: string }) => m.file_url)).toEqual(["/demo/talents/t01.jpg", "/demo/talents/t02.jpg"]);
    for (const key of ["stage_name", "category", "height", "bust", "waist", "hips", "shoe_size", "hair_color", "eye_color", "dress_size"]) {
      expect(res.body.data).toHaveProperty(key);
    }
  });

  it("never returns the date of birth or contact details", async () => {
    const one = await call(getTalent, `/api/v1/talents/${amara.profile.id}`, { params: { id: String(amara.profile.id) } });
    const list = await call(listTalents, "/api/v1/talents", { query: { limit: 100 } });
    for (const body of [one.body, list.body]) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/dob|2000-01-02|email|phone|whatsapp|\+2348031111111|password|guardian/i);
    }
  });

  it("is a 404 for hidden, pending, declined and unknown talent", async () => {
    for (const id of [hidden.profile.id, pending.profile.id, declined.profile.id, 999_999]) {
      const res = await call(getTalent, `/api/v1/talents/${id}`, { params: { id: String(id) } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Talent not found." });
    }
    expect((await call(getTalent, "/api/v1/talents/abc", { params: { id: "abc" } })).status).toBe(422);
  });
});
