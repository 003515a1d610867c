import { apiRoute } from "@/lib/api/route";
import { ok } from "@/lib/api/envelope";
import { toggleAdminPost } from "@/lib/services/content";
import { blogToggleSchema } from "@/lib/validation/blog-post";
import { idParamSchema } from "@/lib/validation/common";
import { toggleAdminPostResponse } from "@/lib/api/responses/blog";

/** Publish or unpublish; `published` says which, else the state flips. */
export const POST = apiRoute(
  { response: toggleAdminPostResponse, auth: "staff", permission: "news", params: idParamSchema, body: blogToggleSchema, summary: "Publish or unpublish a blog post", tags: ["admin", "blog"] },
  async ({ viewer, params, body }) => ok(await toggleAdminPost(viewer, params.id, body.published), { message: "Blog post status has been updated." }),
);
