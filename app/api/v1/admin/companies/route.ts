import { apiRoute, withMessage } from "@/lib/api/route";
import { companiesAnswer, companyCreatedAnswer } from "@/lib/api/responses/companies";
import { createCompany, listCompanies } from "@/lib/services/clients";
import { companiesQuerySchema, companyCreateSchema } from "@/lib/validation/companies";

/** `data.companies` by name (archived last), searched by name, legal name, domain or contact e-mail; merged ones left out. */
export const GET = apiRoute(
  { response: companiesAnswer, auth: "staff", permission: "clients", query: companiesQuerySchema, summary: "List client companies", tags: ["admin"] },
  async ({ viewer, query }) => withMessage(await listCompanies(viewer, query), "Companies retrieved successfully."),
);

/** A new company; 409 when a domain belongs to another company, 422 on a free-mail or invalid domain or a malformed VAT ID. */
export const POST = apiRoute(
  { response: companyCreatedAnswer, status: 201, errors: [409], auth: "staff", permission: "clients", body: companyCreateSchema, summary: "Create a client company", tags: ["admin"] },
  async ({ viewer, body }) => withMessage(await createCompany(viewer, body), "Company created successfully."),
);
