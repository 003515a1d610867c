import { z } from "zod";
import type { getPublishedPost, listBlogCategories, listPublishedPosts } from "@/lib/services/blog";
import type { createAdminBlogCategory, listAdminBlogCategories } from "@/lib/services/blog-admin-categories";
import type { createAdminPost, deleteAdminPost, getAdminPost, listAdminPosts, toggleAdminPost, updateAdminPost } from "@/lib/services/blog-admin-posts";
import { isoDate, type Wire } from "./envelope";

/*
 * The `data` of the journal and news-editor routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const adminBlogCategorySchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });
const postCategorySchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });
const createAdminPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  author: z.object({ name: z.string() }),
  author_name: z.string(),
  category_id: z.number().nullable(),
  category: postCategorySchema.nullable(),
  read_time: z.string().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  published_at: isoDate.nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});
const adminPostListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  author: z.object({ name: z.string() }),
  author_name: z.string(),
  category_id: z.number().nullable(),
  category: postCategorySchema.nullable(),
  read_time: z.string().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  published_at: isoDate.nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});
const getAdminPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  author: z.object({ name: z.string() }),
  author_name: z.string(),
  category_id: z.number().nullable(),
  category: postCategorySchema.nullable(),
  read_time: z.string().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  published_at: isoDate.nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});
const updateAdminPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  author: z.object({ name: z.string() }),
  author_name: z.string(),
  category_id: z.number().nullable(),
  category: postCategorySchema.nullable(),
  read_time: z.string().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  published_at: isoDate.nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});
const authorSchema = z.object({
  name: z.string(),
  image: z.string().nullable(),
  role: z.string().nullable(),
  bio: z.string().nullable(),
});
const publicPostSchema = z.object({
  content: z.string(),
  updated_at: z.string(),
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  featured: z.boolean(),
  published_at: z.string(),
  read_time: z.string().nullable(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  author: authorSchema,
});
const publicPostSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  featured: z.boolean(),
  published_at: z.string(),
  read_time: z.string().nullable(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  author: authorSchema,
});
const publicBlogCategorySchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });
const toggleAdminPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  author: z.object({ name: z.string() }),
  author_name: z.string(),
  category_id: z.number().nullable(),
  category: postCategorySchema.nullable(),
  read_time: z.string().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  published_at: isoDate.nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});

export const createAdminBlogCategoryResponse = adminBlogCategorySchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createAdminBlogCategory>>>>;
export const listAdminBlogCategoriesResponse = z.array(adminBlogCategorySchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listAdminBlogCategories>>>>;
export const createAdminPostResponse = createAdminPostSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createAdminPost>>>>;
export const listAdminPostsResponse = z.object({
  data: z.array(adminPostListItemSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  last_page: z.number(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listAdminPosts>>>>;
export const deleteAdminPostResponse = z.object({ id: z.number() }) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteAdminPost>>>>;
export const getAdminPostResponse = getAdminPostSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getAdminPost>>>>;
export const updateAdminPostResponse = updateAdminPostSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateAdminPost>>>>;
export const getPublishedPostResponse = z.object({ post: publicPostSchema, related: z.array(publicPostSummarySchema) }) satisfies z.ZodType<Wire<NonNullable<Awaited<ReturnType<typeof getPublishedPost>>>>>;
export const listBlogCategoriesResponse = z.array(publicBlogCategorySchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listBlogCategories>>>>;
export const listPublishedPostsResponse = z.object({
  data: z.array(publicPostSummarySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  last_page: z.number(),
}) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listPublishedPosts>>>>;
export const toggleAdminPostResponse = toggleAdminPostSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof toggleAdminPost>>>>;
