import { z } from "zod";

/** The page size of `GET /blog-posts` when the client names none. */
export const BLOG_POSTS_DEFAULT_LIMIT = 12;

/** `GET /blog-posts`: category (omitted or "all" for every category), page, limit. */
export const blogPostsQuerySchema = z.object({
  category: z
    .string()
    .trim()
    .max(80)
    .optional()
    .transform((v) => (!v || v.toLowerCase() === "all" ? undefined : v.toLowerCase())),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).catch(BLOG_POSTS_DEFAULT_LIMIT).default(BLOG_POSTS_DEFAULT_LIMIT),
});
export type BlogPostsQuery = z.infer<typeof blogPostsQuerySchema>;

/** `GET /blog-posts/{id}`: a numeric id or a slug. */
export const blogPostParamSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[a-zA-Z0-9-]+$/, { error: "Not found." }),
});
