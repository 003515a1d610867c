import { apiRoute, withMessage } from "@/lib/api/route";
import { agencyStatementAnswer } from "@/lib/api/responses/statements";
import { getAgencyStatement } from "@/lib/services/statements";
import { idParamSchema } from "@/lib/validation/common";
import { statementQuerySchema } from "@/lib/validation/statements";

/** What the company is owed as a talent's mother agency: its ledger entries and the sums by status. */
export const GET = apiRoute(
  { response: agencyStatementAnswer, auth: "staff", permission: "finance", params: idParamSchema, query: statementQuerySchema, summary: "A mother agency's statement", tags: ["admin", "finance"] },
  async ({ viewer, params, query }) => withMessage(await getAgencyStatement(viewer, params.id, query), "Agency statement retrieved successfully."),
);
