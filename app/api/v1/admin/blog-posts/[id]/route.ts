import { apiRoute } from "@/lib/api/route";
import { ok } from "@/lib/api/envelope";
import { deleteAdminPost, getAdminPost, updateAdminPost } from "@/lib/services/content";
import { blogPostBodySchema } from "@/lib/validation/blog-post";
import { idParamSchema } from "@/lib/validation/common";
import { deleteAdminPostResponse, getAdminPostResponse, updateAdminPostResponse } from "@/lib/api/responses/blog";

export const GET = apiRoute(
  { response: getAdminPostResponse, auth: "staff", permission: "news", params: idParamSchema, summary: "A blog post (admin)", tags: ["admin", "blog"] },
  ({ viewer, params }) => getAdminPost(viewer, params.id),
);

/** The same form data as create; the image is optional. Without `published_at` the post becomes a draft. */
export const POST = apiRoute(
  { response: updateAdminPostResponse, auth: "staff", permission: "news", params: idParamSchema, body: blogPostBodySchema, summary: "Update a blog post", tags: ["admin", "blog"] },
  async ({ viewer, params, body }) => ok(await updateAdminPost(viewer, params.id, body), { message: "Blog post has been successfully updated." }),
);

export const DELETE = apiRoute(
  { response: deleteAdminPostResponse, auth: "staff", permission: "news", params: idParamSchema, summary: "Delete a blog post", tags: ["admin", "blog"] },
  async ({ viewer, params }) => ok(await deleteAdminPost(viewer, params.id), { message: "The blog post has been successfully deleted." }),
);
