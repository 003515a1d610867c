import { describe, expect, it } from "vitest";
import { createBlogCategory, createBlogPost } from "@/db/factories";
import type { Viewer } from "@/lib/auth/viewer";
import { useTestDb } from "@/test/db";
import { makeUser } from "@/test/users";
import { getFeaturedPost, getPostPreview, getPublishedPost, listPublishedPosts, listPublishedPostSlugs } from "./blog";

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

describe("staff preview", () => {
  const staff = (user: { id: number; name: string; email: string }, role: Viewer["role"], permissions: Viewer["permissions"] = []): Viewer => ({
    ...user,
    role,
    status: "active",
    permissions,
    talentProfileId: null,
    sessionId: null,
    via: "cookie",
  });

  it("shows a draft or scheduled post as the article would read, to staff with the news permission only", async () => {
    const draft = await createBlogPost(db(), { slug: "a-draft", title: "A draft", publishedAt: null, contentHtml: "<p>Soon</p><script>x</script>" });
    const scheduled = await createBlogPost(db(), { slug: "later", publishedAt: new Date(Date.now() + 86_400_000) });
    const editorUser = await makeUser(db(), { role: "subadmin", permissions: ["news"] });
    const editor = staff(editorUser, "subadmin", ["news"]);

    expect(await getPublishedPost("a-draft")).toBeNull();
    const preview = await getPostPreview(editor, draft.id);
    expect(preview).toMatchObject({ state: "draft", post: { title: "A draft", content: "<p>Soon</p>" } });
    expect(Number.isNaN(Date.parse(preview?.post.published_at ?? ""))).toBe(false);
    expect((await getPostPreview(editor, scheduled.id))?.state).toBe("scheduled");
    expect(await getPostPreview(editor, 2 ** 40)).toBeNull();

    const bookingsUser = await makeUser(db(), { role: "subadmin", permissions: ["bookings"] });
    await expect(getPostPreview(staff(bookingsUser, "subadmin", ["bookings"]), draft.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(getPostPreview(null, draft.id)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
