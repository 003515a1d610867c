import { apiRoute } from "@/lib/api/route";
import { notFound } from "@/lib/errors";
import { getPublishedPost } from "@/lib/services/content";
import { blogPostParamSchema } from "@/lib/validation/blog";
import { getPublishedPostResponse } from "@/lib/api/responses/blog";

/** One published post by slug (as the journal sends it) or id: `data.post` and `data.related` (up to three). */
export const GET = apiRoute(
  { response: getPublishedPostResponse, params: blogPostParamSchema, summary: "A published blog post with related posts", tags: ["blog"] },
  async ({ params }) => {
    const result = await getPublishedPost(params.id);
    if (!result) throw notFound("Article not found.");
    return result;
  },
);
