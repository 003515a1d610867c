import { pdfAnswer } from "@/lib/api/confirmation-answers";
import { invoicePdfResponse } from "@/lib/api/responses/invoices";
import { apiRoute } from "@/lib/api/route";
import { getInvoicePdf } from "@/lib/services/invoices";
import { idParamSchema } from "@/lib/validation/common";

/** The frozen PDF of an issued invoice or credit note: the same bytes on every call, their SHA-256 the row's `pdf_sha256`. */
export const GET = apiRoute(
  {
    response: invoicePdfResponse,
    file: { contentType: "application/pdf", description: "The invoice's or credit note's PDF, frozen at issue" },
    errors: [404],
    auth: "staff",
    permission: "finance",
    params: idParamSchema,
    summary: "An invoice's PDF",
    description: "404 for a draft (the PDF is made at issue).",
    tags: ["admin", "finance"],
  },
  async ({ viewer, params }) => {
    const { pdf, fileName } = await getInvoicePdf(viewer, params.id);
    return pdfAnswer(pdf, fileName);
  },
);
