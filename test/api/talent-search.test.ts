import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as updateByAdmin } from "@/app/api/v1/admin/talents/[id]/route";
import { PUT as putProfile } from "@/app/api/v1/profile/route";
import { GET as listTalents } from "@/app/api/v1/talents/route";
import { createAdmin, createTalent, type TalentOverrides } from "@/db/factories";
import { buildOpenApi } from "@/lib/api/openapi";
import { talentProfiles } from "@/db/schema";
import { countWithoutEachFilter, searchTalentCards } from "@/lib/services/talents/talents";
import { createSession } from "@/lib/services/accounts/sessions";
import { parseListingFilters } from "@/lib/validation/talents";
import { useTestDb } from "../db";
import { call } from "../http";
import { TEST_PASSWORD, makeUser } from "../users";

const db = useTestDb();

/** The seeded set: free-text heights and colours as talents type them, so the answers depend on the parsing too. */
const seed: Record<string, TalentOverrides> = {
  Ada: { profile: { height: `5'9"`, hairColor: "Dark Blonde", eyeColor: "Blue" }, social: [{ platform: "instagram", followers: 12_000 }] },
  Bea: { profile: { height: "1,78 m", hairColor: "Brunette", eyeColor: "Brown" }, social: [{ platform: "tiktok", followers: 50_000 }] },
  Cora: {
    profile: { height: "6 foot", hairColor: "blond", eyeColor: "green" },
    social: [
      { platform: "instagram", followers: 500 },
      { platform: "tiktok", followers: 9_000 },
    ],
  },
  Dana: { profile: { height: "160 cm", hairColor: "Auburn", eyeColor: "Hazel" } },
  Eve: { profile: { height: null, hairColor: "Blonde", eyeColor: "blue-green" }, social: [{ platform: "instagram", followers: 200_000 }] },
  Fay: { profile: { height: "5′10″", hairColor: "Grey", eyeColor: "grey" }, social: [{ platform: "instagram", followers: 10_000 }] },
  Jo: { profile: { height: "172", hairColor: "pink", eyeColor: "violet" } },
  Gia: { status: "hidden", profile: { height: "175 cm", hairColor: "Blonde" } },
  Ivy: { status: "pending", profile: { height: "175 cm", hairColor: "Blonde" } },
  Hal: { profile: { category: "male", gender: "male", height: "183 cm", hairColor: "Blonde", eyeColor: "Blue" } },
};
const ids: Record<string, number> = {};
const idsOf = (...names: string[]) => names.map((n) => ids[n]);

beforeAll(async () => {
  // One talent a month, in name order, so "newest" is the reverse of the seed order.
  let month = 0;
  for (const [name, o] of Object.entries(seed)) {
    month += 1;
    const { profile } = await createTalent(db(), {
      ...o,
      name,
      profile: { category: "female", stageName: `${name} Search`, createdAt: new Date(Date.UTC(2024, month, 1)), ...o.profile },
    });
    ids[name] = profile.id;
  }
});

describe("the listing filters on GET /talents", () => {
  it.each<[string, Record<string, string | number>, string[]]>([
    ["no filter", {}, ["Ada", "Bea", "Cora", "Dana", "Eve", "Fay", "Jo"]],
    ["hair (every spelling of blonde)", { hair: "blonde" }, ["Ada", "Cora", "Eve"]],
    ["a height range in cm", { height_min: 170, height_max: 180 }, ["Ada", "Bea", "Fay", "Jo"]],
    ["a height range with both ends equal", { height_min: 178, height_max: 178 }, ["Bea", "Fay"]],
    ["height and hair", { height_min: 170, height_max: 180, hair: "blonde" }, ["Ada"]],
    ["eyes (blue-green is blue)", { eyes: "blue" }, ["Ada", "Eve"]],
    ["followers on either network, inclusive", { followers_min: 10_000 }, ["Ada", "Bea", "Eve", "Fay"]],
    ["hair and eyes", { hair: "red", eyes: "hazel" }, ["Dana"]],
    ["a colour outside the palette", { hair: "other" }, ["Jo"]],
    ["a letter and a colour", { letter: "c", hair: "blonde" }, ["Cora"]],
    ["nothing that tall", { height_min: 184 }, []],
    ["sort by height, unknown heights last", { sort: "height" }, ["Dana", "Jo", "Ada", "Bea", "Fay", "Cora", "Eve"]],
    ["sort by followers, none last", { sort: "followers" }, ["Eve", "Bea", "Ada", "Fay", "Cora", "Dana", "Jo"]],
    ["sort newest first", { sort: "newest" }, ["Jo", "Fay", "Eve", "Dana", "Cora", "Bea", "Ada"]],
    ["a maximum height, by height", { height_max: 175, sort: "height" }, ["Dana", "Jo", "Ada"]],
    ["empty parameters are no filter", { hair: "", height_min: "", sort: "" }, ["Ada", "Bea", "Cora", "Dana", "Eve", "Fay", "Jo"]],
  ])("%s", async (_, filters, expected) => {
    const res = await call(listTalents, "/api/v1/talents", { query: { category: "female", limit: 100, ...filters } });
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((t: { id: number }) => t.id)).toEqual(idsOf(...expected));
    expect(res.body.data.total).toBe(expected.length);
  });

  it("filters across categories and never shows hidden or pending talent", async () => {
    const res = await call(listTalents, "/api/v1/talents", { query: { hair: "blonde", limit: 100 } });
    expect(res.body.data.data.map((t: { id: number }) => t.id)).toEqual(idsOf("Ada", "Cora", "Eve", "Hal"));
  });

  it("pages a sorted, filtered list", async () => {
    const res = await call(listTalents, "/api/v1/talents", { query: { category: "female", sort: "height", limit: 2, page: 2 } });
    expect(res.body.data.data.map((t: { id: number }) => t.id)).toEqual(idsOf("Ada", "Bea"));
    expect(res.body.data).toMatchObject({ total: 7, page: 2, last_page: 4 });
  });

  it.each<[Record<string, string>, string]>([
    [{ height_min: "abc" }, "height_min"],
    [{ height_max: "1.75" }, "height_max"],
    [{ height_min: "50" }, "height_min"],
    [{ height_min: "190", height_max: "170" }, "height_max"],
    [{ hair: "purple" }, "hair"],
    [{ eyes: "Blue" }, "eyes"],
    [{ followers_min: "-1" }, "followers_min"],
    [{ followers_min: "10k" }, "followers_min"],
    [{ sort: "random" }, "sort"],
  ])("answers 422 for %j", async (query, field) => {
    const res = await call(listTalents, "/api/v1/talents", { query });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });
});

describe("the OpenAPI document", () => {
  it("describes the filters of GET /talents from the route's query schema", async () => {
    const route = await import("@/app/api/v1/talents/route");
    const doc = buildOpenApi([{ path: "/talents", module: route }]);
    const parameters = (doc.paths["/talents"].get as { parameters: { name: string; schema: Record<string, unknown> }[] }).parameters;
    const byName = Object.fromEntries(parameters.map((p) => [p.name, p.schema]));
    expect(Object.keys(byName)).toEqual(expect.arrayContaining(["category", "letter", "search", "page", "limit", "height_min", "height_max", "hair", "eyes", "followers_min", "sort"]));
    expect(byName.height_min).toMatchObject({ type: "integer", minimum: 90, maximum: 250 });
    expect(byName.hair).toMatchObject({ enum: ["black", "brown", "blonde", "red", "grey", "bald", "other"] });
    expect(byName.sort).toMatchObject({ enum: ["name", "height", "followers", "newest"], default: "name" });
  });
});

describe("the listing page's reading of the same filters", () => {
  it("finds the same talent as the API for a page URL, and drops what the API would refuse", async () => {
    const filters = parseListingFilters({ height_min: "170", height_max: "180", hair: "blonde", eyes: "purple", followers_min: "abc" });
    expect(filters).toEqual({ height_min: 170, height_max: 180, hair: "blonde", sort: "name" });
    const page = await searchTalentCards("female", filters);
    expect(page.data.map((t) => t.id)).toEqual(idsOf("Ada"));
  });

  it("says which filter to loosen when nothing matches", async () => {
    const counts = await countWithoutEachFilter("female", { height_min: 184, hair: "blonde", sort: "name" });
    expect(counts).toEqual([
      { filter: "height", total: 3 },
      { filter: "hair", total: 0 },
    ]);
  });
});

describe("saving a profile keeps the search columns in step", () => {
  it("parses the height and colours a talent saves", async () => {
    const user = await makeUser(db(), { email: "save@search.test" });
    const signIn = await call(login, "/api/v1/auth/login", { body: { email: "save@search.test", password: TEST_PASSWORD } });
    const res = await call(putProfile, "/api/v1/profile", {
      method: "PUT",
      bearer: signIn.body.data.token,
      body: { height: "1,78 m", hair_color: "strawberry blonde", eye_color: "Gray-Blue" },
    });
    expect(res.status).toBe(200);
    const [saved] = await db().select().from(talentProfiles).where(eq(talentProfiles.userId, user.id));
    expect(saved).toMatchObject({ height: "1,78 m", heightCm: 178, hairColor: "strawberry blonde", hairColorKey: "blonde", eyeColorKey: "grey" });
    const found = await call(listTalents, "/api/v1/talents", { query: { hair: "blonde", height_min: 178, height_max: 178 } });
    expect(found.body.data.data.map((t: { id: number }) => t.id)).toEqual([saved.id]);

    await call(putProfile, "/api/v1/profile", { method: "PUT", bearer: signIn.body.data.token, body: { hair_color: "" } });
    const [cleared] = await db().select().from(talentProfiles).where(eq(talentProfiles.userId, user.id));
    expect(cleared).toMatchObject({ hairColor: null, hairColorKey: null, heightCm: 178, eyeColorKey: "grey" });
  });

  it("parses what an admin saves", async () => {
    const admin = (await createSession((await createAdmin(db())).id)).token;
    const { user } = await createTalent(db(), { profile: { hairColor: "Black", height: "160 cm" } });
    const res = await call(updateByAdmin, `/api/v1/admin/talents/${user.id}`, {
      bearer: admin,
      params: { id: String(user.id) },
      body: { height: "5 ft 9", hair_color: "Copper", eye_color: "Emerald" },
    });
    expect(res.status).toBe(200);
    const [saved] = await db().select().from(talentProfiles).where(eq(talentProfiles.userId, user.id));
    expect(saved).toMatchObject({ heightCm: 175, hairColorKey: "red", eyeColorKey: "green" });
  });
});
