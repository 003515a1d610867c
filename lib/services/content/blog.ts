import "server-only";
import { and, asc, count, desc, eq, isNotNull, lte, ne, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { blogCategories, blogPosts } from "@/db/schema";
import { readPage } from "@/lib/services/platform";
import type { Paged } from "@/lib/domain/paging";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { cacheTags, cached, isCachedPage } from "@/lib/cache";
import { sanitizePostHtml } from "@/lib/domain/post-html";
import { BLOG_POSTS_DEFAULT_LIMIT, type BlogPostsQuery } from "@/lib/validation/blog";
import { isDbId } from "@/lib/validation/common";

/**
 * The public journal. A post is public once `published_at` is set and not in the future; drafts and scheduled
 * posts are invisible here (lists, detail, related, sitemap). Results are plain JSON (dates as ISO strings) because
 * they go through the data cache.
 */

export interface PublicBlogCategory {
  id: number;
  slug: string;
  name: string;
}

/** A post in a list (spec section 3 without the body). */
export interface PublicPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string | null;
  featured: boolean;
  published_at: string;
  read_time: string | null;
  category: { slug: string; name: string } | null;
  author: { name: string; image: string | null; role: string | null; bio: string | null };
}

export interface PublicPost extends PublicPostSummary {
  /** Sanitized HTML. */
  content: string;
  updated_at: string;
}

const isPublished = () => and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  imageUrl: blogPosts.imageUrl,
  featured: blogPosts.featured,
  publishedAt: blogPosts.publishedAt,
  readTime: blogPosts.readTime,
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.name,
  authorName: blogPosts.authorName,
  authorImage: blogPosts.authorImage,
  authorRole: blogPosts.authorRole,
  authorBio: blogPosts.authorBio,
};

type SummaryRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  featured: boolean;
  publishedAt: Date | null;
  readTime: string | null;
  categorySlug: string | null;
  categoryName: string | null;
  authorName: string;
  authorImage: string | null;
  authorRole: string | null;
  authorBio: string | null;
};

function toSummary(r: SummaryRow): PublicPostSummary {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    image: r.imageUrl || null,
    featured: r.featured,
    published_at: (r.publishedAt ?? new Date(0)).toISOString(),
    read_time: r.readTime || null,
    category: r.categorySlug && r.categoryName ? { slug: r.categorySlug, name: r.categoryName } : null,
    author: {
      name: r.authorName || "Admin",
      image: r.authorImage || null,
      role: r.authorRole || null,
      bio: r.authorBio || null,
    },
  };
}

async function readCategories(): Promise<PublicBlogCategory[]> {
  const db = await getDb();
  return db
    .select({ id: blogCategories.id, slug: blogCategories.slug, name: blogCategories.name })
    .from(blogCategories)
    .orderBy(asc(blogCategories.id));
}

/** The categories' slugs, read now: proxy.ts's 404 gate (lib/site/page-gate.ts) runs outside the data cache. */
export async function readBlogCategorySlugs(): Promise<string[]> {
  return (await readCategories()).map((c) => c.slug);
}

/** `GET /blog-categories`: every category, in the order they were created. */
export const listBlogCategories = cached(readCategories, ["blog:categories"], [cacheTags.blog]);

type PostsQuery = Omit<BlogPostsQuery, "category"> & { category?: string; excludeId?: number };

async function readPosts(query: PostsQuery): Promise<Paged<PublicPostSummary>> {
  const db = await getDb();
  const conditions: (SQL | undefined)[] = [isPublished()];
  if (query.category) conditions.push(eq(blogCategories.slug, query.category));
  if (query.excludeId) conditions.push(ne(blogPosts.id, query.excludeId));
  const where = and(...conditions);
  const page = await readPage(
    query,
    db
      .select(summaryColumns)
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)),
    db.select({ total: count() }).from(blogPosts).leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId)).where(where),
  );
  return { ...page, data: page.data.map(toSummary) };
}

const readPostsCached = cached(readPosts, ["blog:list"], [cacheTags.blog], 600);

/** The journal page's list size (`/blog`), one of the two sizes the cache keeps. */
export const JOURNAL_PAGE_SIZE = 9;

/**
 * `GET /blog-posts`: published posts, newest first, optionally of one category (by slug), paged. Cached for a known
 * category (or none), the first pages, at the journal's and the API's default sizes; any other query (a made-up
 * category, page 900, limit 37) is read live, so a visitor cannot fill the data cache.
 */
export async function listPublishedPosts(query: PostsQuery): Promise<Paged<PublicPostSummary>> {
  // Every key present, so equal queries share one cache entry.
  const key = { category: query.category, page: query.page, limit: query.limit, excludeId: query.excludeId };
  const knownCategory = !query.category || (await listBlogCategories()).some((c) => c.slug === query.category);
  const bounded = knownCategory && isCachedPage(query, [JOURNAL_PAGE_SIZE, BLOG_POSTS_DEFAULT_LIMIT]);
  return bounded ? readPostsCached(key) : readPosts(key);
}

async function readFeatured(): Promise<PublicPostSummary | null> {
  const db = await getDb();
  const [row] = await db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(isPublished(), eq(blogPosts.featured, true)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(1);
  return row ? toSummary(row) : null;
}

/** The Featured Story of the journal: the newest published post marked featured. */
export const getFeaturedPost = cached(readFeatured, ["blog:featured"], [cacheTags.blog], 600);

const postColumns = {
  ...summaryColumns,
  categoryId: blogPosts.categoryId,
  contentHtml: blogPosts.contentHtml,
  updatedAt: blogPosts.updatedAt,
};

function toPost(row: SummaryRow & { contentHtml: string; updatedAt: Date }): PublicPost {
  return { ...toSummary(row), content: sanitizePostHtml(row.contentHtml), updated_at: row.updatedAt.toISOString() };
}

async function readPost(slugOrId: string): Promise<{ post: PublicPost; related: PublicPostSummary[] } | null> {
  const db = await getDb();
  const byId = /^\d+$/.test(slugOrId) && isDbId(Number(slugOrId));
  const [row] = await db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(isPublished(), byId ? eq(blogPosts.id, Number(slugOrId)) : eq(blogPosts.slug, slugOrId)))
    .limit(1);
  if (!row) return null;
  const related = row.categoryId
    ? await db
        .select(summaryColumns)
        .from(blogPosts)
        .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
        .where(and(isPublished(), eq(blogPosts.categoryId, row.categoryId), ne(blogPosts.id, row.id)))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(3)
    : [];
  return {
    post: toPost(row),
    related: related.map(toSummary),
  };
}

const readPostCached = cached(readPost, ["blog:post"], (slugOrId: string) => [cacheTags.blog, cacheTags.post(slugOrId)], 600);

/**
 * `GET /blog-posts/{slug-or-id}`: one published post with up to three related posts of the same category, or
 * null. The body is sanitized on the way out too (`sanitizePostHtml`), whatever was stored.
 */
export async function getPublishedPost(slugOrId: string) {
  const key = slugOrId.trim().toLowerCase();
  if (!/^[a-z0-9-]{1,200}$/.test(key)) return null;
  // Only a published post's slug or id reaches the per-post cache: an unknown one would keep an entry for nothing.
  if (!(await listPublishedPostKeys()).includes(key)) return null;
  return readPostCached(key);
}

export type PostState = "draft" | "scheduled" | "published";

/**
 * A post as the public article would show it, whatever its state, for staff with the news permission: the admin's
 * preview of a draft or scheduled post (never cached, never public). Null for an unknown id.
 */
export async function getPostPreview(viewer: Viewer | null, id: number): Promise<{ post: PublicPost; state: PostState } | null> {
  requirePermission(viewer, "news");
  if (!isDbId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(eq(blogPosts.id, id))
    .limit(1);
  if (!row) return null;
  const state: PostState = !row.publishedAt ? "draft" : row.publishedAt.getTime() > Date.now() ? "scheduled" : "published";
  const post = toPost(row);
  // A draft has no publication date yet: the preview dates it as if it were published now.
  return { post: row.publishedAt ? post : { ...post, published_at: new Date().toISOString() }, state };
}

async function readPostSlugs(): Promise<{ slug: string; updated_at: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublished())
    .orderBy(desc(blogPosts.publishedAt));
  return rows.map((r) => ({ slug: r.slug, updated_at: r.updatedAt.toISOString() }));
}

/** Every published post, for the sitemap. */
export const listPublishedPostSlugs = cached(readPostSlugs, ["blog:slugs"], [cacheTags.blog], 600);

/**
 * The slug and id of every published post (a post is found by either, `/blog/{slug-or-id}`), read now: proxy.ts's
 * 404 gate (lib/site/page-gate.ts) runs outside the data cache.
 */
export async function readPublishedPostKeys(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).where(isPublished());
  return rows.flatMap((r) => [r.slug, String(r.id)]);
}

/** The same, cached with the posts: a post's own cache entry is only made for one of these. */
const listPublishedPostKeys = cached(readPublishedPostKeys, ["blog:keys"], [cacheTags.blog], 600);
