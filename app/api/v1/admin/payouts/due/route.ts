import { apiRoute, withMessage } from "@/lib/api/route";
import { payoutsDueAnswer } from "@/lib/api/responses/statements";
import { listPayoutsDue } from "@/lib/services/statements";
import { payoutsDueQuerySchema } from "@/lib/validation/statements";

/** Talents and agencies with a payable balance above zero (one row per currency), the earliest due date first. */
export const GET = apiRoute(
  { response: payoutsDueAnswer, auth: "staff", permission: "finance", query: payoutsDueQuerySchema, summary: "Payouts due", tags: ["admin", "finance"] },
  async ({ viewer, query }) => withMessage(await listPayoutsDue(viewer, query), "Payouts due retrieved successfully."),
);
