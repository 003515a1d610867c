import { ok } from "@/lib/api/envelope";
import { apiRoute } from "@/lib/api/route";
import { getAdminTalent } from "@/lib/services/talents";
import { deleteTalentByAdmin, updateTalentByAdmin } from "@/lib/services/talents";
import { adminTalentUpdateSchema } from "@/lib/validation/admin-talent";
import { idParamSchema } from "@/lib/validation/common";
import { adminTalentDeleteAnswer, adminTalentUpdateAnswer, getAdminTalentResponse } from "@/lib/api/responses/admin-talents";

const params = idParamSchema;

export const GET = apiRoute(
  { response: getAdminTalentResponse, auth: "staff", permission: "talents", params, summary: "One talent (admin)", tags: ["admin"] },
  ({ viewer, params }) => getAdminTalent(viewer, params.id),
);

/** JSON, or multipart when a new profile picture is sent. Success: `data.status` 'success' and the talent. */
export const POST = apiRoute(
  { response: adminTalentUpdateAnswer, errors: [409], auth: "staff", permission: "talents", params, body: adminTalentUpdateSchema, summary: "Update a talent (admin)", tags: ["admin"] },
  async ({ viewer, params, body }) => {
    const talent = await updateTalentByAdmin(viewer, params.id, body);
    return ok({ status: "success", talent }, { message: "Talent profile has been successfully updated." });
  },
);

/**
 * Deletes the talent, everything attached to them and their stored files. Success: `data.status` 'success'. 409 when
 * the talent appears on invoices or statements (the books keep them: erase the talent instead).
 */
export const DELETE = apiRoute(
  { response: adminTalentDeleteAnswer, errors: [409], auth: "staff", permission: "talents", params, summary: "Delete a talent (admin)", tags: ["admin"] },
  async ({ viewer, params }) => {
    const { id } = await deleteTalentByAdmin(viewer, params.id);
    return ok({ status: "success", id }, { message: "Talent deleted successfully." });
  },
);
