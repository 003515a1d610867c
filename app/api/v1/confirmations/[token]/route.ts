import { CONFIRMATION_ANSWER_HEADERS } from "@/lib/api/confirmation-answers";
import { publicConfirmationAnswer } from "@/lib/api/responses/confirmations";
import { apiRoute } from "@/lib/api/route";
import { getPublicConfirmation } from "@/lib/services/confirmations";
import { confirmationTokenParamSchema } from "@/lib/validation/confirmations";

/** The confirmation as its client sees it; the first read marks it viewed. 404 unknown; 410 superseded, withdrawn or expired. */
export const GET = apiRoute(
  {
    response: publicConfirmationAnswer,
    errors: [410, 429],
    headers: CONFIRMATION_ANSWER_HEADERS,
    rateLimited: true,
    params: confirmationTokenParamSchema,
    summary: "A confirmation (by its private link)",
    tags: ["confirmations"],
  },
  async ({ req, params, ip }) => getPublicConfirmation(params.token, { ip, userAgent: req.headers.get("user-agent") }),
);
