import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as approve } from "@/app/api/v1/admin/approve/[id]/route";
import { POST as addCategory } from "@/app/api/v1/admin/blog-categories/route";
import { DELETE as deletePost, POST as updatePost } from "@/app/api/v1/admin/blog-posts/[id]/route";
import { POST as togglePost } from "@/app/api/v1/admin/blog-posts/[id]/toggle/route";
import { POST as createPost } from "@/app/api/v1/admin/blog-posts/route";
import { PATCH as decline } from "@/app/api/v1/admin/decline/[id]/route";
import { PUT as putAdminChoice } from "@/app/api/v1/admin/talents/[id]/comp-card/route";
import { DELETE as adminDeleteMedia } from "@/app/api/v1/admin/talents/[id]/media/[mediaId]/route";
import { POST as adminAddMedia } from "@/app/api/v1/admin/talents/[id]/media/route";
import { DELETE as deleteTalent, POST as updateTalent } from "@/app/api/v1/admin/talents/[id]/route";
import { PATCH as setStatus } from "@/app/api/v1/admin/talents/[id]/status/route";
import { POST as createTalentRoute } from "@/app/api/v1/admin/talents/route";
import { PUT as putProfile } from "@/app/api/v1/profile/route";
import { PUT as putSetting } from "@/app/api/v1/settings/[key]/route";
import { DELETE as disconnect } from "@/app/api/v1/social/[platform]/route";
import { GET as authUrl } from "@/app/api/v1/social/[platform]/url/[type]/route";
import { POST as connect } from "@/app/api/v1/social/connect/route";
import { PUT as putOwnChoice } from "@/app/api/v1/talent-media/comp-card/route";
import { DELETE as deleteOwnMedia } from "@/app/api/v1/talent-media/[id]/route";
import { POST as uploadOwnMedia } from "@/app/api/v1/talent-media/route";
import { createAdmin, createBlogCategory, createBlogPost, createTalent } from "@/db/factories";
import { talentProfiles } from "@/db/schema";
import { cacheTags, watchInvalidations } from "@/lib/cache";
import { createSession } from "@/lib/services/accounts/sessions";
import { refreshFollowerCounts } from "@/lib/services/talents/social-refresh";
import { useTestDb } from "../db";
import { call } from "../http";
import { makeUser } from "../users";

// Which cache tags each change to public data expires. Under Vitest the cache is a pass-through, so the tags are
// read through `watchInvalidations()`, the test seam of lib/cache.ts.

// Social connect and refresh talk to the platform; a fake Instagram on 127.0.0.1 answers instead (no network).
function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
const instagram = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/ig/token") return json(res, 200, { data: [{ access_token: "ig-short", user_id: 1784, permissions: "instagram_business_basic" }] });
  if (url.pathname === "/ig/access_token") return json(res, 200, { access_token: "ig-long", token_type: "bearer", expires_in: 5_184_000 });
  if (url.pathname === "/ig/me") return json(res, 200, { user_id: "1784", username: "cache.test", followers_count: 1200 });
  json(res, 404, {});
});
await new Promise<void>((resolve) => instagram.listen(0, "127.0.0.1", resolve));
const fakeBase = `http://127.0.0.1:${(instagram.address() as AddressInfo).port}`;
Object.assign(process.env, {
  INSTAGRAM_CLIENT_ID: "ig-client",
  INSTAGRAM_CLIENT_SECRET: "ig-secret",
  INSTAGRAM_AUTHORIZE_URL: `${fakeBase}/ig/authorize`,
  INSTAGRAM_TOKEN_URL: `${fakeBase}/ig/token`,
  INSTAGRAM_PROFILE_URL: `${fakeBase}/ig/me`,
  INSTAGRAM_LONG_LIVED_URL: `${fakeBase}/ig/access_token`,
  INSTAGRAM_REFRESH_URL: `${fakeBase}/ig/refresh_access_token`,
});
afterAll(() => new Promise<void>((resolve) => instagram.close(() => resolve())));

const db = useTestDb();
let admin: string;

beforeAll(async () => {
  admin = (await createSession((await createAdmin(db())).id)).token;
});

/** Runs one request and returns the tags it revalidated, sorted, after checking its status. */
async function tagsOf(status: number, run: () => Promise<{ status: number; body: unknown }>) {
  const watch = watchInvalidations();
  try {
    const res = await run();
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return { res, tags: [...watch.tags].sort() };
  } finally {
    watch.stop();
  }
}

const talentTags = (profileId: number) => [cacheTags.talent(profileId), cacheTags.talents].sort();
const postTags = (...slugs: string[]) => [cacheTags.blog, ...slugs.map(cacheTags.post)].sort();

async function png(color = "#884422") {
  const bytes = await sharp({ create: { width: 40, height: 50, channels: 3, background: color } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" });
}

function form(fields: Record<string, string | File>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

async function talentWithToken(status: "active" | "pending" = "active") {
  const created = await createTalent(db(), { status, media: [{ fileUrl: "/demo/a.jpg" }, { fileUrl: "/demo/b.jpg" }] });
  return { ...created, token: (await createSession(created.user.id)).token };
}

describe("settings", () => {
  it("a saved setting expires setting:{key} and settings; a refused one nothing", async () => {
    const key = "logo-icon";
    const value = { mainLogo: "/demo/logo.svg", logoAlt: "Nord", favicon: "/demo/favicon.png", companyName: "Nord", copyrightText: "© Nord" };
    const params = { key };
    const saved = await tagsOf(200, () => call(putSetting, `/api/v1/settings/${key}`, { method: "PUT", bearer: admin, params, body: { value } }));
    expect(saved.tags).toEqual([cacheTags.setting(key), cacheTags.settings].sort());

    const invalid = await tagsOf(422, () => call(putSetting, `/api/v1/settings/${key}`, { method: "PUT", bearer: admin, params, body: { value: 42 } }));
    expect(invalid.tags).toEqual([]);
    const subadmin = (await createSession((await makeUser(db(), { role: "subadmin" })).id)).token;
    const forbidden = await tagsOf(403, () => call(putSetting, `/api/v1/settings/${key}`, { method: "PUT", bearer: subadmin, params, body: { value } }));
    expect(forbidden.tags).toEqual([]);
  });
});

describe("the talent's own changes", () => {
  it("measurements, photo upload and delete expire the talent and the listings", async () => {
    const { profile, token } = await talentWithToken();
    const measured = await tagsOf(200, () => call(putProfile, "/api/v1/profile", { method: "PUT", bearer: token, body: { waist: "25 in" } }));
    expect(measured.tags).toEqual(talentTags(profile.id));

    const up = await tagsOf(201, async () => call(uploadOwnMedia, "/api/v1/talent-media", { method: "POST", bearer: token, form: form({ file: await png() }) }));
    expect(up.tags).toEqual(talentTags(profile.id));
    const id = String((up.res.body as { data: { id: number } }).data.id);
    const removed = await tagsOf(200, () => call(deleteOwnMedia, `/api/v1/talent-media/${id}`, { method: "DELETE", bearer: token, params: { id } }));
    expect(removed.tags).toEqual(talentTags(profile.id));
    const again = await tagsOf(404, () => call(deleteOwnMedia, `/api/v1/talent-media/${id}`, { method: "DELETE", bearer: token, params: { id } }));
    expect(again.tags).toEqual([]);
  });

  it("a comp-card photo choice (own or by staff) expires only the talent; an unknown photo nothing", async () => {
    const { user, profile, media, token } = await talentWithToken();
    const own = await tagsOf(200, () => call(putOwnChoice, "/api/v1/talent-media/comp-card", { method: "PUT", bearer: token, body: { media_ids: [media[1].id] } }));
    expect(own.tags).toEqual([cacheTags.talent(profile.id)]);
    const params = { id: String(user.id) };
    const path = `/api/v1/admin/talents/${user.id}/comp-card`;
    const byStaff = await tagsOf(200, () => call(putAdminChoice, path, { method: "PUT", bearer: admin, params, body: { media_ids: [media[0].id] } }));
    expect(byStaff.tags).toEqual([cacheTags.talent(profile.id)]);
    const unknown = await tagsOf(422, () => call(putOwnChoice, "/api/v1/talent-media/comp-card", { method: "PUT", bearer: token, body: { media_ids: [999999] } }));
    expect(unknown.tags).toEqual([]);
  });
});

describe("admin talents", () => {
  it("create, update, visibility, photo add and delete, and delete expire the talent and the listings", async () => {
    const fields = form({ name: "Cache Nova", email: "cache-nova@example.test" });
    const created = await tagsOf(201, () => call(createTalentRoute, "/api/v1/admin/talents", { bearer: admin, form: fields }));
    const userId = (created.res.body as { data: { id: number } }).data.id;
    const [profile] = await db().select().from(talentProfiles).where(eq(talentProfiles.userId, userId));
    expect(created.tags).toEqual(talentTags(profile.id));

    const params = { id: String(userId) };
    const base = `/api/v1/admin/talents/${userId}`;
    const updated = await tagsOf(200, () => call(updateTalent, base, { bearer: admin, params, body: { email: "cache-nova@example.test", name: "Cache Nova R" } }));
    expect(updated.tags).toEqual(talentTags(profile.id));
    const badEmail = await tagsOf(422, () => call(updateTalent, base, { bearer: admin, params, body: { email: "nope", name: "X" } }));
    expect(badEmail.tags).toEqual([]);

    const hidden = await tagsOf(200, () => call(setStatus, `${base}/status`, { method: "PATCH", bearer: admin, params, body: { status: "hidden" } }));
    expect(hidden.tags).toEqual(talentTags(profile.id));
    // Setting the status it already has changes nothing public.
    const same = await tagsOf(200, () => call(setStatus, `${base}/status`, { method: "PATCH", bearer: admin, params, body: { status: "hidden" } }));
    expect(same.tags).toEqual([]);

    const added = await tagsOf(201, async () => call(adminAddMedia, `${base}/media`, { bearer: admin, params, form: form({ file: await png() }) }));
    expect(added.tags).toEqual(talentTags(profile.id));
    const mediaId = String((added.res.body as { data: { id: number } }).data.id);
    const mediaParams = { id: String(userId), mediaId };
    const dropped = await tagsOf(200, () => call(adminDeleteMedia, `${base}/media/${mediaId}`, { method: "DELETE", bearer: admin, params: mediaParams }));
    expect(dropped.tags).toEqual(talentTags(profile.id));

    const deleted = await tagsOf(200, () => call(deleteTalent, base, { method: "DELETE", bearer: admin, params }));
    expect(deleted.tags).toEqual(talentTags(profile.id));
  });

  it("an applicant cannot be hidden (409): nothing expires", async () => {
    const { user } = await createTalent(db(), { status: "pending" });
    const params = { id: String(user.id) };
    const refused = await tagsOf(409, () => call(setStatus, `/api/v1/admin/talents/${user.id}/status`, { method: "PATCH", bearer: admin, params, body: { status: "hidden" } }));
    expect(refused.tags).toEqual([]);
  });
});

describe("approvals", () => {
  it("approving makes the talent public; declining an applicant changes nothing public", async () => {
    const approved = await createTalent(db(), { status: "pending" });
    const patch = (handler: typeof approve, verb: string, id: number) =>
      call(handler, `/api/v1/admin/${verb}/${id}`, { method: "PATCH", bearer: admin, params: { id: String(id) } });
    expect((await tagsOf(200, () => patch(approve, "approve", approved.user.id))).tags).toEqual(talentTags(approved.profile.id));
    expect((await tagsOf(409, () => patch(approve, "approve", approved.user.id))).tags).toEqual([]);
    const declined = await createTalent(db(), { status: "pending" });
    expect((await tagsOf(200, () => patch(decline, "decline", declined.user.id))).tags).toEqual([]);
  });
});

describe("blog", () => {
  it("create, update (a draft: old and new slug), toggle and delete expire blog and the post; a category blog", async () => {
    const category = await createBlogCategory(db(), { slug: "cache-news", name: "Cache News" });
    const fields = { excerpt: "E", content: "<p>Body</p>", author: "Mira", category_id: String(category.id) };
    const sent = form({ ...fields, title: "Cache Fresh", image: await png() });
    const created = await tagsOf(201, () => call(createPost, "/api/v1/admin/blog-posts", { method: "POST", bearer: admin, form: sent }));
    const post = (created.res.body as { data: { id: number; slug: string } }).data;
    expect(created.tags).toEqual(postTags(post.slug));
    const missing = await tagsOf(422, () => call(createPost, "/api/v1/admin/blog-posts", { method: "POST", bearer: admin, form: form({ title: "No body" }) }));
    expect(missing.tags).toEqual([]);

    const draft = await createBlogPost(db(), { title: "Cache Draft", categoryId: category.id, imageUrl: "/demo/blog/1.jpg", publishedAt: null });
    const params = { id: String(draft.id) };
    const path = `/api/v1/admin/blog-posts/${draft.id}`;
    const renamed = await tagsOf(200, () => call(updatePost, path, { method: "POST", bearer: admin, params, form: form({ ...fields, title: "Cache Draft Renamed" }) }));
    const newSlug = (renamed.res.body as { data: { slug: string } }).data.slug;
    expect(newSlug).not.toBe(draft.slug);
    expect(renamed.tags).toEqual(postTags(draft.slug, newSlug));

    const toggled = await tagsOf(200, () => call(togglePost, `${path}/toggle`, { method: "POST", bearer: admin, params, body: { published: true } }));
    expect(toggled.tags).toEqual(postTags(newSlug));
    // A published post keeps its slug (its address is public) when its title changes.
    const renamedAgain = await tagsOf(200, () => call(updatePost, path, { method: "POST", bearer: admin, params, form: form({ ...fields, title: "Cache Live", published_at: new Date().toISOString() }) }));
    expect(renamedAgain.tags).toEqual(postTags(newSlug));
    const deleted = await tagsOf(200, () => call(deletePost, path, { method: "DELETE", bearer: admin, params }));
    expect(deleted.tags).toEqual(postTags(newSlug));
    const gone = await tagsOf(404, () => call(deletePost, path, { method: "DELETE", bearer: admin, params }));
    expect(gone.tags).toEqual([]);

    const category2 = await tagsOf(201, () => call(addCategory, "/api/v1/admin/blog-categories", { method: "POST", bearer: admin, body: { name: "Cache Interviews" } }));
    expect(category2.tags).toEqual([cacheTags.blog]);
    const duplicate = await tagsOf(409, () => call(addCategory, "/api/v1/admin/blog-categories", { method: "POST", bearer: admin, body: { name: "cache interviews" } }));
    expect(duplicate.tags).toEqual([]);
  });
});

describe("social accounts", () => {
  it("connect and disconnect expire the talent and the listings; a follower refresh only the talent", async () => {
    const { profile, token } = await talentWithToken();
    const url = await call(authUrl, "/api/v1/social/instagram/url/connect", { bearer: token, params: { platform: "instagram", type: "connect" } });
    const state = new URL(url.body.data.url).searchParams.get("state") as string;
    const connected = await tagsOf(200, () => call(connect, "/api/v1/social/connect", { bearer: token, body: { platform: "instagram", code: "any", state } }));
    expect(connected.tags).toEqual(talentTags(profile.id));
    const forged = await tagsOf(400, () => call(connect, "/api/v1/social/connect", { bearer: token, body: { platform: "instagram", code: "any", state: "forged" } }));
    expect(forged.tags).toEqual([]);

    const watch = watchInvalidations();
    expect(await refreshFollowerCounts(profile.id, new Date(Date.now() + 25 * 60 * 60 * 1000))).toBe(1);
    watch.stop();
    expect(watch.tags).toEqual([cacheTags.talent(profile.id)]);

    const params = { platform: "instagram" };
    const off = await tagsOf(200, () => call(disconnect, "/api/v1/social/instagram", { method: "DELETE", bearer: token, params }));
    expect(off.tags).toEqual(talentTags(profile.id));
    // Disconnecting what is not connected removes nothing.
    const again = await tagsOf(200, () => call(disconnect, "/api/v1/social/instagram", { method: "DELETE", bearer: token, params }));
    expect(again.tags).toEqual([]);
  });
});
