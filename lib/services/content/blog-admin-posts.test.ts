import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createBlogCategory, createBlogPost } from "@/db/factories";
import { blogPosts } from "@/db/schema";
import { useTestDb } from "@/test/db";
import { makeUser } from "@/test/users";
import { viewerOf } from "@/test/viewers";
import { createAdminPost, readTimeOf, toggleAdminPost, updateAdminPost } from "./blog-admin-posts";

const db = useTestDb();

async function jpeg() {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#446688" } }).jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], "cover.jpg", { type: "image/jpeg" });
}

describe("read time", () => {
  it("estimates reading time", () => {
    expect(readTimeOf(`<p>${"word ".repeat(450)}</p>`)).toBe("2 min read");
    expect(readTimeOf("<p>short</p>")).toBe("1 min read");
  });
});

describe("blog-admin posts", () => {
  it("gives posts with the same title unique slugs, and keeps a published post's slug when its title changes", async () => {
    const admin = viewerOf(await makeUser(db(), { role: "admin" }));
    const category = await createBlogCategory(db(), { slug: "news", name: "News" });
    const base = { excerpt: "E", content: "<p>C</p>", author: "Admin", category_id: String(category.id) };
    const a = await createAdminPost(admin, { ...base, title: "Same Title", image: await jpeg() });
    const b = await createAdminPost(admin, { ...base, title: "Same Title", image: await jpeg(), published_at: "true" });
    expect(a.slug).toBe("same-title");
    expect(b.slug).toBe("same-title-2");
    const draftRenamed = await updateAdminPost(admin, a.id, { ...base, title: "Renamed Draft" });
    expect(draftRenamed.slug).toBe("renamed-draft");
    const publishedRenamed = await updateAdminPost(admin, b.id, { ...base, title: "Renamed Live", published_at: "true" });
    expect(publishedRenamed.slug).toBe("same-title-2");
    expect(publishedRenamed.published_at).toEqual(b.published_at);
  });

  it("brings a known author's card (portrait, role, bio) with their name, and drops it for a new name", async () => {
    const admin = viewerOf(await makeUser(db(), { role: "admin" }));
    const category = await createBlogCategory(db(), { slug: "authors", name: "Authors" });
    await createBlogPost(db(), { title: "Older", authorName: "Mira Lindqvist", authorRole: "Senior Booker", authorBio: "Bio.", authorImage: "/demo/a.jpg" });
    const base = { excerpt: "E", content: "<p>C</p>", category_id: String(category.id) };
    const post = await createAdminPost(admin, { ...base, title: "By Mira", author: "Mira Lindqvist", image: await jpeg() });
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row).toMatchObject({ authorName: "Mira Lindqvist", authorRole: "Senior Booker", authorBio: "Bio.", authorImage: "/demo/a.jpg" });
    await updateAdminPost(admin, post.id, { ...base, title: "By Mira", author: "Guest Writer" });
    const [after] = await db().select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(after).toMatchObject({ authorName: "Guest Writer", authorRole: null, authorBio: null, authorImage: null });
  });

  it("toggles with an explicit state or flips", async () => {
    const admin = viewerOf(await makeUser(db(), { role: "admin" }));
    const category = await createBlogCategory(db(), { slug: "spotlight", name: "Spotlight" });
    const post = await createAdminPost(admin, {
      title: "Toggle me",
      excerpt: "E",
      content: "<p>C</p>",
      author: "Admin",
      category_id: String(category.id),
      image: await jpeg(),
    });
    expect(post.published_at).toBeNull();
    expect((await toggleAdminPost(admin, post.id)).published).toBe(true);
    expect((await toggleAdminPost(admin, post.id, true)).published).toBe(true);
    expect((await toggleAdminPost(admin, post.id)).published).toBe(false);
  });
});
