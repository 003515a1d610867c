import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";

/** Cookie-authenticated writes must carry the site's own Origin. */
export const originOf = (baseURL: string | undefined) => ({ origin: new URL(baseURL ?? "http://localhost:3000").origin });

/** A short unique tag so each run works on its own data. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A small real JPEG, made on the spot. */
export function jpeg(color = "#7a5c4f"): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 640, channels: 3, background: color } }).jpeg({ quality: 80 }).toBuffer();
}

export interface CreatedTalent {
  id: number;
  profileId: number;
  name: string;
  email: string;
  password: string;
}

/** Creates an active talent through the admin API (what the create dialog sends), as the signed-in admin. */
export async function createTalentAsAdmin(
  request: APIRequestContext,
  baseURL: string | undefined,
  fields: Record<string, string> = {},
  options: { publish?: boolean } = {},
): Promise<CreatedTalent> {
  const tag = uniqueTag();
  const name = fields.name ?? `Eve Test ${tag}`;
  const email = fields.email ?? `admin-e2e-${tag}@example.test`;
  const password = "E2e-password-123";
  const res = await request.post("/api/v1/admin/talents", {
    headers: originOf(baseURL),
    multipart: {
      name,
      email,
      password,
      category: "female",
      gender: "female",
      dob: "1998-05-05",
      country: "United States",
      state: "New York",
      city: "New York City",
      height: `5'9"`,
      waist: "25 in",
      bust: "33 in",
      hips: "35 in",
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { id: number; talent_profile: { id: number } } };
  const talent = { id: data.id, profileId: data.talent_profile.id, name, email, password };
  if (options.publish !== false) await completeAndPublish(request, baseURL, talent.id);
  return talent;
}

/**
 * Approval and creation do not publish (issue 26): meets the checklist (a profile photo, three more portfolio
 * photos, a bio; the height came with the create form) and publishes, so a spec can use the public pages.
 */
async function completeAndPublish(request: APIRequestContext, baseURL: string | undefined, id: number, bio = "Editorial and runway.") {
  const headers = originOf(baseURL);
  for (const color of ["#7a5c4f", "#5c6f7a", "#6f7a5c", "#7a6f5c"]) {
    const photo = await request.post(`/api/v1/admin/talents/${id}/media`, {
      headers,
      multipart: { file: { name: "photo.jpg", mimeType: "image/jpeg", buffer: await jpeg(color) } },
    });
    expect(photo.status(), await photo.text()).toBe(201);
  }
  const profile = await request.post(`/api/v1/admin/talents/${id}`, {
    headers,
    multipart: { bio, profile_image: { name: "face.jpg", mimeType: "image/jpeg", buffer: await jpeg("#3d2f2a") } },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const published = await request.post(`/api/v1/admin/talents/${id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
}

/** Removes a talent created by a spec (no-op when the spec already deleted it). */
export async function deleteTalentAsAdmin(request: APIRequestContext, baseURL: string | undefined, id: number) {
  const res = await request.delete(`/api/v1/admin/talents/${id}`, { headers: originOf(baseURL) });
  expect([200, 404]).toContain(res.status());
}

/** Whether the public talent listing (GET /talents) finds this stage name. */
export async function publiclyListed(request: APIRequestContext, name: string): Promise<boolean> {
  const res = await request.get("/api/v1/talents", { params: { search: name, limit: 100 } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: { data: { stage_name: string }[] } };
  return body.data.data.some((t) => t.stage_name === name);
}

/** The toast with this title (and description) is shown. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.filter({ hasText: description }).first()).toBeVisible();
}

/** A setting's value as the public read answers it. */
export async function readSetting(request: APIRequestContext, key: string): Promise<unknown> {
  const res = await request.get(`/api/v1/settings/${key}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { value: unknown } }).data.value;
}

/** Puts a setting back as it was (a missing row is restored as the value the page showed, the default). */
export async function restoreSetting(request: APIRequestContext, baseURL: string | undefined, key: string, value: unknown) {
  if (value === null) return;
  const res = await request.put(`/api/v1/settings/${key}`, { headers: originOf(baseURL), data: { value } });
  expect(res.status(), await res.text()).toBe(200);
}

type SocialLinks = { items: { id: string; platform: string; url: string }[] };

/**
 * Makes the footer hold at least `count` social links, adding example ones after the demo's, and returns the value
 * to put back with `restoreSetting` once the spec is done.
 */
export async function ensureSocialLinks(request: APIRequestContext, baseURL: string | undefined, count: number): Promise<SocialLinks> {
  const before = ((await readSetting(request, "social-media")) as SocialLinks | null) ?? { items: [] };
  const missing = count - before.items.length;
  if (missing <= 0) return before;
  const tag = uniqueTag();
  const added = ["instagram", "tiktok", "facebook", "youtube"].slice(0, missing).map((platform, i) => ({
    id: `e2e-${tag}-${i}`,
    platform,
    url: `https://example.test/${platform}-${tag}`,
  }));
  await restoreSetting(request, baseURL, "social-media", { items: [...before.items, ...added] });
  return before;
}

export interface CreatedPost {
  id: number;
  slug: string;
  title: string;
}

/** A draft journal post made through the admin API (the first category, a small cover), for a spec to work on. */
export async function createDraftPostAsAdmin(request: APIRequestContext, baseURL: string | undefined, title: string): Promise<CreatedPost> {
  const categories = (await (await request.get("/api/v1/admin/blog-categories")).json()) as { data: { id: number }[] };
  const created = await request.post("/api/v1/admin/blog-posts", {
    headers: originOf(baseURL),
    multipart: {
      title,
      excerpt: "Short.",
      content: "<p>Body.</p>",
      author: "Admin",
      category_id: String(categories.data[0].id),
      image: { name: "a.jpg", mimeType: "image/jpeg", buffer: await jpeg() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = ((await created.json()) as { data: CreatedPost }).data;
  return { id, slug, title };
}
