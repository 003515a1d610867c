import { apiRoute } from "@/lib/api/route";
import { createAdminBlogCategory, listAdminBlogCategories } from "@/lib/services/content";
import { blogCategoryCreateSchema } from "@/lib/validation/blog-post";
import { createAdminBlogCategoryResponse, listAdminBlogCategoriesResponse } from "@/lib/api/responses/blog";

/** The categories with their ids, for the news editor's select. */
export const GET = apiRoute(
  { response: listAdminBlogCategoriesResponse, auth: "staff", permission: "news", summary: "List blog categories (admin)", tags: ["admin", "blog"] },
  ({ viewer }) => listAdminBlogCategories(viewer),
);

/** A category added from the editor; a name already in the list is a 409. */
export const POST = apiRoute(
  { response: createAdminBlogCategoryResponse, errors: [409], auth: "staff", permission: "news", body: blogCategoryCreateSchema, status: 201, summary: "Add a blog category", tags: ["admin", "blog"] },
  ({ viewer, body }) => createAdminBlogCategory(viewer, body),
);
