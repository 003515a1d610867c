import { apiRoute, withMessage } from "@/lib/api/route";
import { ownStatementAnswer } from "@/lib/api/responses/statements";
import { getOwnStatement } from "@/lib/services/statements";
import { statementQuerySchema } from "@/lib/validation/statements";

/** The signed-in talent's own statement: her entries (on hold, payable with due dates, paid with remittance numbers) and their sums. */
export const GET = apiRoute(
  { response: ownStatementAnswer, auth: "talent", query: statementQuerySchema, summary: "My statement", tags: ["statement"] },
  async ({ viewer, query }) => withMessage(await getOwnStatement(viewer, query), "Statement retrieved successfully."),
);
