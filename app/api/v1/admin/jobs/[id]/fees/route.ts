import { apiRoute, withMessage } from "@/lib/api/route";
import { feeCreatedAnswer, feesAnswer } from "@/lib/api/responses/companies";
import { createFee, listFees } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";
import { feeCreateSchema } from "@/lib/validation/companies";

/** The job's fee lines, priced, in its currency. */
export const GET = apiRoute(
  { response: feesAnswer, auth: "staff", permission: "bookings", params: idParamSchema, summary: "A job's fee lines", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await listFees(viewer, params.id), "Fees retrieved successfully."),
);

/** A fee line; 422 for a talent without a live line on the job, or an overtime line with no unit and no day rate. */
export const POST = apiRoute(
  { response: feeCreatedAnswer, status: 201, auth: "staff", permission: "bookings", params: idParamSchema, body: feeCreateSchema, summary: "Add a fee line to a job", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage(await createFee(viewer, params.id, body), "Fee added successfully."),
);
