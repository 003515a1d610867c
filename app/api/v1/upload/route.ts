import { apiRoute } from "@/lib/api/route";
import { uploadSiteImage } from "@/lib/services/content";
import { uploadBodySchema } from "@/lib/validation/upload";
import { siteImageAnswer } from "@/lib/api/responses/media";

/** Staff only, with the permission of the screen the image is for; answers the stored image's URL and size. */
export const POST = apiRoute(
  { response: siteImageAnswer, auth: "staff", body: uploadBodySchema, summary: "Upload a site image (banners, logos, favicon, partner and brand logos)", tags: ["admin", "uploads"] },
  ({ viewer, body }) => uploadSiteImage(viewer, body),
);
