import { z } from "zod";
import { contentDisposition } from "@/lib/api/content-disposition";
import { apiRoute } from "@/lib/api/route";
import { getOwnStatementPdf } from "@/lib/services/statements";
import { statementPdfQuerySchema } from "@/lib/validation/statements";

/** The signed-in talent's statement of one month as a PDF, rendered off the request thread (503 with Retry-After when busy). */
export const GET = apiRoute(
  {
    response: z.string().meta({ description: "The PDF's bytes" }),
    file: { contentType: "application/pdf", description: "The talent's monthly statement: her entries written that month, their status, due dates, remittances and the month's sums" },
    errors: [503],
    auth: "talent",
    query: statementPdfQuerySchema,
    summary: "My monthly statement (PDF)",
    tags: ["statement"],
  },
  async ({ viewer, query }) => {
    const { fileName, pdf } = await getOwnStatementPdf(viewer, query.month);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(pdf.byteLength),
        "Content-Disposition": contentDisposition(fileName, "attachment"),
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
