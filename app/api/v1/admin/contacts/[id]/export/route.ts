import { apiRoute, withMessage } from "@/lib/api/route";
import { contactExportAnswer } from "@/lib/api/responses/companies";
import { exportContact } from "@/lib/services/clients";
import { idParamSchema } from "@/lib/validation/common";

/** What the agency holds about a client contact (their record, the jobs naming them, confirmations sent to them). */
export const GET = apiRoute(
  { response: contactExportAnswer, auth: "staff", permission: "clients", params: idParamSchema, summary: "A client contact's data (subject access)", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await exportContact(viewer, params.id), "Contact data retrieved successfully."),
);
