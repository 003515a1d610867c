import { apiRoute, withMessage } from "@/lib/api/route";
import { confirmationCreatedAnswer, confirmationsAnswer } from "@/lib/api/responses/confirmations";
import { createConfirmation, listConfirmations } from "@/lib/services/confirmations";
import { idParamSchema } from "@/lib/validation/common";

/** The job's confirmation versions (newest first), its derived status and, when it needs re-confirmation, what changed. */
export const GET = apiRoute(
  { response: confirmationsAnswer, auth: "staff", permission: "bookings", params: idParamSchema, summary: "A job's confirmations", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await listConfirmations(viewer, params.id), "Confirmations retrieved successfully."),
);

/** A draft of the next version: the job's snapshot now and its SHA-256; 422 without a company, a contact e-mail, a line or a fee. */
export const POST = apiRoute(
  { response: confirmationCreatedAnswer, status: 201, auth: "staff", permission: "bookings", params: idParamSchema, summary: "Draft a job's confirmation", tags: ["admin"] },
  async ({ viewer, params }) => withMessage(await createConfirmation(viewer, params.id), "Confirmation drafted."),
);
