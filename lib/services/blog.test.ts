import { describe, expect, it } from "vitest";
import { createBlogCategory, createBlogPost } from "@/db/factories";
import { useTestDb } from "@/test/db";
import { getFeaturedPost, getPublishedPost, listPublishedPosts, listPublishedPostSlugs } from "./blog";

const db = useTestDb();
const days = (n: number) => new Date(Date.now() - n * 86_400_000);

describe("public journal", () => {
  it("features the newest published featured post and can leave it out of the list", async () => {
    const news = await createBlogCategory(db(), { slug: "news", name: "News" });
    await createBlogPost(db(), { slug: "old-feature", featured: true, publishedAt: days(10), categoryId: news.id });
    const feature = await createBlogPost(db(), { slug: "new-feature", featured: true, publishedAt: days(2), categoryId: news.id });
    await createBlogPost(db(), { slug: "draft-feature", featured: true, publishedAt: null, categoryId: news.id });
    await createBlogPost(db(), { slug: "plain", publishedAt: days(1), categoryId: news.id });
    expect((await getFeaturedPost())?.slug).toBe("new-feature");
    const rest = await listPublishedPosts({ page: 1, limit: 10, excludeId: feature.id });
    expect(rest.data.map((p) => p.slug)).toEqual(["plain", "old-feature"]);
    expect((await listPublishedPostSlugs()).map((p) => p.slug)).toEqual(["plain", "new-feature", "old-feature"]);
  });

  it("finds a post by slug case-insensitively and refuses malformed keys", async () => {
    await createBlogPost(db(), { slug: "case-test", publishedAt: days(1), contentHtml: "<p>Hi</p><iframe src=x></iframe>" });
    const found = await getPublishedPost("Case-Test");
    expect(found?.post.content).toBe("<p>Hi</p>");
    expect(await getPublishedPost("../etc/passwd")).toBeNull();
    expect(await getPublishedPost("")).toBeNull();
  });
});
