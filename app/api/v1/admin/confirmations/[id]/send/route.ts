import { apiRoute, withMessage } from "@/lib/api/route";
import { confirmationSentAnswer } from "@/lib/api/responses/confirmations";
import { sendConfirmation } from "@/lib/services/confirmations";
import { idParamSchema } from "@/lib/validation/common";
import { confirmationSendSchema } from "@/lib/validation/confirmations";

/**
 * Sends a draft: freezes its PDF, issues the client's link (only its SHA-256 is kept), sets the expiry, supersedes the
 * job's earlier sent versions and mails the client (`confirmation-sent`). 409 when the job changed since the draft.
 */
export const POST = apiRoute(
  { response: confirmationSentAnswer, errors: [409, 503], auth: "staff", permission: "bookings", params: idParamSchema, body: confirmationSendSchema, summary: "Send a confirmation to the client", tags: ["admin"] },
  async ({ viewer, params, body }) => withMessage(await sendConfirmation(viewer, params.id, body), "Confirmation sent."),
);
