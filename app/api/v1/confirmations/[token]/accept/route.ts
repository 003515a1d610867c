import { CONFIRMATION_ANSWER_HEADERS } from "@/lib/api/confirmation-answers";
import { confirmationAcceptedAnswer } from "@/lib/api/responses/confirmations";
import { apiRoute, withMessage } from "@/lib/api/route";
import { acceptConfirmation } from "@/lib/services/confirmations";
import { confirmationAcceptSchema, confirmationTokenParamSchema } from "@/lib/validation/confirmations";

/**
 * The client accepts with a typed name (and title) and the ticked consent: the time, address, user agent and consent
 * hash are kept, and the certificate frozen. 409 once accepted or declined; 410 superseded, withdrawn or expired.
 */
export const POST = apiRoute(
  {
    response: confirmationAcceptedAnswer,
    errors: [409, 410, 429, 503],
    headers: CONFIRMATION_ANSWER_HEADERS,
    rateLimited: true,
    params: confirmationTokenParamSchema,
    body: confirmationAcceptSchema,
    maxBody: 8 * 1024,
    summary: "Accept a confirmation",
    tags: ["confirmations"],
  },
  async ({ req, params, body, ip }) => withMessage(await acceptConfirmation(params.token, body, { ip, userAgent: req.headers.get("user-agent") }), "Thank you: the confirmation is accepted."),
);
