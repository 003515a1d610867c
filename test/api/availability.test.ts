import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeEntries } from "@/lib/services/audit/activity";
import { DELETE as deleteStaffBlock, PUT as putStaffBlock } from "@/app/api/v1/admin/availability/[id]/route";
import { GET as listStaffBlocks, POST as postStaffBlock } from "@/app/api/v1/admin/talents/[id]/availability/route";
import { DELETE as deleteBlock, PUT as putBlock } from "@/app/api/v1/availability/[id]/route";
import { GET as listBlocks, POST as postBlock } from "@/app/api/v1/availability/route";
import { activityLog, availabilityBlocks, talentProfiles } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { makeUser } from "../users";

const db = useTestDb();

async function talent() {
  const user = await makeUser(db());
  const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.userId, user.id));
  return { user, profile: profile!, token: (await createSession(user.id)).token };
}

async function staff(role: "admin" | "subadmin", permissions: string[] = []) {
  const user = await makeUser(db(), { role, permissions });
  return (await createSession(user.id)).token;
}

const block = (over: Record<string, unknown> = {}) => ({ starts_on: "2031-03-02", ends_on: "2031-03-04", kind: "holiday", note: "Lisbon", ...over });
const add = (token: string, body: unknown) => call(postBlock, "/api/v1/availability", { method: "POST", bearer: token, body });
const list = (token: string, query: Record<string, string> = {}) => call(listBlocks, "/api/v1/availability", { bearer: token, query });
const put = (token: string, id: number | string, body: unknown) =>
  call(putBlock, `/api/v1/availability/${id}`, { method: "PUT", bearer: token, body, params: { id: String(id) } });
const remove = (token: string, id: number | string) => call(deleteBlock, `/api/v1/availability/${id}`, { method: "DELETE", bearer: token, params: { id: String(id) } });

describe("a talent's own blocked days", () => {
  it("adds, lists, changes and removes a block", async () => {
    const { token, profile } = await talent();
    const created = await add(token, block());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ talent_profile_id: profile.id, starts_on: "2031-03-02", ends_on: "2031-03-04", kind: "holiday", note: "Lisbon" });
    const id = created.body.data.id as number;

    expect((await list(token)).body.data.map((b: { id: number }) => b.id)).toEqual([id]);
    // A range that ends before the block does not list it.
    expect((await list(token, { from: "2031-01-01", to: "2031-03-01" })).body.data).toEqual([]);

    const changed = await put(token, id, block({ ends_on: "2031-03-10", kind: "out_of_town", note: "" }));
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ ends_on: "2031-03-10", kind: "out_of_town", note: null });

    expect((await remove(token, id)).body.data).toEqual({ id });
    expect(await db().select().from(availabilityBlocks).where(eq(availabilityBlocks.id, id))).toEqual([]);
  });

  it("never shows or touches another talent's block: 404, and the block is unchanged", async () => {
    const owner = await talent();
    const other = await talent();
    const id = (await add(owner.token, block())).body.data.id as number;
    expect((await list(other.token)).body.data).toEqual([]);
    expect((await put(other.token, id, block({ kind: "unavailable" }))).status).toBe(404);
    expect((await remove(other.token, id)).status).toBe(404);
    const [row] = await db().select().from(availabilityBlocks).where(eq(availabilityBlocks.id, id));
    expect(row).toMatchObject({ kind: "holiday", talentProfileId: owner.profile.id });
  });

  it("refuses reversed ranges, ranges over 60 days, unknown kinds and impossible days at the field (422)", async () => {
    const { token } = await talent();
    const reversed = await add(token, block({ starts_on: "2031-03-05", ends_on: "2031-03-04" }));
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.ends_on).toEqual(["The last day cannot be before the first day"]);
    // 60 days, both ends counted, is the longest block; 61 is refused.
    expect((await add(token, block({ starts_on: "2031-01-01", ends_on: "2031-03-01" }))).status).toBe(201);
    const tooLong = await add(token, block({ starts_on: "2031-01-01", ends_on: "2031-03-02" }));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.ends_on[0]).toMatch(/at most 60 days/);
    expect((await add(token, block({ kind: "sick" }))).body.errors.kind).toBeDefined();
    expect((await add(token, block({ starts_on: "2031-02-30" }))).body.errors.starts_on).toBeDefined();
    expect((await add(token, block({ note: "x".repeat(501) }))).status).toBe(422);
  });

  it("answers hostile input with a 4xx in the envelope: NUL bytes, huge ids, junk ids, no body", async () => {
    const { token } = await talent();
    const nul = await add(token, block({ note: "a\u0000b" }));
    expect(nul.status).toBe(422);
    expect(nul.body.success).toBe(false);
    expect((await put(token, "99999999999999999999", block())).status).toBe(404);
    expect((await remove(token, "2147483648")).status).toBe(404);
    expect((await remove(token, "abc")).status).toBe(422);
    expect((await call(postBlock, "/api/v1/availability", { method: "POST", bearer: token, body: "{not json" })).status).toBe(400);
    expect((await list(token, { from: "yesterday" })).status).toBe(422);
  });

  it("is for approved talents only", async () => {
    const pending = await makeUser(db(), { status: "pending" });
    const token = (await createSession(pending.id)).token;
    expect((await add(token, block())).status).toBe(403);
    expect((await add(await staff("admin"), block())).status).toBe(403);
    expect((await call(listBlocks, "/api/v1/availability")).status).toBe(401);
  });
});

describe("staff blocking a talent's days", () => {
  const staffList = (token: string, userId: number | string) =>
    call(listStaffBlocks, `/api/v1/admin/talents/${userId}/availability`, { bearer: token, params: { id: String(userId) } });
  const staffAdd = (token: string, userId: number | string, body: unknown) =>
    call(postStaffBlock, `/api/v1/admin/talents/${userId}/availability`, { method: "POST", bearer: token, body, params: { id: String(userId) } });

  it("adds, changes and removes a talent's block, which the talent then sees, and logs each change", async () => {
    const admin = await staff("admin");
    const { user, token } = await talent();
    const created = await staffAdd(admin, user.id, block({ kind: "unavailable" }));
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect((await list(token)).body.data.map((b: { id: number }) => b.id)).toEqual([id]);
    expect((await staffList(admin, user.id)).body.data).toHaveLength(1);

    const changed = await call(putStaffBlock, `/api/v1/admin/availability/${id}`, { method: "PUT", bearer: admin, body: block({ ends_on: "2031-03-05" }), params: { id: String(id) } });
    expect(changed.body.data.ends_on).toBe("2031-03-05");
    const removed = await call(deleteStaffBlock, `/api/v1/admin/availability/${id}`, { method: "DELETE", bearer: admin, params: { id: String(id) } });
    expect(removed.body.data).toEqual({ id });
    const log = await db().select().from(activityLog).where(eq(activityLog.section, "talents"));
    expect((await describeEntries(log)).map((l) => l.action)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Blocked 2031-03-02/), expect.stringMatching(/^Changed blocked days/), expect.stringMatching(/^Removed blocked days/)]),
    );
  });

  it("needs the talents permission (403, nothing written) and answers 404 for unknown talents and blocks", async () => {
    const { user } = await talent();
    const editor = await staff("subadmin", ["news", "bookings"]);
    const before = await db().select().from(availabilityBlocks);
    expect((await staffAdd(editor, user.id, block())).status).toBe(403);
    expect((await staffList(editor, user.id)).status).toBe(403);
    expect(await db().select().from(availabilityBlocks)).toEqual(before);

    const booker = await staff("subadmin", ["talents"]);
    expect((await staffAdd(booker, user.id, block())).status).toBe(201);
    expect((await staffAdd(booker, 2_000_000_000, block())).status).toBe(404);
    expect((await staffList(booker, "99999999999")).status).toBe(404);
    const admin = await staff("admin");
    // A staff account's id is no talent.
    const someone = await makeUser(db(), { role: "subadmin" });
    expect((await staffAdd(admin, someone.id, block())).status).toBe(404);
    expect((await call(deleteStaffBlock, "/api/v1/admin/availability/2000000000", { method: "DELETE", bearer: admin, params: { id: "2000000000" } })).status).toBe(404);
  });
});
