import { z } from "zod";
import type { getPublishedPost, listBlogCategories, listPublishedPosts } from "@/lib/services/content";
import type { createAdminBlogCategory, listAdminBlogCategories } from "@/lib/services/content";
import type { createAdminPost, deleteAdminPost, getAdminPost, listAdminPosts, toggleAdminPost, updateAdminPost } from "@/lib/services/content";
import { deletedSchema } from "./common";
import { isoDate, pagedSchema, type Wire } from "./envelope";

/*
 * The `data` of the journal and news-editor routes. Each schema is declared `satisfies z.ZodType<Wire<...>>` against the service it
 * answers, so the typecheck fails when the two drift; the route tests check every answer against it at run time.
 */

const blogCategorySchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });
/** A post as the news editor reads and writes it, published or not. */
const adminPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  author: z.object({ name: z.string() }),
  author_name: z.string(),
  category_id: z.number().nullable(),
  category: blogCategorySchema.nullable(),
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
const publicPostSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  featured: z.boolean(),
  published_at: z.string(),
  read_time: z.string().nullable(),
  category: blogCategorySchema.omit({ id: true }).nullable(),
  author: authorSchema,
});
const publicPostSchema = publicPostSummarySchema.extend({ content: z.string(), updated_at: z.string() });

export const createAdminBlogCategoryResponse = blogCategorySchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createAdminBlogCategory>>>>;
export const listAdminBlogCategoriesResponse = z.array(blogCategorySchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listAdminBlogCategories>>>>;
export const createAdminPostResponse = adminPostSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof createAdminPost>>>>;
export const listAdminPostsResponse = pagedSchema(adminPostSchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listAdminPosts>>>>;
export const deleteAdminPostResponse = deletedSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof deleteAdminPost>>>>;
export const getAdminPostResponse = adminPostSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof getAdminPost>>>>;
export const updateAdminPostResponse = adminPostSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof updateAdminPost>>>>;
export const getPublishedPostResponse = z.object({ post: publicPostSchema, related: z.array(publicPostSummarySchema) }) satisfies z.ZodType<Wire<NonNullable<Awaited<ReturnType<typeof getPublishedPost>>>>>;
export const listBlogCategoriesResponse = z.array(blogCategorySchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listBlogCategories>>>>;
export const listPublishedPostsResponse = pagedSchema(publicPostSummarySchema) satisfies z.ZodType<Wire<Awaited<ReturnType<typeof listPublishedPosts>>>>;
export const toggleAdminPostResponse = adminPostSchema satisfies z.ZodType<Wire<Awaited<ReturnType<typeof toggleAdminPost>>>>;
