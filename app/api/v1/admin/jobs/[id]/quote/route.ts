import { apiRoute, withMessage } from "@/lib/api/route";
import { quoteAnswer } from "@/lib/api/responses/companies";
import { getJobQuote } from "@/lib/services/jobs";
import { idParamSchema } from "@/lib/validation/common";

/** The job's quote (lib/domain/quote.ts): fees per talent, agency fee, rebilled expenses, VAT per rate, reverse charge. */
export const GET = apiRoute(
  { response: quoteAnswer, auth: "staff", permission: "bookings", params: idParamSchema, summary: "A job's quote", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await getJobQuote(viewer, params.id), "Quote retrieved successfully."),
);
