import { apiRoute, withMessage } from "@/lib/api/route";
import { talentStatementAnswer } from "@/lib/api/responses/statements";
import { getTalentStatement } from "@/lib/services/statements";
import { idParamSchema } from "@/lib/validation/common";
import { statementQuerySchema } from "@/lib/validation/statements";

/** The talent's statement (`{id}` is the talent's user id): a page of ledger entries and the sums by status, over `from`–`to` when given. */
export const GET = apiRoute(
  { response: talentStatementAnswer, auth: "staff", permission: "finance", params: idParamSchema, query: statementQuerySchema, summary: "A talent's statement", tags: ["admin", "finance"] },
  async ({ viewer, params, query }) => withMessage(await getTalentStatement(viewer, params.id, query), "Statement retrieved successfully."),
);
