import type { z } from "zod";
import type { listAdminBlogCategoriesResponse, listAdminPostsResponse } from "@/lib/api/responses/blog";

/** A post as `GET /admin/blog-posts` answers it (dates arrive as ISO strings), from the route's response schema. */
export type AdminPost = z.infer<typeof listAdminPostsResponse>["data"][number];

export type AdminBlogCategory = z.infer<typeof listAdminBlogCategoriesResponse>[number];

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

/** "Mar 4, 2026". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : dateFormat.format(d);
}
