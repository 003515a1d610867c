import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { deleteTalentMediaByAdmin } from "@/lib/services/talents";
import { talentMediaParamsSchema } from "@/lib/validation/admin-talent";
import { deleteTalentMediaByAdminResponse } from "@/lib/api/responses/admin-talents";

/** Removes one portfolio photo and its stored file. */
export const DELETE = apiRoute(
  { response: deleteTalentMediaByAdminResponse, auth: "staff", permission: "talents", params: talentMediaParamsSchema, summary: "Delete a talent's portfolio photo", tags: ["admin"] },
  async ({ viewer, params }) => ok(await deleteTalentMediaByAdmin(viewer, params.id, params.mediaId), { message: "Image deleted successfully." }),
);
