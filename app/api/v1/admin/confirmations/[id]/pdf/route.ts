import { pdfAnswer } from "@/lib/api/confirmation-answers";
import { confirmationPdfResponse } from "@/lib/api/responses/confirmations";
import { apiRoute } from "@/lib/api/route";
import { getConfirmationPdf } from "@/lib/services/confirmations";
import { z } from "zod";
import { idParamSchema } from "@/lib/validation/common";

const pdfQuery = z.object({ certificate: z.enum(["1"]).optional() });

/** A draft's PDF rendered now from its snapshot; a sent version's frozen bytes (the same bytes on every call); `?certificate=1` the certificate. */
export const GET = apiRoute(
  {
    response: confirmationPdfResponse,
    file: { contentType: "application/pdf", description: "The confirmation's PDF" },
    errors: [503],
    auth: "staff",
    permission: "bookings",
    params: idParamSchema,
    query: pdfQuery,
    summary: "A confirmation's PDF",
    tags: ["admin"],
  },
  async ({ viewer, params, query }) => {
    const { pdf, fileName } = await getConfirmationPdf(viewer, params.id, { certificate: query.certificate === "1" });
    return pdfAnswer(pdf, fileName);
  },
);
