import { apiRoute, withMessage } from "@/lib/api/route";
import { agencyRelationCreatedAnswer, agencyRelationsAnswer } from "@/lib/api/responses/statements";
import { createAgencyRelation, listAgencyRelations } from "@/lib/services/statements";
import { idParamSchema } from "@/lib/validation/common";
import { agencyRelationSchema } from "@/lib/validation/statements";

/** The talent's mother (or placing) agencies, oldest first. */
export const GET = apiRoute(
  { response: agencyRelationsAnswer, auth: "staff", permission: "finance", params: idParamSchema, summary: "A talent's agency relations", tags: ["admin", "finance"] },
  async ({ viewer, params }) => withMessage(await listAgencyRelations(viewer, params.id), "Agency relations retrieved successfully."),
);

/** A new relation; the company must be of kind `agency` (422 at `company_id`). */
export const POST = apiRoute(
  { response: agencyRelationCreatedAnswer, status: 201, auth: "staff", permission: "finance", params: idParamSchema, body: agencyRelationSchema, summary: "Add an agency relation", tags: ["admin", "finance"] },
  async ({ viewer, params, body }) => withMessage(await createAgencyRelation(viewer, params.id, body), "Agency relation created successfully."),
);
