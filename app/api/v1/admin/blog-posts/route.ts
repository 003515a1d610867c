import { apiRoute, withMessage } from "@/lib/api/route";
import { createAdminPost, listAdminPosts } from "@/lib/services/content";
import { blogPostBodySchema, blogPostListQuerySchema } from "@/lib/validation/blog-post";
import { createAdminPostResponse, listAdminPostsResponse } from "@/lib/api/responses/blog";

/** Every post, drafts included (`data.data`); `category` is "all", a slug or an id. */
export const GET = apiRoute(
  { response: listAdminPostsResponse, auth: "staff", permission: "news", query: blogPostListQuerySchema, summary: "List blog posts (admin)", tags: ["admin", "blog"] },
  ({ viewer, query }) => listAdminPosts(viewer, query),
);

/** Multipart: title, excerpt, content, category_id, author, image, published_at. The six checks answer in order. */
export const POST = apiRoute(
  { response: createAdminPostResponse, status: 201, auth: "staff", permission: "news", body: blogPostBodySchema, summary: "Create a blog post", tags: ["admin", "blog"] },
  async ({ viewer, body }) => withMessage(await createAdminPost(viewer, body), "Blog post has been successfully created."),
);
