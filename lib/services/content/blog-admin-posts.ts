import "server-only";
import { and, count, desc, eq, isNotNull, like, ne, or, type SQL } from "drizzle-orm";
import { uniqueViolation } from "@/db/unique-violation";
import { getDb, type DbOrTx } from "@/db/client";
import { blogCategories, blogPosts, type BlogCategory, type BlogPost } from "@/db/schema";
import { readPage } from "@/lib/services/platform";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { cacheTags, invalidate } from "@/lib/cache";
import { notFound, validationError } from "@/lib/errors";
import { deleteStoredFile, storeImage } from "@/lib/storage";
import {
  blogPostChecks,
  blogPostFieldsSchema,
  DEFAULT_POST_AUTHOR,
  INVALID_IMAGE_TYPE,
  isAcceptedBlogImage,
  parsePublishedAt,
  type BlogPostBody,
} from "@/lib/validation/blog-post";
import { isDbId } from "@/lib/validation/common";
import { sanitizePostHtml } from "@/lib/domain/post-html";
import { slugify } from "@/lib/domain/slug";
import { diffChanges, logEvent } from "@/lib/services/audit";

// The staff side of the blog, posts: list, read, create, edit, publish and delete. Categories are in `blog-admin-categories.ts`.

// --- shapes -----------------------------------------------------------------------------------------------------

/** "4 min read", at about 200 words a minute. */
export function readTimeOf(html: string): string {
  const words = html.replace(/<[^>]*>/g, " ").split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / 200))} min read`;
}

/** A post as the admin screens (and the old client) read it. */
function toAdminPost(post: BlogPost, category: BlogCategory | null) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.contentHtml,
    image: post.imageUrl,
    author: { name: post.authorName || "Admin" },
    author_name: post.authorName || "Admin",
    category_id: post.categoryId,
    category: category ? { id: category.id, slug: category.slug, name: category.name } : null,
    read_time: post.readTime,
    featured: post.featured,
    published: post.publishedAt !== null,
    published_at: post.publishedAt,
    created_at: post.createdAt,
    updated_at: post.updatedAt,
  };
}

function postTags(...slugs: string[]): string[] {
  return [cacheTags.blog, ...[...new Set(slugs)].map((s) => cacheTags.post(s))];
}

async function uniqueSlug(db: DbOrTx, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title);
  const taken = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)), exceptId ? ne(blogPosts.id, exceptId) : undefined));
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Runs a write with a free slug for `title`. Two writes of the same title at the same moment read the same free slug;
 * the unique index decides, and the loser reads again and takes the next one.
 */
async function withFreeSlug<T>(db: DbOrTx, title: string, exceptId: number | undefined, write: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(await uniqueSlug(db, title, exceptId));
    } catch (error) {
      if (attempt >= 20 || uniqueViolation(error) !== "blog_posts_slug_unique") throw error;
    }
  }
}

/** What a post's activity entries leave out of its changes (the body is kept, shortened). */
const POST_DIFF = { omit: ["id", "createdAt", "readTime"] };

async function findPost(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ post: blogPosts, category: blogCategories })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(eq(blogPosts.id, id));
  return row ?? null;
}

// --- reads ------------------------------------------------------------------------------------------------------

/** `GET /admin/blog-posts`: drafts included, newest first; `category` is "all", a slug or an id. */
export async function listAdminPosts(viewer: Viewer | null, query: { category?: string; page: number; limit: number }) {
  requirePermission(viewer, "news");
  const db = await getDb();
  let where: SQL | undefined;
  const category = query.category?.trim();
  if (category && category !== "all") {
    where = /^\d+$/.test(category) && isDbId(Number(category)) ? eq(blogPosts.categoryId, Number(category)) : eq(blogCategories.slug, category);
  }
  const page = await readPage(
    query,
    db
      .select({ post: blogPosts, category: blogCategories })
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)),
    db.select({ total: count() }).from(blogPosts).leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId)).where(where),
  );
  return { ...page, data: page.data.map((r) => toAdminPost(r.post, r.category)) };
}

export async function getAdminPost(viewer: Viewer | null, id: number) {
  requirePermission(viewer, "news");
  const row = await findPost(await getDb(), id);
  if (!row) throw notFound("Post not found");
  return toAdminPost(row.post, row.category);
}

// --- writes -----------------------------------------------------------------------------------------------------

type ValidPost = {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  categoryId: number;
  publishedAt: Date | null;
  image: File | null;
};

function chosenFile(image: BlogPostBody["image"]): File | null {
  return image instanceof File && image.size > 0 ? image : null;
}

/**
 * The six checks in the spec's order (the content after sanitizing, so a body of only a script is empty), then the
 * image type, the publish date and the category. The first failure is the 422's message.
 */
async function validatePost(db: DbOrTx, body: BlogPostBody, creating: boolean): Promise<ValidPost> {
  const content = sanitizePostHtml(body.content ?? "");
  const parsed = blogPostFieldsSchema.safeParse({ ...body, content: body.content === undefined ? undefined : content });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[0]);
    const check = blogPostChecks.find((c) => c.field === field);
    throw validationError(issue.message === check?.description ? check.title : issue.message, { [field]: [issue.message] });
  }
  const image = chosenFile(body.image);
  if (creating && !image) {
    const check = blogPostChecks[5];
    throw validationError(check.title, { image: [check.description] });
  }
  if (image && !isAcceptedBlogImage(image)) {
    throw validationError(INVALID_IMAGE_TYPE.title, { image: [INVALID_IMAGE_TYPE.description] });
  }
  const publishedAt = parsePublishedAt(body.published_at);
  if (publishedAt === undefined) throw validationError("Enter a valid publish date", { published_at: ["Enter a valid publish date"] });
  const [category] = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, parsed.data.category_id));
  if (!category) throw validationError(blogPostChecks[4].title, { category_id: [blogPostChecks[4].description] });
  return {
    title: parsed.data.title,
    excerpt: parsed.data.excerpt,
    content,
    author: parsed.data.author,
    categoryId: parsed.data.category_id,
    publishedAt,
    image,
  };
}

/**
 * The byline details (portrait, role, bio) that go with an author's name: those of the newest post by the same
 * author, so choosing "Celeste Morgan" again brings her author card with it; an unknown name has none.
 */
async function authorDetails(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ authorImage: blogPosts.authorImage, authorRole: blogPosts.authorRole, authorBio: blogPosts.authorBio })
    .from(blogPosts)
    .where(and(eq(blogPosts.authorName, name), or(isNotNull(blogPosts.authorImage), isNotNull(blogPosts.authorRole), isNotNull(blogPosts.authorBio))))
    .orderBy(desc(blogPosts.updatedAt))
    .limit(1);
  return row ?? { authorImage: null, authorRole: null, authorBio: null };
}

async function storePostImage(viewer: Viewer, file: File) {
  return storeImage(file, { ownerId: viewer.id, accept: ["jpeg", "png", "gif", "webp"], maxSide: 2000, field: "image" });
}

export async function createAdminPost(viewer: Viewer | null, body: BlogPostBody) {
  const actor = requirePermission(viewer, "news");
  const db = await getDb();
  const input = await validatePost(db, { ...body, author: body.author ?? DEFAULT_POST_AUTHOR }, true);
  const stored = await storePostImage(actor, input.image!);
  const byline = await authorDetails(db, input.author);
  let post: BlogPost;
  try {
    // Each try is its own transaction, so a slug taken meanwhile rolls back the try and its entry together.
    post = await withFreeSlug(db, input.title, undefined, (slug) =>
      db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blogPosts)
        .values({
          slug,
          title: input.title,
          excerpt: input.excerpt,
          contentHtml: input.content,
          imageUrl: stored.url,
          categoryId: input.categoryId,
          authorName: input.author,
          ...byline,
          readTime: readTimeOf(input.content),
          publishedAt: input.publishedAt,
        })
        .returning();
      const changes = diffChanges(null, row, POST_DIFF);
      await logEvent(tx, actor, "blog_post.created", { subject: { type: "blog_post", id: row.id }, payload: { title: row.title }, changes });
      return row;
      }),
    );
  } catch (error) {
    await deleteStoredFile(stored.url);
    throw error;
  }
  invalidate(...postTags(post.slug));
  return getAdminPost(actor, post.id);
}

/**
 * Replaces a post's fields with the form's. The slug follows the title while the post has never been published;
 * once public it stays, so links and search results keep working.
 */
export async function updateAdminPost(viewer: Viewer | null, id: number, body: BlogPostBody) {
  const actor = requirePermission(viewer, "news");
  const db = await getDb();
  const current = await findPost(db, id);
  if (!current) throw notFound("Post not found");
  const input = await validatePost(db, { ...body, author: body.author ?? (current.post.authorName || DEFAULT_POST_AUTHOR) }, false);
  const stored = input.image ? await storePostImage(actor, input.image) : null;
  const old = current.post;
  const followsTitle = old.publishedAt === null && input.title !== old.title;
  // Keep the original date when a published post stays published.
  const publishedAt = input.publishedAt === null ? null : (old.publishedAt ?? input.publishedAt);
  const byline = input.author === old.authorName ? {} : await authorDetails(db, input.author);
  const fields = {
    title: input.title,
    excerpt: input.excerpt,
    contentHtml: input.content,
    imageUrl: stored?.url ?? old.imageUrl,
    categoryId: input.categoryId,
    authorName: input.author,
    ...byline,
    readTime: readTimeOf(input.content),
    publishedAt,
    updatedAt: new Date(),
  };
  const save = (slug: string) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) throw notFound("Post not found");
      const [after] = await tx.update(blogPosts).set({ ...fields, slug }).where(eq(blogPosts.id, id)).returning();
      const changes = diffChanges(before, after, POST_DIFF);
      await logEvent(tx, actor, "blog_post.updated", { subject: { type: "blog_post", id }, payload: { title: input.title }, changes });
      return slug;
    });
  let slug: string;
  try {
    slug = followsTitle ? await withFreeSlug(db, input.title, id, save) : await save(old.slug);
  } catch (error) {
    if (stored) await deleteStoredFile(stored.url);
    throw error;
  }
  if (stored) await deleteStoredFile(old.imageUrl);
  invalidate(...postTags(old.slug, slug));
  return getAdminPost(actor, id);
}

/** Publish (now) or unpublish; without `published`, flips the current state. */
export async function toggleAdminPost(viewer: Viewer | null, id: number, published?: boolean) {
  const actor = requirePermission(viewer, "news");
  const db = await getDb();
  const current = await findPost(db, id);
  if (!current) throw notFound("Post not found");
  const publish = published ?? current.post.publishedAt === null;
  const publishedAt = publish ? (current.post.publishedAt ?? new Date()) : null;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!before) throw notFound("Post not found");
    const [after] = await tx.update(blogPosts).set({ publishedAt, updatedAt: new Date() }).where(eq(blogPosts.id, id)).returning({ publishedAt: blogPosts.publishedAt });
    await logEvent(tx, actor, publish ? "blog_post.published" : "blog_post.unpublished", {
      subject: { type: "blog_post", id },
      payload: { title: current.post.title },
      changes: diffChanges(before, after),
    });
  });
  invalidate(...postTags(current.post.slug));
  return getAdminPost(actor, id);
}

export async function deleteAdminPost(viewer: Viewer | null, id: number) {
  const actor = requirePermission(viewer, "news");
  const db = await getDb();
  const current = await findPost(db, id);
  if (!current) throw notFound("Post not found");
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!deleted) throw notFound("Post not found");
    const changes = diffChanges(deleted, null, POST_DIFF);
    await logEvent(tx, actor, "blog_post.deleted", { subject: { type: "blog_post", id }, payload: { title: deleted.title }, changes });
  });
  await deleteStoredFile(current.post.imageUrl);
  invalidate(...postTags(current.post.slug));
  return { id };
}
