import { apiRoute, withMessage } from "@/lib/api/route";
import { contactCreatedAnswer, contactsAnswer } from "@/lib/api/responses/companies";
import { createContact, listContacts } from "@/lib/services/clients";
import { idParamSchema } from "@/lib/validation/common";
import { contactCreateSchema } from "@/lib/validation/companies";

/** The company's contacts, the primary first. */
export const GET = apiRoute(
  { response: contactsAnswer, auth: "staff", permission: "clients", params: idParamSchema, summary: "A client company's contacts", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await listContacts(viewer, params.id), "Contacts retrieved successfully."),
);

/** A new contact; 409 when the company has one with that e-mail. */
export const POST = apiRoute(
  { response: contactCreatedAnswer, status: 201, errors: [409], auth: "staff", permission: "clients", params: idParamSchema, body: contactCreateSchema, summary: "Add a contact to a client company", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage(await createContact(viewer, params.id, body), "Contact created successfully."),
);
