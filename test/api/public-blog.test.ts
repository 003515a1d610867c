import { beforeAll, describe, expect, it } from "vitest";
import { GET as listCategories } from "@/app/api/v1/blog-categories/route";
import { GET as getPost } from "@/app/api/v1/blog-posts/[id]/route";
import { GET as listPosts } from "@/app/api/v1/blog-posts/route";
import { createBlogCategory, createBlogPost } from "@/db/factories";
import type { BlogPost } from "@/db/schema";
import { useTestDb } from "../db";
import { call } from "../http";

const db = useTestDb();
const days = (n: number) => new Date(Date.now() - n * 86_400_000);

let main: BlogPost;
let draft: BlogPost;
let scheduled: BlogPost;
let other: BlogPost;

beforeAll(async () => {
  const d = db();
  const casting = await createBlogCategory(d, { slug: "casting-calls", name: "Casting Calls" });
  const news = await createBlogCategory(d, { slug: "news", name: "News" });
  await createBlogCategory(d, { slug: "spotlight", name: "Spotlight" });
  main = await createBlogPost(d, {
    slug: "open-call-paris",
    title: "Open Call: Paris",
    categoryId: casting.id,
    publishedAt: days(1),
    featured: true,
    readTime: "4 min read",
    imageUrl: "/demo/blog/b01.jpg",
    authorName: "Celeste Morgan",
    authorRole: "Editor",
    contentHtml: `<h1>Big</h1><p onclick="alert(1)">Hello <a href="javascript:alert(1)">x</a><a href="https://example.com">ext</a></p><script>alert(1)</script><img src="/x.jpg" onerror="alert(1)">`,
  });
  for (let i = 2; i <= 5; i++) {
    await createBlogPost(d, { slug: `casting-${i}`, title: `Casting ${i}`, categoryId: casting.id, publishedAt: days(i) });
  }
  other = await createBlogPost(d, { slug: "agency-news", title: "Agency News", categoryId: news.id, publishedAt: days(3) });
  draft = await createBlogPost(d, { slug: "draft-post", title: "Draft", categoryId: casting.id, publishedAt: null });
  scheduled = await createBlogPost(d, { slug: "future-post", title: "Future", categoryId: casting.id, publishedAt: new Date(Date.now() + 86_400_000) });
});

describe("GET /blog-categories", () => {
  it("lists {id, slug, name} in creation order", async () => {
    const res = await call(listCategories, "/api/v1/blog-categories");
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { slug: string }) => c.slug)).toEqual(["casting-calls", "news", "spotlight"]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(["id", "name", "slug"]);
  });
});

describe("GET /blog-posts", () => {
  it("lists published posts newest first under data.data, never drafts or scheduled posts", async () => {
    const res = await call(listPosts, "/api/v1/blog-posts", { query: { limit: 100 } });
    expect(res.status).toBe(200);
    const slugs = res.body.data.data.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(["open-call-paris", "casting-2", "agency-news", "casting-3", "casting-4", "casting-5"]);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(scheduled.slug);
    expect(res.body.data.total).toBe(6);
    expect(res.body.data.data[0]).toMatchObject({
      id: main.id,
      title: "Open Call: Paris",
      image: "/demo/blog/b01.jpg",
      featured: true,
      read_time: "4 min read",
      category: { slug: "casting-calls", name: "Casting Calls" },
      author: { name: "Celeste Morgan", role: "Editor", image: null, bio: null },
    });
    expect(res.body.data.data[0].published_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("filters by category slug; 'all' or nothing means every category; unknown is empty", async () => {
    const news = await call(listPosts, "/api/v1/blog-posts", { query: { category: "news" } });
    expect(news.body.data.data.map((p: { id: number }) => p.id)).toEqual([other.id]);
    const all = await call(listPosts, "/api/v1/blog-posts", { query: { category: "all" } });
    expect(all.body.data.total).toBe(6);
    const none = await call(listPosts, "/api/v1/blog-posts", { query: { category: "nope" } });
    expect(none.body.data).toMatchObject({ data: [], total: 0 });
  });

  it("pages within bounds", async () => {
    const p2 = await call(listPosts, "/api/v1/blog-posts", { query: { limit: 4, page: 2 } });
    expect(p2.body.data).toMatchObject({ page: 2, limit: 4, total: 6, last_page: 2 });
    expect(p2.body.data.data).toHaveLength(2);
    const clamped = await call(listPosts, "/api/v1/blog-posts", { query: { limit: 1000 } });
    expect(clamped.body.data.limit).toBeLessThanOrEqual(100);
  });
});

describe("GET /blog-posts/{slug-or-id}", () => {
  it("returns the post by slug with sanitized HTML and up to three related posts of its category", async () => {
    const res = await call(getPost, "/api/v1/blog-posts/open-call-paris", { params: { id: "open-call-paris" } });
    expect(res.status).toBe(200);
    const { post, related } = res.body.data;
    expect(post).toMatchObject({ id: main.id, slug: "open-call-paris", title: "Open Call: Paris" });
    expect(post.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(post.content).toContain("<h2>Big</h2>");
    expect(post.content).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ext</a>');
    expect(related).toHaveLength(3);
    expect(related.map((p: { slug: string }) => p.slug)).toEqual(["casting-2", "casting-3", "casting-4"]);
  });

  it("returns the post by id too, and no related posts when its category has no others", async () => {
    const res = await call(getPost, `/api/v1/blog-posts/${other.id}`, { params: { id: String(other.id) } });
    expect(res.body.data.post.slug).toBe("agency-news");
    expect(res.body.data.related).toEqual([]);
  });

  it("is a 404 'Article not found.' for drafts, scheduled and unknown posts", async () => {
    for (const id of [draft.slug, scheduled.slug, "no-such-post", String(draft.id), "99999999999"]) {
      const res = await call(getPost, `/api/v1/blog-posts/${id}`, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Article not found.");
    }
  });
});
