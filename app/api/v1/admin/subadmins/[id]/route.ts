import { apiRoute } from "@/lib/api/route";
import { deleteSubadmin, updateSubadmin } from "@/lib/services/accounts";
import { idParamSchema } from "@/lib/validation/common";
import { subadminInputSchema } from "@/lib/validation/subadmin";
import { deleteSubadminResponse, updateSubadminResponse } from "@/lib/api/responses/subadmins";

/** Deactivating a sub-admin or changing their permissions or password ends their sessions. */
export const PUT = apiRoute(
  { response: updateSubadminResponse, errors: [409], auth: ["admin"], params: idParamSchema, body: subadminInputSchema, summary: "Update a sub-admin", tags: ["admin", "sub-admins"] },
  ({ viewer, params, body }) => updateSubadmin(viewer, params.id, body),
);

export const DELETE = apiRoute(
  { response: deleteSubadminResponse, auth: ["admin"], params: idParamSchema, summary: "Delete a sub-admin", tags: ["admin", "sub-admins"] },
  ({ viewer, params }) => deleteSubadmin(viewer, params.id),
);
