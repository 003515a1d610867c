import { apiRoute, withMessage } from "@/lib/api/route";
import { feeDeletedAnswer, feeUpdatedAnswer } from "@/lib/api/responses/companies";
import { deleteFee, updateFee } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";
import { feeUpdateSchema } from "@/lib/validation/companies";

/** Edits a fee line (the job's lines are re-priced); 422 as on create. */
export const PUT = apiRoute(
  { response: feeUpdatedAnswer, auth: "staff", permission: "bookings", params: idParamSchema, body: feeUpdateSchema, summary: "Edit a job's fee line", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage(await updateFee(viewer, params.id, body), "Fee saved successfully."),
);

/** Removes a fee line; 422 while an overtime line takes its unit from this day rate. */
export const DELETE = apiRoute(
  { response: feeDeletedAnswer, auth: "staff", permission: "bookings", params: idParamSchema, summary: "Remove a job's fee line", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await deleteFee(viewer, params.id), "Fee removed successfully."),
);
