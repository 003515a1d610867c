import { apiRoute, withMessage } from "@/lib/api/route";
import { companyAnswer, companyDeletedAnswer, companyUpdatedAnswer } from "@/lib/api/responses/companies";
import { deleteCompany, getCompany, updateCompany } from "@/lib/services/clients";
import { idParamSchema } from "@/lib/validation/common";
import { companyUpdateSchema } from "@/lib/validation/companies";

/** The company with its domains, its contacts and `merged_into_id`. */
export const GET = apiRoute(
  { response: companyAnswer, auth: "staff", permission: "clients", params: idParamSchema, summary: "One client company", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await getCompany(viewer, params.id), "Company retrieved successfully."),
);

/** Edits the company; `domains`, when sent, replaces the list (409 on a domain another company holds). */
export const PUT = apiRoute(
  { response: companyUpdatedAnswer, errors: [409], auth: "staff", permission: "clients", params: idParamSchema, body: companyUpdateSchema, summary: "Edit a client company", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage(await updateCompany(viewer, params.id, body), "Company saved successfully."),
);

/** Archives a company anything names (`archived: true`), deletes one nothing names. */
export const DELETE = apiRoute(
  { response: companyDeletedAnswer, auth: "staff", permission: "clients", params: idParamSchema, summary: "Delete or archive a client company", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await deleteCompany(viewer, params.id), "Company removed successfully."),
);
