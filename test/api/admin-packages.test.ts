import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as revoke from "@/app/api/v1/admin/packages/[id]/revoke/route";
import * as one from "@/app/api/v1/admin/packages/[id]/route";
import * as send from "@/app/api/v1/admin/packages/[id]/send/route";
import * as collection from "@/app/api/v1/admin/packages/route";
import * as talentSearch from "@/app/api/v1/admin/package-talents/route";
import { createAdmin, createSubadmin, createTalent } from "@/db/factories";
import { activityLog, packages, packageTalents, users } from "@/db/schema";
import type { ApiRouteHandler } from "@/lib/api/route";
import { sha256 } from "@/lib/auth/tokens";
import { defaultExpiryDay, maxExpiryDay, packageMessages } from "@/lib/domain/packages";
import { outboxFor } from "@/lib/email";
import { PHOTO_NOT_OWN, TALENT_NOT_ACTIVE } from "@/lib/services/packages/packages-admin";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();
let admin: string;
let bookingsDesk: string;
let packagesDesk: string;
let talentIds: number[];
let hiddenId: number;
let firstPhotoOfSecond: number;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
  bookingsDesk = (await createSession((await createSubadmin(db(), ["bookings"])).id)).token;
  packagesDesk = (await createSession((await createSubadmin(db(), ["packages"])).id)).token;
  const talents = await Promise.all(
    ["Ava Stone", "Mila Reyes", "Noor Haddad"].map((stageName) => createTalent(db(), { profile: { stageName }, media: 2 })),
  );
  talentIds = talents.map((t) => t.profile.id);
  firstPhotoOfSecond = talents[1].media[1].id;
  hiddenId = (await createTalent(db(), { status: "hidden", profile: { stageName: "Hidden One" } })).profile.id;
});

const payload = (over: Record<string, unknown> = {}) => ({
  title: "Spring campaign",
  client_name: "Jane Client",
  client_company: "Acme Studios",
  client_email: "Jane@Acme.test",
  message: "Here are three faces for the spring shoot.",
  expires_at: defaultExpiryDay(),
  talents: talentIds.map((id, i) => ({ talent_profile_id: id, note: i === 0 ? "Booked by Vogue last month" : null })),
  ...over,
});

const create = (body: unknown, bearer = admin) => call(collection.POST, "/api/v1/admin/packages", { method: "POST", bearer, body });

describe("admin packages CRUD", () => {
  it("creates a package: 201 with the issue's fields, talents in order, a 43-character link stored only hashed", async () => {
    const res = await create(payload());
    expect(res.status).toBe(201);
    const p = res.body.data;
    expect(p).toMatchObject({
      title: "Spring campaign",
      client_name: "Jane Client",
      client_company: "Acme Studios",
      client_email: "jane@acme.test",
      message: "Here are three faces for the spring shoot.",
      revoked_at: null,
      sent_at: null,
      view_count: 0,
      last_viewed_at: null,
      status: "active",
    });
    expect(p.expires_at.slice(0, 10)).toBe(defaultExpiryDay());
    expect(p.talents.map((t: { talent_profile_id: number }) => t.talent_profile_id)).toEqual(talentIds);
    expect(p.talents[0]).toMatchObject({ stage_name: "Ava Stone", note: "Booked by Vogue last month", position: 0, selected: false, opened: false });
    const token = new URL(p.url).pathname.replace(/^\/p\//, "");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db().select().from(packages).where(eq(packages.id, p.id));
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const [logged] = await db().select().from(activityLog).where(eq(activityLog.subjectId, p.id));
    expect(logged).toMatchObject({ section: "packages", subjectType: "package" });
  });

  it("every package gets its own unrelated token", async () => {
    const tokens = await Promise.all(
      [1, 2, 3, 4].map(async () => new URL((await create(payload())).body.data.url).pathname.slice(3)),
    );
    expect(new Set(tokens).size).toBe(4);
    // No two share even a long prefix: the token is random, not derived from the id.
    for (const a of tokens) for (const b of tokens) if (a !== b) expect(a.slice(0, 8)).not.toBe(b.slice(0, 8));
  });

  it("refuses bad input field by field: 422 with the messages", async () => {
    const res = await create(payload({ title: " ", client_email: "nope", expires_at: maxExpiryDay().replace(/^(\d{4})/, (y) => String(Number(y) + 1)), talents: [] }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      title: [packageMessages.title],
      client_email: [packageMessages.clientEmail],
      expires_at: [packageMessages.expiresTooLate],
      talents: [packageMessages.talents],
    });
    const dup = await create(payload({ talents: [{ talent_profile_id: talentIds[0] }, { talent_profile_id: talentIds[0] }] }));
    expect(dup.body.errors.talents).toEqual([packageMessages.duplicateTalent]);
  });

  it("refuses a hidden talent and a photo that is not the talent's own", async () => {
    const hidden = await create(payload({ talents: [{ talent_profile_id: talentIds[0] }, { talent_profile_id: hiddenId }] }));
    expect(hidden.status).toBe(422);
    expect(hidden.body.errors["talents.1.talent_profile_id"]).toEqual([TALENT_NOT_ACTIVE]);
    const photo = await create(payload({ talents: [{ talent_profile_id: talentIds[0], media_ids: [firstPhotoOfSecond] }] }));
    expect(photo.status).toBe(422);
    expect(photo.body.errors["talents.0.media_ids"]).toEqual([PHOTO_NOT_OWN]);
    const own = await create(payload({ talents: [{ talent_profile_id: talentIds[1], media_ids: [firstPhotoOfSecond] }] }));
    expect(own.status).toBe(201);
    expect(own.body.data.talents[0].media_ids).toEqual([firstPhotoOfSecond]);
  });

  it("updates: reorders, changes notes, removes a talent, keeps the link and what the client did", async () => {
    const p = (await create(payload())).body.data;
    await db().update(packageTalents).set({ selectedAt: new Date() }).where(eq(packageTalents.talentProfileId, talentIds[2]));
    const res = await call(one.PUT, `/api/v1/admin/packages/${p.id}`, {
      method: "PUT",
      bearer: admin,
      params: { id: String(p.id) },
      body: payload({ title: "Spring campaign v2", talents: [{ talent_profile_id: talentIds[2], note: "First pick" }, { talent_profile_id: talentIds[0] }] }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe("Spring campaign v2");
    expect(res.body.data.url).toBe(p.url);
    expect(res.body.data.talents.map((t: { talent_profile_id: number; note: string | null; position: number }) => [t.talent_profile_id, t.note, t.position])).toEqual([
      [talentIds[2], "First pick", 0],
      [talentIds[0], null, 1],
    ]);
    expect(res.body.data.talents[0].selected).toBe(true);
  });

  it("lists newest first with search and status, and per-status counts", async () => {
    const revoked = (await create(payload({ title: "Revoked one", client_name: "Zed Revoke" }))).body.data;
    await call(revoke.POST, `/api/v1/admin/packages/${revoked.id}/revoke`, { method: "POST", bearer: admin, params: { id: String(revoked.id) } });
    const expired = (await create(payload({ title: "Old brief" }))).body.data;
    await db().update(packages).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(packages.id, expired.id));

    const list = async (query: Record<string, string>) => (await call(collection.GET, "/api/v1/admin/packages", { bearer: admin, query })).body.data;
    const all = await list({});
    expect(all.data[0].title).toBe("Old brief");
    expect(all.counts.revoked).toBe(1);
    expect(all.counts.expired).toBe(1);
    expect(all.counts.all).toBe(all.counts.active + 2);
    expect((await list({ status: "revoked" })).data.map((p: { id: number }) => p.id)).toEqual([revoked.id]);
    expect((await list({ status: "expired" })).data.map((p: { status: string }) => p.status)).toEqual(["expired"]);
    expect((await list({ search: "zed" })).data.map((p: { id: number }) => p.id)).toEqual([revoked.id]);
    expect((await list({ search: "ACME.TEST", status: "active" })).data.every((p: { status: string }) => p.status === "active")).toBe(true);
    expect((await call(collection.GET, "/api/v1/admin/packages", { bearer: admin, query: { status: "lost" } })).status).toBe(422);
  });

  it("sends the link by mail and records sent_at; a revoked package cannot be sent", async () => {
    const p = (await create(payload({ client_email: "send-me@acme.test" }))).body.data;
    const res = await call(send.POST, `/api/v1/admin/packages/${p.id}/send`, { method: "POST", bearer: admin, params: { id: String(p.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data.sent_at).not.toBeNull();
    const [mail] = await outboxFor("send-me@acme.test");
    expect(mail.subject).toBe("Spring campaign: a selection of talent for you");
    expect(mail.text).toContain(p.url);
    await call(revoke.POST, `/api/v1/admin/packages/${p.id}/revoke`, { method: "POST", bearer: admin, params: { id: String(p.id) } });
    const again = await call(send.POST, `/api/v1/admin/packages/${p.id}/send`, { method: "POST", bearer: admin, params: { id: String(p.id) } });
    expect(again.status).toBe(409);
    expect(await outboxFor("send-me@acme.test")).toHaveLength(1);
  });

  it("deletes with its talents; 404 after", async () => {
    const p = (await create(payload())).body.data;
    const res = await call(one.DELETE, `/api/v1/admin/packages/${p.id}`, { method: "DELETE", bearer: admin, params: { id: String(p.id) } });
    expect(res.status).toBe(200);
    expect(await db().select().from(packageTalents).where(eq(packageTalents.packageId, p.id))).toHaveLength(0);
    expect((await call(one.GET, `/api/v1/admin/packages/${p.id}`, { bearer: admin, params: { id: String(p.id) } })).status).toBe(404);
  });
});

describe("the packages permission", () => {
  it("a sub-admin with it can do everything; one without gets 403 on every route and nothing changes", async () => {
    const created = await create(payload({ title: "Desk package" }), packagesDesk);
    expect(created.status).toBe(201);
    const id = String(created.body.data.id);
    const before = await db().select().from(packages).where(eq(packages.id, Number(id)));
    const routes: [ApiRouteHandler, string, string, unknown?][] = [
      [collection.GET, "GET", "/api/v1/admin/packages"],
      [talentSearch.GET, "GET", "/api/v1/admin/package-talents"],
      [collection.POST, "POST", "/api/v1/admin/packages", payload()],
      [one.GET, "GET", `/api/v1/admin/packages/${id}`],
      [one.PUT, "PUT", `/api/v1/admin/packages/${id}`, payload({ title: "Changed" })],
      [one.DELETE, "DELETE", `/api/v1/admin/packages/${id}`],
      [send.POST, "POST", `/api/v1/admin/packages/${id}/send`],
      [revoke.POST, "POST", `/api/v1/admin/packages/${id}/revoke`],
    ];
    const count = async () => (await db().select().from(packages)).length;
    const total = await count();
    for (const [handler, method, path, body] of routes) {
      const res = await call(handler, path, { method, bearer: bookingsDesk, params: { id }, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await call(handler, path, { method, params: { id }, body })).status, `${method} ${path} signed out`).toBe(401);
    }
    expect(await count()).toBe(total);
    expect(await db().select().from(packages).where(eq(packages.id, Number(id)))).toEqual(before);
    expect((await call(one.GET, `/api/v1/admin/packages/${id}`, { bearer: packagesDesk, params: { id } })).status).toBe(200);
    const found = await call(talentSearch.GET, "/api/v1/admin/package-talents", { bearer: packagesDesk, query: { search: "mila" } });
    expect(found.body.data.map((t: { stage_name: string }) => t.stage_name)).toEqual(["Mila Reyes"]);
    expect(found.body.data[0].photos).toHaveLength(2);
    const [desk] = await db().select().from(users).where(eq(users.id, before[0].createdBy!));
    expect(desk.role).toBe("subadmin");
  });
});
