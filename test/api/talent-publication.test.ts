import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { describeEntries } from "@/lib/services/audit/activity";
import { PATCH as approve } from "@/app/api/v1/admin/approve/[id]/route";
import { PUT as putNewFace } from "@/app/api/v1/admin/talents/[id]/new-face/route";
import { GET as getPublication } from "@/app/api/v1/admin/talents/[id]/publication/route";
import { POST as publish } from "@/app/api/v1/admin/talents/[id]/publish/route";
import { POST as unpublish } from "@/app/api/v1/admin/talents/[id]/unpublish/route";
import { GET as getTalent } from "@/app/api/v1/talents/[id]/route";
import { GET as listTalents } from "@/app/api/v1/talents/route";
import { createAdmin, createSubadmin, createTalent, type TalentOverrides } from "@/db/factories";
import { activityLog, talentProfiles } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";
import { createSession } from "@/lib/services/accounts/sessions";
import { isOwnProfilePublic } from "@/lib/services/talents/talent-publication";
import { getPublicTalent, listNewFaces, listPublicTalentIds, searchTalentCards } from "@/lib/services/talents/talents";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();
let admin: string;
let editor: string;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db(), { name: "Ava Admin" })).id)).token;
  editor = (await createSession((await createSubadmin(db(), ["news", "pending-approval"])).id)).token;
});

const post = (handler: typeof publish, verb: string, id: number, bearer: string | undefined = admin) =>
  call(handler, `/api/v1/admin/talents/${id}/${verb}`, { method: "POST", params: { id: String(id) }, bearer });

/** An adult applicant whose profile meets the checklist: profile photo, three more photos, height, bio. */
const complete = (o: TalentOverrides = {}): TalentOverrides => ({
  status: "pending",
  media: 4,
  ...o,
  profile: { category: "female", dob: "1999-04-02", height: "178 cm", bio: "Runway and editorial.", city: "Lagos", ...o.profile },
});

/** Every public read the brief lists, for one profile: API list and one, profile read, sitemap, listing search. */
async function publicEverywhere(profileId: number, userName: string) {
  const list = await call(listTalents, "/api/v1/talents", { query: { search: userName, limit: "100" } });
  const one = await call(getTalent, `/api/v1/talents/${profileId}`, { params: { id: String(profileId) } });
  const sitemap = (await listPublicTalentIds()).some((t) => t.id === profileId);
  const listing = (await searchTalentCards("female", { sort: "newest" } as Parameters<typeof searchTalentCards>[1])).data.some((c) => c.id === profileId);
  return {
    api: (list.body.data.data as { id: number }[]).some((t) => t.id === profileId),
    one: one.status === 200,
    page: (await getPublicTalent(profileId)) !== null,
    sitemap,
    listing,
  };
}
const nowhere = { api: false, one: false, page: false, sitemap: false, listing: false };
const everywhere = { api: true, one: true, page: true, sitemap: true, listing: true };

describe("approval is not publication", () => {
  it("an approved talent stays off every public read until published; publish 409 names what is missing, then 200", async () => {
    const t = await createTalent(db(), complete({ name: "Nova Quinn", profile: { bio: null } }));
    expect((await call(approve, `/api/v1/admin/approve/${t.user.id}`, { method: "PATCH", params: { id: String(t.user.id) }, bearer: admin })).status).toBe(200);
    expect(await publicEverywhere(t.profile.id, "Nova Quinn")).toEqual(nowhere);

    const refused = await post(publish, "publish", t.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("bio");
    expect(Object.keys(refused.body.errors)).toEqual(["bio"]);

    await db().update(talentProfiles).set({ bio: "Runway and editorial." }).where(eq(talentProfiles.id, t.profile.id));
    const ok = await post(publish, "publish", t.user.id);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ published: true, public: true, ready: true });
    expect(await publicEverywhere(t.profile.id, "Nova Quinn")).toEqual(everywhere);
    const log = await db().select().from(activityLog).where(eq(activityLog.section, "talents"));
    expect((await describeEntries(log)).some((e) => e.action === "Published talent profile: Nova Quinn")).toBe(true);

    const off = await post(unpublish, "unpublish", t.user.id);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ published: false, public: false });
    expect(await publicEverywhere(t.profile.id, "Nova Quinn")).toEqual(nowhere);
  });

  it("names every missing item: photos, height, bio", async () => {
    const t = await createTalent(db(), { status: "active", media: 2, profile: { height: null, bio: " ", publishedAt: null } });
    const res = await post(publish, "publish", t.user.id);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({
      portfolio: ["Add portfolio photos: 1 of 3."],
      height: ["Enter the height."],
      bio: ["Write a bio."],
    });
    const read = await call(getPublication, `/api/v1/admin/talents/${t.user.id}/publication`, { params: { id: String(t.user.id) }, bearer: admin });
    expect(read.body.data).toMatchObject({ published: false, ready: false });
  });

  it("refuses an applicant who is not approved", async () => {
    const t = await createTalent(db(), complete());
    const res = await post(publish, "publish", t.user.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only an approved talent can be published.");
  });

  it("a hidden talent stays off the site even when published", async () => {
    const t = await createTalent(db(), complete({ status: "hidden", name: "Hana Hidden" }));
    expect(await publicEverywhere(t.profile.id, "Hana Hidden")).toEqual(nowhere);
  });
});

describe("a minor", () => {
  it("cannot be published before the guardian confirms; the public answer has no city or age", async () => {
    const dob = `${new Date().getUTCFullYear() - 16}-01-01`;
    const t = await createTalent(
      db(),
      complete({ status: "active", name: "Mia Minor", profile: { category: "teen", dob, guardianName: "Jo Minor", guardianEmail: "jo@example.test", publishedAt: null } }),
    );
    const refused = await post(publish, "publish", t.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ guardian_consent: ["The parent or guardian has not confirmed consent yet."] });
    expect(refused.body.message).toContain("guardian's confirmed consent");

    await db().update(talentProfiles).set({ guardianConsentAt: new Date() }).where(eq(talentProfiles.id, t.profile.id));
    expect((await post(publish, "publish", t.user.id)).status).toBe(200);
    const one = await call(getTalent, `/api/v1/talents/${t.profile.id}`, { params: { id: String(t.profile.id) } });
    expect(one.status).toBe(200);
    const text = JSON.stringify(one.body.data);
    for (const key of ['"city"', '"age"', '"dob"', '"state"', "Lagos", dob]) expect(text).not.toContain(key);
  });
});

describe("New Faces", () => {
  it("shows only the chosen public talents, in their order", async () => {
    const [a, b, c, unpublished] = await Promise.all([
      createTalent(db(), { status: "active", name: "Face A" }),
      createTalent(db(), { status: "active", name: "Face B" }),
      createTalent(db(), { status: "active", name: "Face C (not chosen)" }),
      createTalent(db(), { status: "active", name: "Face D", profile: { publishedAt: null } }),
    ]);
    const place = (id: number, position: number | null) =>
      call(putNewFace, `/api/v1/admin/talents/${id}/new-face`, { method: "PUT", params: { id: String(id) }, body: { position }, bearer: admin });
    expect((await place(b.user.id, 1)).status).toBe(200);
    expect((await place(a.user.id, 2)).status).toBe(200);
    expect((await place(unpublished.user.id, 3)).body.data.new_face_position).toBe(3);
    expect((await place(a.user.id, 0)).status).toBe(422);
    const board = (await listNewFaces(10)).map((f) => f.id);
    expect(board).toEqual([b.profile.id, a.profile.id]);
    expect(board).not.toContain(c.profile.id);
    await place(b.user.id, null);
    expect((await listNewFaces(10)).map((f) => f.id)).toEqual([a.profile.id]);
  });
});

describe("permissions", () => {
  it("a sub-admin without 'talents' gets 403, no session 401", async () => {
    const t = await createTalent(db(), complete({ status: "active" }));
    expect((await post(publish, "publish", t.user.id, editor)).status).toBe(403);
    expect((await post(unpublish, "unpublish", t.user.id, editor)).status).toBe(403);
    expect((await post(publish, "publish", t.user.id, "")).status).toBe(401);
    expect((await call(getPublication, `/api/v1/admin/talents/${t.user.id}/publication`, { params: { id: String(t.user.id) } })).status).toBe(401);
  });
});

describe("the talent's own dashboard", () => {
  it("offers the public profile only once staff have published it, and not while hidden", async () => {
    const t = await createTalent(db(), complete({ status: "active", profile: { publishedAt: null } }));
    const viewer: Viewer = { id: t.user.id, name: t.user.name, email: t.user.email, role: "talent", status: "active", permissions: [], talentProfileId: t.profile.id, sessionId: null, via: "bearer" };
    expect(await isOwnProfilePublic(viewer)).toBe(false);
    expect((await post(publish, "publish", t.user.id)).status).toBe(200);
    expect(await isOwnProfilePublic(viewer)).toBe(true);
    expect(await isOwnProfilePublic({ ...viewer, status: "hidden" })).toBe(false);
    await expect(isOwnProfilePublic(null)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
