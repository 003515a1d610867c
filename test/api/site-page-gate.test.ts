import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as togglePost } from "@/app/api/v1/admin/blog-posts/[id]/toggle/route";
import { createAdmin, createBlogCategory, createBlogPost, createTalent } from "@/db/factories";
import { listingSlugs } from "@/lib/domain/talent-categories";
import { createSession } from "@/lib/services/accounts/sessions";
import { NOT_FOUND_PATH, sitePages } from "@/lib/site/page-gate";
import proxy from "@/proxy";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();
const BASE = "http://localhost:3000";
let shown: number;
let pending: number;
let published: string;
let draft: string;
let publishedId: number;

/** Where the proxy sends an address: the not-found page, or null when the page renders. */
async function notFoundRewrite(url: string): Promise<boolean> {
  const res = await proxy(new NextRequest(new URL(url, BASE)));
  const rewrite = res.headers.get("x-middleware-rewrite");
  if (rewrite && rewrite !== `${BASE}${NOT_FOUND_PATH}`) return false;
  return rewrite === `${BASE}${NOT_FOUND_PATH}`;
}

beforeAll(async () => {
  shown = (await createTalent(db(), { status: "active" })).profile.id;
  pending = (await createTalent(db(), { status: "pending" })).profile.id;
  const category = await createBlogCategory(db(), { slug: "gate-news", name: "Gate News" });
  const post = await createBlogPost(db(), { title: "Gate published", categoryId: category.id });
  published = post.slug;
  publishedId = post.id;
  draft = (await createBlogPost(db(), { title: "Gate draft", categoryId: category.id, publishedAt: null })).slug;
});

describe("the site's 404s are answered before the page renders (whole not-found page, not Next's error shell)", () => {
  it("sends what names nothing to the not-found page", async () => {
    for (const url of [
      "/nonexistent",
      "/talent",
      "/female-models/letter/1",
      "/female-models/letter/ab",
      `/talent/${pending}`,
      "/talent/999999",
      "/talent/abc",
      "/talent/1234567890",
      "/blog?category=no-such-category",
      // Issue 25: a missing post was Next's empty error document; now the whole not-found page, as for the rest.
      "/blog/no-such-post",
      `/blog/${draft}`,
      "/blog/99999",
      "/blog/not_a_slug",
    ]) {
      expect(await notFoundRewrite(url), url).toBe(true);
    }
  });

  it("lets every real page through", async () => {
    for (const url of [
      ...sitePages.map((p) => `/${p}`),
      "/blog",
      ...listingSlugs.map((s) => `/${s}`),
      "/female-models/letter/a",
      "/teen-models/letter/Z",
      `/talent/${shown}`,
      `/blog/${published}`,
      `/blog/${published.toUpperCase()}`,
      `/blog/${publishedId}`,
      "/blog?category=gate-news",
      "/blog?category=all&page=2",
      "/robots.txt",
      "/favicon.png",
    ]) {
      expect(await notFoundRewrite(url), url).toBe(false);
    }
  });

  it("lets a post through the moment it is published (issue 35: it was a 404 for up to 2 seconds)", async () => {
    const category = await createBlogCategory(db(), { slug: "gate-fresh", name: "Gate Fresh" });
    const post = await createBlogPost(db(), { title: "Gate fresh", categoryId: category.id, publishedAt: null });
    const admin = (await createSession((await createAdmin(db())).id)).token;
    expect(await notFoundRewrite(`/blog/${post.slug}`)).toBe(true);
    const res = await call(togglePost, `/api/v1/admin/blog-posts/${post.id}/toggle`, { bearer: admin, params: { id: String(post.id) }, body: { published: true } });
    expect(res.status).toBe(200);
    expect(await notFoundRewrite(`/blog/${post.slug}`)).toBe(false);
    expect(await notFoundRewrite(`/blog/${post.id}`)).toBe(false);
  });

  it("knows every one-segment page of the app folder", () => {
    const app = path.resolve(import.meta.dirname, "../../app");
    const folders = ["", "(site)", "(auth)"].flatMap((group) =>
      readdirSync(path.join(app, group)).filter((name) => {
        const full = path.join(app, group, name);
        return statSync(full).isDirectory() && !/^[([]/.test(name) && !name.includes(".") && name !== "api" && name !== "fonts";
      }),
    );
    // A folder without its own page.tsx (talent/[id], p/[token], booking/confirmed, home/[edition]) is not a page.
    const hasPage = (name: string) =>
      ["", "(site)", "(auth)"].some((g) => statSync(path.join(app, g, name), { throwIfNoEntry: false })?.isDirectory() && readdirSync(path.join(app, g, name)).includes("page.tsx"));
    const pages = folders.filter(hasPage);
    expect([...pages].sort()).toEqual([...sitePages].sort());
  });
});
