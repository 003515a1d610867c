import { apiRoute, withMessage } from "@/lib/api/route";
import { companyHistoryAnswer } from "@/lib/api/responses/companies";
import { getCompanyHistory } from "@/lib/services/confirmations";
import { idParamSchema } from "@/lib/validation/common";

/** What the agency sent the company and what it booked: packages, jobs (quote total, confirmation status), confirmations, usages. */
export const GET = apiRoute(
  { response: companyHistoryAnswer, auth: "staff", permission: "clients", params: idParamSchema, summary: "A client company's history", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await getCompanyHistory(viewer, params.id), "History retrieved successfully."),
);
