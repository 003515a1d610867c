import { apiRoute } from "@/lib/api/route";
import { reorderOwnMediaResponse } from "@/lib/api/responses/media";
import { reorderOwnMedia } from "@/lib/services/media";
import { mediaOrderSchema } from "@/lib/validation/media";

export const PUT = apiRoute(
  {
    response: reorderOwnMediaResponse,
    auth: "talent",
    errors: [410],
    body: mediaOrderSchema,
    summary: "Put the signed-in talent's photos in the order the public profile shows",
    description:
      "`ids` lists every one of the talent's own photos once, first shown first. Another talent's photo, a missing or an unknown one is a 422 on `ids` and nothing moves.",
    tags: ["media"],
  },
  ({ viewer, body }) => reorderOwnMedia(viewer, body.ids),
);
