import { apiRoute, withMessage } from "@/lib/api/route";
import { addTalentMediaByAdmin } from "@/lib/services/talents";
import { mediaUploadSchema } from "@/lib/validation/admin-talent";
import { idParamSchema } from "@/lib/validation/common";
import { addTalentMediaByAdminResponse } from "@/lib/api/responses/admin-talents";

/** Adds a portfolio photo (multipart field `file`); `data` is `{ id, file_url }`. */
export const POST = apiRoute(
  {
    response: addTalentMediaByAdminResponse,
    status: 201,
    auth: "staff",
    permission: "talents",
    params: idParamSchema,
    body: mediaUploadSchema,
    summary: "Add a portfolio photo to a talent",
    tags: ["admin"],
  },
  async ({ viewer, params, body }) =>
    withMessage(await addTalentMediaByAdmin(viewer, params.id, body.file), "Image added successfully."),
);
