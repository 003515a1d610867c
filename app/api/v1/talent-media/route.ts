import { apiRoute } from "@/lib/api/route";
import { listOwnMedia, uploadOwnMedia } from "@/lib/services/media";
import { mediaListQuerySchema, mediaUploadSchema } from "@/lib/validation/media";
import { listOwnMediaResponse, uploadOwnMediaResponse } from "@/lib/api/responses/media";

export const GET = apiRoute(
  { response: listOwnMediaResponse, auth: "talent", query: mediaListQuerySchema, summary: "The signed-in talent's photos, newest first", tags: ["media"] },
  ({ viewer, query }) => listOwnMedia(viewer, query),
);

export const POST = apiRoute(
  { response: uploadOwnMediaResponse, auth: "talent", errors: [410], body: mediaUploadSchema, status: 201, summary: "Upload a photo (JPG, PNG or GIF) to the gallery", tags: ["media"] },
  ({ viewer, body }) => uploadOwnMedia(viewer, body.file),
);
