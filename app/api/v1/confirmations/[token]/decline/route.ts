import { CONFIRMATION_ANSWER_HEADERS } from "@/lib/api/confirmation-answers";
import { confirmationDeclinedAnswer } from "@/lib/api/responses/confirmations";
import { apiRoute, withMessage } from "@/lib/api/route";
import { declineConfirmation } from "@/lib/services/confirmations";
import { confirmationDeclineSchema, confirmationTokenParamSchema } from "@/lib/validation/confirmations";

/** The client declines, with an optional reason the booker reads. 409 once answered; 410 superseded, withdrawn or expired. */
export const POST = apiRoute(
  {
    response: confirmationDeclinedAnswer,
    errors: [409, 410, 429],
    headers: CONFIRMATION_ANSWER_HEADERS,
    rateLimited: true,
    params: confirmationTokenParamSchema,
    body: confirmationDeclineSchema,
    maxBody: 8 * 1024,
    summary: "Decline a confirmation",
    tags: ["confirmations"],
  },
  async ({ req, params, body, ip }) => withMessage(await declineConfirmation(params.token, body, { ip, userAgent: req.headers.get("user-agent") }), "The confirmation is declined; your booker will be in touch."),
);
