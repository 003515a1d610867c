import { CONFIRMATION_ANSWER_HEADERS, pdfAnswer } from "@/lib/api/confirmation-answers";
import { confirmationPdfResponse } from "@/lib/api/responses/confirmations";
import { apiRoute } from "@/lib/api/route";
import { getPublicConfirmationPdf } from "@/lib/services/confirmations";
import { confirmationTokenParamSchema } from "@/lib/validation/confirmations";

/** The frozen PDF; after acceptance the certificate (the same pages and an evidence page, frozen at acceptance). */
export const GET = apiRoute(
  {
    response: confirmationPdfResponse,
    file: { contentType: "application/pdf", description: "The confirmation's frozen PDF, or after acceptance its certificate" },
    errors: [410, 429],
    headers: CONFIRMATION_ANSWER_HEADERS,
    rateLimited: true,
    params: confirmationTokenParamSchema,
    summary: "A confirmation's PDF (by its private link)",
    tags: ["confirmations"],
  },
  async ({ params, ip }) => {
    const { pdf, fileName } = await getPublicConfirmationPdf(params.token, { ip });
    return pdfAnswer(pdf, fileName);
  },
);
