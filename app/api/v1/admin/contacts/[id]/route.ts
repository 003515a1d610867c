import { apiRoute, withMessage } from "@/lib/api/route";
import { contactDeletedAnswer, contactUpdatedAnswer } from "@/lib/api/responses/companies";
import { deleteContact, updateContact } from "@/lib/services/clients";
import { idParamSchema } from "@/lib/validation/common";
import { contactUpdateSchema } from "@/lib/validation/companies";

/** Edits a contact; 409 when another contact of the company has the e-mail. */
export const PUT = apiRoute(
  { response: contactUpdatedAnswer, errors: [409], auth: "staff", permission: "clients", params: idParamSchema, body: contactUpdateSchema, summary: "Edit a client contact", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage(await updateContact(viewer, params.id, body), "Contact saved successfully."),
);

/** Deletes a contact; jobs and requests keep their text snapshot of the client. */
export const DELETE = apiRoute(
  { response: contactDeletedAnswer, auth: "staff", permission: "clients", params: idParamSchema, summary: "Delete a client contact", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await deleteContact(viewer, params.id), "Contact deleted successfully."),
);
