import { apiRoute, withMessage } from "@/lib/api/route";
import { agencyRelationDeletedAnswer, agencyRelationUpdatedAnswer } from "@/lib/api/responses/statements";
import { deleteAgencyRelation, updateAgencyRelation } from "@/lib/services/statements";
import { idParamSchema } from "@/lib/validation/common";
import { agencyRelationSchema } from "@/lib/validation/statements";

/** Replaces the relation's terms; entries already written keep theirs, invoices issued from now on use the new ones. */
export const PUT = apiRoute(
  { response: agencyRelationUpdatedAnswer, auth: "staff", permission: "finance", params: idParamSchema, body: agencyRelationSchema, summary: "Update an agency relation", tags: ["admin", "finance"] },
  async ({ viewer, params, body }) => withMessage(await updateAgencyRelation(viewer, params.id, body), "Agency relation saved successfully."),
);

/** Removes the relation; entries already written stay. */
export const DELETE = apiRoute(
  { response: agencyRelationDeletedAnswer, auth: "staff", permission: "finance", params: idParamSchema, summary: "Delete an agency relation", tags: ["admin", "finance"] },
  async ({ viewer, params }) => withMessage(await deleteAgencyRelation(viewer, params.id), "Agency relation deleted successfully."),
);
