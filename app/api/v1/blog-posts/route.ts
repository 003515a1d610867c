import { apiRoute } from "@/lib/api/route";
import { listPublishedPosts } from "@/lib/services/content";
import { blogPostsQuerySchema } from "@/lib/validation/blog";
import { listPublishedPostsResponse } from "@/lib/api/responses/blog";

/** Published posts, newest first, optionally of one category; `data.data` plus totals. */
export const GET = apiRoute(
  { response: listPublishedPostsResponse, query: blogPostsQuerySchema, summary: "List published blog posts", tags: ["blog"] },
  ({ query }) => listPublishedPosts(query),
);
