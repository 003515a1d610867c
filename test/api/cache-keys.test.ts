import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as getPost } from "@/app/api/v1/blog-posts/[id]/route";
import { GET as listPosts } from "@/app/api/v1/blog-posts/route";
import { GET as getTalent } from "@/app/api/v1/talents/[id]/route";
import { GET as listTalents } from "@/app/api/v1/talents/route";
import { createBlogCategory, createBlogPost, createTalent } from "@/db/factories";
import { watchCacheKeys } from "@/lib/cache";
import { useTestDb } from "../db";
import { call } from "../http";

// Issue 25: every distinct query of a public read must not become an entry of the shared data cache (with Redis
// they live for days). The keys `cached()` is asked for are observed through its test seam, `watchCacheKeys()`.

const db = useTestDb();
let watch: ReturnType<typeof watchCacheKeys>;
let talentId: number;

beforeAll(async () => {
  const d = db();
  talentId = (await createTalent(d, { profile: { stageName: "Amara Okafor", category: "female" } })).profile.id;
  const news = await createBlogCategory(d, { slug: "news", name: "News" });
  await createBlogPost(d, { slug: "open-call", title: "Open Call", categoryId: news.id, publishedAt: new Date(Date.now() - 86_400_000) });
});

afterEach(() => watch?.stop());

const distinct = () => new Set(watch.keys).size;

describe("the data cache keys only what is bounded", () => {
  it("300 distinct talent searches, pages and limits add no more than a handful of entries", async () => {
    watch = watchCacheKeys();
    for (let i = 0; i < 300; i++) {
      const res = await call(listTalents, "/api/v1/talents", { query: i % 3 === 0 ? { search: `name-${i}` } : i % 3 === 1 ? { page: i } : { limit: 1 + (i % 99) } });
      expect(res.status).toBe(200);
    }
    expect(watch.keys.length).toBeGreaterThan(0);
    expect(distinct()).toBeLessThanOrEqual(5);
  });

  it("the plain listing is still cached, one entry per category and page", async () => {
    watch = watchCacheKeys();
    await call(listTalents, "/api/v1/talents", { query: { category: "female" } });
    await call(listTalents, "/api/v1/talents", { query: { category: "female" } });
    expect(watch.keys.filter((k) => k.startsWith("talents:list"))).toHaveLength(2);
    expect(distinct()).toBe(1);
  });

  it("300 unknown talent ids make no entry of their own", async () => {
    watch = watchCacheKeys();
    for (let i = 0; i < 300; i++) expect((await call(getTalent, `/api/v1/talents/${talentId + 1 + i}`, { params: { id: String(talentId + 1 + i) } })).status).toBe(404);
    expect((await call(getTalent, `/api/v1/talents/${talentId}`, { params: { id: String(talentId) } })).status).toBe(200);
    expect(distinct()).toBeLessThanOrEqual(2);
  });

  it("300 made-up blog categories, pages, limits and slugs add no more than a handful of entries", async () => {
    watch = watchCacheKeys();
    for (let i = 0; i < 300; i++) {
      const query: Record<string, string | number> = i % 3 === 0 ? { category: `made-up-${i}` } : i % 3 === 1 ? { page: i } : { limit: 1 + (i % 99) };
      expect((await call(listPosts, "/api/v1/blog-posts", { query })).status).toBe(200);
      expect((await call(getPost, `/api/v1/blog-posts/nope-${i}`, { params: { id: `nope-${i}` } })).status).toBe(404);
    }
    expect((await call(getPost, "/api/v1/blog-posts/open-call", { params: { id: "open-call" } })).status).toBe(200);
    expect(distinct()).toBeLessThanOrEqual(6);
  });
});
