import { beforeAll, describe, expect, it } from "vitest";
import * as one from "@/app/api/v1/admin/packages/[id]/route";
import * as collection from "@/app/api/v1/admin/packages/route";
import * as talentSearch from "@/app/api/v1/admin/package-talents/route";
import * as clientPackage from "@/app/api/v1/packages/[token]/route";
import { createAdmin, createSubadmin, createTalent } from "@/db/factories";
import { availabilityBlocks } from "@/db/schema";
import { defaultExpiryDay, packageMessages } from "@/lib/domain/packages";
import { talentDayLabel, type TalentDay } from "@/lib/domain/talent-day";
import { getClientPackage } from "@/lib/services/packages/package-client";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { at, confirmLine, newJob, place } from "../jobs";

/*
 * Issue 28, item 10: a package's optional project date, and the picker's marks of each talent's day. The client's
 * package (its page's data and its API) shows nothing of either.
 */

const db = useTestDb();
let admin: string;
let packagesOnly: string;
const ids: Record<"free" | "first" | "second" | "confirmed" | "blocked", number> = { free: 0, first: 0, second: 0, confirmed: 0, blocked: 0 };
const DAY = "2031-03-04";
/** A wall time on the agency's clock (New York), as the lines are entered: the picker reads days there (issue 36). */
const wall = (day: number, hour: number) => at(day, hour).slice(0, 16);

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  packagesOnly = (await createSession((await createSubadmin(db(), ["packages"])).id)).token;
  const names = ["Ada", "Bea", "Cleo", "Dora", "Eve"];
  for (const [i, key] of (Object.keys(ids) as (keyof typeof ids)[]).entries()) {
    ids[key] = (await createTalent(db(), { profile: { stageName: `Day ${names[i]}` }, media: 1 })).profile.id;
  }
  const a = await newJob(admin);
  const b = await newJob(admin);
  // "first" holds a 1st option on the day; "second" has an earlier option of another talent's job ahead of it.
  await place(admin, a.id, { talent_profile_id: ids.first, starts_at: wall(4, 9), ends_at: wall(4, 18) });
  await place(admin, a.id, { talent_profile_id: ids.second, starts_at: wall(3, 20), ends_at: wall(4, 2) });
  await place(admin, b.id, { talent_profile_id: ids.second, starts_at: wall(4, 0), ends_at: wall(4, 23) });
  const held = await place(admin, a.id, { talent_profile_id: ids.confirmed, starts_at: wall(4, 12), ends_at: wall(4, 14) });
  expect((await confirmLine(admin, held.body.data.line.id)).status).toBe(200);
  // Lines that do not touch the day, or are gone, leave "free" free: the day before, the day after, a released one.
  await place(admin, b.id, { talent_profile_id: ids.free, starts_at: wall(3, 9), ends_at: wall(4, 0) });
  await place(admin, b.id, { talent_profile_id: ids.free, starts_at: wall(5, 0), ends_at: wall(5, 10) });
  await db().insert(availabilityBlocks).values([
    { talentProfileId: ids.blocked, startsOn: "2031-03-02", endsOn: DAY, kind: "holiday" },
    { talentProfileId: ids.free, startsOn: "2031-03-05", endsOn: "2031-03-06", kind: "out_of_town" },
  ]);
});

const payload = (over: Record<string, unknown> = {}) => ({
  title: "Spring casting",
  client_name: "Jane Client",
  client_email: "jane@acme.test",
  message: "",
  expires_at: defaultExpiryDay(),
  talents: [{ talent_profile_id: ids.free }, { talent_profile_id: ids.confirmed }],
  ...over,
});

const search = (query: Record<string, string>, bearer = admin) => call(talentSearch.GET, "/api/v1/admin/package-talents", { bearer, query });
const dayOf = (rows: { talent_profile_id: number; day: TalentDay | null }[], id: number) => rows.find((r) => r.talent_profile_id === id)?.day;

describe("a package's project date", () => {
  it("is optional, kept as a day, changed and cleared by an update, and refused when it is not a real day", async () => {
    const created = await call(collection.POST, "/api/v1/admin/packages", { bearer: admin, body: payload({ project_date: DAY }) });
    expect(created.status).toBe(201);
    expect(created.body.data.project_date).toBe(DAY);
    const id = created.body.data.id as number;
    const put = (body: unknown) => call(one.PUT, `/api/v1/admin/packages/${id}`, { method: "PUT", bearer: admin, params: { id: String(id) }, body });
    expect((await put(payload({ project_date: "2031-04-01" }))).body.data.project_date).toBe("2031-04-01");
    expect((await call(one.GET, `/api/v1/admin/packages/${id}`, { bearer: admin, params: { id: String(id) } })).body.data.project_date).toBe("2031-04-01");
    expect((await put(payload({ project_date: "" }))).body.data.project_date).toBeNull();
    expect((await put(payload())).body.data.project_date).toBeNull();
    for (const bad of ["2031-02-30", "04/03/2031", "2031-03-04T10:00:00Z", 20310304, "2031-03-04\u0000", "9".repeat(5000)]) {
      const res = await put(payload({ project_date: bad }));
      expect(res.status, String(bad)).toBe(422);
      expect(res.body.errors.project_date).toHaveLength(1);
      if (typeof bad === "string" && !bad.includes("\u0000")) expect(res.body.errors.project_date).toEqual([packageMessages.projectDate]);
    }
  });
});

describe("the picker's day marks", () => {
  it("marks each talent free, on option with its best rank, confirmed or blocked on the project date", async () => {
    const res = await search({ search: "Day", date: DAY });
    expect(res.status).toBe(200);
    const rows = res.body.data;
    expect(dayOf(rows, ids.free)).toEqual({ state: "free", rank: null, options: 0, block_kind: null });
    expect(dayOf(rows, ids.first)).toEqual({ state: "option", rank: 1, options: 1, block_kind: null });
    expect(dayOf(rows, ids.second)).toEqual({ state: "option", rank: 1, options: 2, block_kind: null });
    expect(dayOf(rows, ids.confirmed)).toEqual({ state: "confirmed", rank: null, options: 0, block_kind: null });
    expect(dayOf(rows, ids.blocked)).toEqual({ state: "blocked", rank: null, options: 0, block_kind: "holiday" });
    expect(rows.map((r: { day: TalentDay }) => talentDayLabel(r.day)).sort()).toEqual(["1st option", "1st option (2 options)", "Blocked: holiday", "Confirmed", "Free"]);
  });

  it("reads each day on its own: the day before and after hold other lines and blocks", async () => {
    const rows = (await search({ search: "Day", date: "2031-03-03" })).body.data;
    expect(dayOf(rows, ids.second)).toEqual({ state: "option", rank: 1, options: 1, block_kind: null });
    expect(dayOf(rows, ids.free)).toEqual({ state: "option", rank: 1, options: 1, block_kind: null });
    expect(dayOf(rows, ids.blocked)?.state).toBe("blocked");
    expect(dayOf((await search({ search: "Day", date: "2031-03-06" })).body.data, ids.free)).toMatchObject({ state: "blocked", block_kind: "out_of_town" });
  });

  it("answers no marks without a date, and a 422 for a date that is not a real day", async () => {
    const rows = (await search({ search: "Day" })).body.data;
    expect(rows).toHaveLength(5);
    expect(rows.every((r: { day: unknown }) => r.day === null)).toBe(true);
    expect((await search({ search: "Day", date: "" })).status).toBe(200);
    for (const bad of ["2031-13-01", "yesterday", "2031-03-04'--", "1".repeat(300)]) {
      const res = await search({ date: bad });
      expect(res.status, bad).toBe(422);
      expect(res.body.success).toBe(false);
    }
    expect((await search({ date: DAY }, packagesOnly)).status).toBe(200);
  });
});

describe("the client's package", () => {
  it("shows nothing of the project date or of anyone's day, on its page's data and in its API", async () => {
    const created = await call(collection.POST, "/api/v1/admin/packages", { bearer: admin, body: payload({ project_date: DAY }) });
    const token = new URL(created.body.data.url).pathname.slice(3);
    const api = await call(clientPackage.GET, `/api/v1/packages/${token}`, { params: { token } });
    expect(api.status).toBe(200);
    const page = await getClientPackage(token);
    for (const seen of [JSON.stringify(api.body), JSON.stringify(page)]) {
      expect(seen).not.toContain(DAY);
      expect(seen).not.toContain("2031");
      expect(seen).not.toMatch(/project_date|projectDate|"day"|option|confirmed|blocked|"state"|"rank"/i);
    }
    expect(Object.keys(api.body.data).sort()).toEqual(["client_company", "client_name", "expires_at", "message", "talents", "title"]);
  });
});
