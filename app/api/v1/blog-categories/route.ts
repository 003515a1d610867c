import { apiRoute } from "@/lib/api/route";
import { listBlogCategories } from "@/lib/services/blog";

/** The journal's categories: `data[]` of {id, slug, name}. */
export const GET = apiRoute({ summary: "List blog categories", tags: ["blog"] }, () => listBlogCategories());
