import { apiRoute } from "@/lib/api/route";
import { listBlogCategories } from "@/lib/services/content";
import { listBlogCategoriesResponse } from "@/lib/api/responses/blog";

/** The journal's categories: `data[]` of {id, slug, name}. */
export const GET = apiRoute({ response: listBlogCategoriesResponse, summary: "List blog categories", tags: ["blog"] }, () => listBlogCategories());
