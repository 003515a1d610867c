import { apiRoute, withMessage } from "@/lib/api/route";
import { companyMatchAnswer } from "@/lib/api/responses/companies";
import { matchCompany } from "@/lib/services/clients";
import { companyMatchQuerySchema } from "@/lib/validation/companies";

/** `{company, contact, reason}`: a contact's exact e-mail first, else the company claiming the domain (never free mail). */
export const GET = apiRoute(
  { response: companyMatchAnswer, auth: "staff", permission: "clients", query: companyMatchQuerySchema, summary: "Match an e-mail address to a client company", tags: ["admin"] },
  async ({ viewer, query }) => withMessage(await matchCompany(viewer, query.email), "Match retrieved successfully."),
);
