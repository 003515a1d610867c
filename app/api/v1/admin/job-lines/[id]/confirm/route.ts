import { apiRoute, withMessage } from "@/lib/api/route";
import { lineMoveAnswer } from "@/lib/api/responses/jobs";
import { confirmLine } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";
import { lineConfirmSchema } from "@/lib/validation/jobs";

/**
 * Confirms an option that is first for its time; otherwise 409 naming the job and client holding it. On a day the
 * talent blocked it answers 409 unless `override: true` (recorded in the activity log).
 */
export const POST = apiRoute(
  { response: lineMoveAnswer, errors: [409], auth: "staff", permission: "bookings", params: idParamSchema, body: lineConfirmSchema, summary: "Confirm a job line", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage({ line: await confirmLine(viewer, params.id, body) }, "Line confirmed."),
);
