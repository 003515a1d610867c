import { apiRoute, withMessage } from "@/lib/api/route";
import { manualEntryAnswer } from "@/lib/api/responses/statements";
import { recordManualEntry } from "@/lib/services/statements";
import { idParamSchema } from "@/lib/validation/common";
import { manualEntrySchema } from "@/lib/validation/statements";

/**
 * An advance (cash given now: an entry already paid and its deduction, payable) or a chargeback (a deduction, payable
 * at once) on the talent's statement. Answers the entries written and the statement's new sums.
 */
export const POST = apiRoute(
  { response: manualEntryAnswer, status: 201, auth: "staff", permission: "finance", params: idParamSchema, body: manualEntrySchema, summary: "Record an advance or a chargeback", tags: ["admin", "finance"] },
  async ({ viewer, params, body }) => withMessage(await recordManualEntry(viewer, params.id, body), "Entry recorded successfully."),
);
