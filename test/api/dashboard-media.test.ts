import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { DELETE as deleteMedia } from "@/app/api/v1/talent-media/[id]/route";
import { PUT as putOrder } from "@/app/api/v1/talent-media/order/route";
import { GET as listMedia, POST as uploadMedia } from "@/app/api/v1/talent-media/route";
import { getPublicTalent } from "@/lib/services/talents/talents";
import { talentMedia, talentProfiles, uploads, users } from "@/db/schema";
import { dataDir } from "@/lib/env";
import { useTestDb } from "../db";
import { call } from "../http";
import { TEST_PASSWORD, makeUser } from "../users";

const db = useTestDb();

async function signIn(email: string) {
  const res = await call(login, "/api/v1/auth/login", { body: { email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

async function talent() {
  const user = await makeUser(db());
  const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.userId, user.id));
  return { user, profile, token: await signIn(user.email) };
}

async function image(format: "png" | "jpeg" | "gif" | "webp", colour = "#aa3355") {
  const base = sharp({ create: { width: 24, height: 32, channels: 3, background: colour } });
  return new Uint8Array(await base.toFormat(format).toBuffer());
}

function formWith(bytes: Uint8Array | string, name: string, type: string) {
  const form = new FormData();
  form.append("file", new File([bytes as BlobPart], name, { type }));
  return form;
}

const upload = (token: string, form: FormData) => call(uploadMedia, "/api/v1/talent-media", { method: "POST", bearer: token, form });
const list = (token: string, query: Record<string, number | string> = {}) => call(listMedia, "/api/v1/talent-media", { bearer: token, query });
const localFile = (url: string) => dataDir("uploads", url.replace("/api/v1/files/", ""));

describe("POST /talent-media", () => {
  it("stores a JPG, PNG or GIF, answers {id, file_url} and puts the newest photo on top", async () => {
    const { token, profile } = await talent();
    const ids: number[] = [];
    for (const [format, name, type] of [["jpeg", "a.jpg", "image/jpeg"], ["png", "b.png", "image/png"], ["gif", "c.gif", "image/gif"]] as const) {
      const res = await upload(token, formWith(await image(format), name, type));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, data: { id: expect.any(Number), file_url: expect.stringMatching(/^\/api\/v1\/files\//) } });
      expect(existsSync(localFile(res.body.data.file_url))).toBe(true);
      ids.push(res.body.data.id);
    }
    const listed = await list(token);
    expect(listed.body.data.map((m: { id: number }) => m.id)).toEqual(ids.reverse());
    const rows = await db().select().from(talentMedia).where(eq(talentMedia.talentProfileId, profile.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.width === 24 && r.height === 32 && r.blurDataUrl?.startsWith("data:image/webp"))).toBe(true);
  });

  it("judges the type by the bytes: WebP, text named .jpg and a missing file are refused, nothing stored", async () => {
    const { token, profile } = await talent();
    const stored = (await db().select().from(uploads)).length;
    const webp = await upload(token, formWith(await image("webp"), "x.png", "image/png"));
    expect(webp.status).toBe(422);
    expect(webp.body).toMatchObject({ success: false, message: "Only JPG, PNG, GIF allowed.", errors: { file: ["Only JPG, PNG, GIF allowed."] } });
    const text = await upload(token, formWith("not a photo at all", "photo.jpg", "image/jpeg"));
    expect(text.status).toBe(422);
    expect(text.body.message).toBe("Only JPG, PNG, GIF allowed.");
    const none = await call(uploadMedia, "/api/v1/talent-media", { method: "POST", bearer: token, form: new FormData() });
    expect(none.status).toBe(422);
    expect(none.body.errors.file).toEqual(["Choose a photo to upload."]);
    expect(await db().select().from(talentMedia).where(eq(talentMedia.talentProfileId, profile.id))).toHaveLength(0);
    expect(await db().select().from(uploads)).toHaveLength(stored);
  });

  it("refuses a pending talent (403) and no session (401)", async () => {
    const pending = await makeUser(db(), { status: "pending" });
    const token = await signIn(pending.email);
    expect((await upload(token, formWith(await image("png"), "a.png", "image/png"))).status).toBe(403);
    expect((await list(token)).status).toBe(403);
    expect((await call(listMedia, "/api/v1/talent-media")).status).toBe(401);
  });
});

describe("GET /talent-media", () => {
  it("pages by 10, newest first, the page's list in data (as the old gallery reads it)", async () => {
    const { token, profile } = await talent();
    const base = Date.now() - 60_000;
    await db()
      .insert(talentMedia)
      .values(Array.from({ length: 23 }, (_, i) => ({ talentProfileId: profile.id, fileUrl: `/demo/p${i}.jpg`, createdAt: new Date(base + i * 1000) })));
    const first = await list(token, { page: 1, limit: 10 });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0].file_url).toBe("/demo/p22.jpg");
    const third = await list(token, { page: 3, limit: 10 });
    expect(third.body.data.map((m: { file_url: string }) => m.file_url)).toEqual(["/demo/p2.jpg", "/demo/p1.jpg", "/demo/p0.jpg"]);
    // Without a limit the gallery's page size applies; a silly one is bounded.
    expect((await list(token)).body.data).toHaveLength(10);
    expect((await list(token, { limit: 5000 })).body.data).toHaveLength(10);
  });

  it("lists only the signed-in talent's photos", async () => {
    const a = await talent();
    const b = await talent();
    await db().insert(talentMedia).values([{ talentProfileId: a.profile.id, fileUrl: "/demo/a.jpg" }, { talentProfileId: b.profile.id, fileUrl: "/demo/b.jpg" }]);
    const res = await list(a.token);
    expect(res.body.data.map((m: { file_url: string }) => m.file_url)).toEqual(["/demo/a.jpg"]);
  });
});

describe("DELETE /talent-media/{id}", () => {
  it("deletes the talent's own photo and its stored file", async () => {
    const { token } = await talent();
    const up = await upload(token, formWith(await image("png"), "a.png", "image/png"));
    const file = localFile(up.body.data.file_url);
    expect(existsSync(file)).toBe(true);
    const res = await call(deleteMedia, `/api/v1/talent-media/${up.body.data.id}`, { method: "DELETE", bearer: token, params: { id: String(up.body.data.id) } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: up.body.data.id } });
    expect(existsSync(file)).toBe(false);
    expect(await db().select().from(uploads).where(eq(uploads.url, up.body.data.file_url))).toHaveLength(0);
    expect((await list(token)).body.data).toEqual([]);
    // Deleting it again: it is gone.
    const again = await call(deleteMedia, `/api/v1/talent-media/${up.body.data.id}`, { method: "DELETE", bearer: token, params: { id: String(up.body.data.id) } });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another talent's photo and removes nothing", async () => {
    const a = await talent();
    const b = await talent();
    const up = await upload(b.token, formWith(await image("jpeg"), "b.jpg", "image/jpeg"));
    const res = await call(deleteMedia, `/api/v1/talent-media/${up.body.data.id}`, { method: "DELETE", bearer: a.token, params: { id: String(up.body.data.id) } });
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect(await db().select().from(talentMedia).where(eq(talentMedia.id, up.body.data.id))).toHaveLength(1);
    expect(existsSync(localFile(up.body.data.file_url))).toBe(true);
  });

  it("keeps the file when the photo is also the talent's profile picture", async () => {
    const { token, user } = await talent();
    const up = await upload(token, formWith(await image("png"), "a.png", "image/png"));
    await db().update(users).set({ profileImageUrl: up.body.data.file_url }).where(eq(users.id, user.id));
    const res = await call(deleteMedia, "/api/v1/talent-media/x", { method: "DELETE", bearer: token, params: { id: String(up.body.data.id) } });
    expect(res.status).toBe(200);
    expect(existsSync(localFile(up.body.data.file_url))).toBe(true);
  });

  it("answers a malformed id with 422", async () => {
    const { token } = await talent();
    const res = await call(deleteMedia, "/api/v1/talent-media/abc", { method: "DELETE", bearer: token, params: { id: "abc" } });
    expect(res.status).toBe(422);
  });
});

// Issue 26: a talent could not order their portfolio; the public profile showed it in upload order only.
describe("PUT /talent-media/order", () => {
  const order = (token: string, ids: unknown) => call(putOrder, "/api/v1/talent-media/order", { method: "PUT", bearer: token, body: { ids } });

  it("puts the talent's photos in the given order, which the dashboard and the public profile then show", async () => {
    const { token, profile } = await talent();
    const ids: number[] = [];
    for (const colour of ["#111111", "#555555", "#999999"]) {
      ids.push((await upload(token, formWith(await image("png", colour), "p.png", "image/png"))).body.data.id);
    }
    const wanted = [ids[2], ids[0], ids[1]];
    const res = await order(token, wanted);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ids: wanted });
    const portfolio = await list(token, { order: "portfolio", limit: 100 });
    expect(portfolio.body.data.map((m: { id: number }) => m.id)).toEqual(wanted);
    const shown = await getPublicTalent(profile.id);
    expect(shown?.media.map((m) => m.id)).toEqual(wanted);
    // The old gallery's default stays newest first.
    expect((await list(token)).body.data.map((m: { id: number }) => m.id)).toEqual([...ids].reverse());
  });

  it("refuses another talent's photo, a missing one and a repeated one with a 422, and moves nothing", async () => {
    const a = await talent();
    const b = await talent();
    const mine: number[] = [];
    for (const colour of ["#123456", "#654321"]) mine.push((await upload(a.token, formWith(await image("png", colour), "p.png", "image/png"))).body.data.id);
    const theirs = (await upload(b.token, formWith(await image("png"), "p.png", "image/png"))).body.data.id as number;
    for (const ids of [[mine[1], theirs], [mine[1]], [mine[1], mine[1]], [mine[1], mine[0], theirs]]) {
      const res = await order(a.token, ids);
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty("ids");
    }
    expect((await list(a.token, { order: "portfolio" })).body.data.map((m: { id: number }) => m.id)).toEqual(mine);
    expect((await order(b.token, [theirs])).status).toBe(200);
  });

  it("is for a signed-in talent only", async () => {
    expect((await call(putOrder, "/api/v1/talent-media/order", { method: "PUT", body: { ids: [1] } })).status).toBe(401);
  });
});
