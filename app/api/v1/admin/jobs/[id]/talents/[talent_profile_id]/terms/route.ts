import { apiRoute, withMessage } from "@/lib/api/route";
import { jobTalentTermsAnswer } from "@/lib/api/responses/statements";
import { setJobTalentTerms } from "@/lib/services/statements";
import { jobTalentTermsParams, jobTalentTermsSchema } from "@/lib/validation/statements";

/** The per-booking commission override of one talent on one job; invoices issued from now on snapshot it. */
export const PUT = apiRoute(
  { response: jobTalentTermsAnswer, auth: "staff", permission: "finance", params: jobTalentTermsParams, body: jobTalentTermsSchema, summary: "Set a talent's commission on a job", tags: ["admin", "finance"] },
  async ({ viewer, params, body }) => withMessage(await setJobTalentTerms(viewer, params.id, params.talent_profile_id, body), "Commission saved successfully."),
);
