import type { z } from "zod";
import type { listAdminBlogCategoriesResponse, listAdminPostsResponse } from "@/lib/api/responses/blog";

/** A post as `GET /admin/blog-posts` answers it (dates arrive as ISO strings), from the route's response schema. */
export type AdminPost = z.infer<typeof listAdminPostsResponse>["data"][number];

export type AdminBlogCategory = z.infer<typeof listAdminBlogCategoriesResponse>[number];
