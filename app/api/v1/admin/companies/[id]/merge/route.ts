import { apiRoute, withMessage } from "@/lib/api/route";
import { companyMergeAnswer } from "@/lib/api/responses/companies";
import { mergeCompanies } from "@/lib/services/clients";
import { idParamSchema } from "@/lib/validation/common";
import { companyMergeSchema } from "@/lib/validation/companies";

/** Moves `from_company_id`'s contacts (duplicates folded), domains, jobs, requests and packages here; into itself 422, twice 409. */
export const POST = apiRoute(
  { response: companyMergeAnswer, errors: [409], auth: "staff", permission: "clients", params: idParamSchema, body: companyMergeSchema, summary: "Merge another company into this one", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage(await mergeCompanies(viewer, params.id, body.from_company_id), "Companies merged successfully."),
);
