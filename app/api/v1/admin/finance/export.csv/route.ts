import { contentDisposition } from "@/lib/api/content-disposition";
import { financeCsvResponse } from "@/lib/api/responses/invoices";
import { apiRoute } from "@/lib/api/route";
import { exportFinanceCsv } from "@/lib/services/invoices";
import { financeExportQuerySchema } from "@/lib/validation/invoices";

/** One row per invoice and credit note line issued in the period (credit notes negative). */
export const GET = apiRoute(
  {
    response: financeCsvResponse,
    file: { contentType: "text/csv", description: "number, kind, issue_date, client, client_vat_id, currency, description, talent, net, vat_percent, vat, total" },
    auth: "staff",
    permission: "finance",
    query: financeExportQuerySchema,
    summary: "Export invoice lines as CSV",
    description: "Text cells a spreadsheet would run as a formula are prefixed with an apostrophe.",
    tags: ["admin", "finance"],
  },
  async ({ viewer, query }) => {
    const { fileName, csv } = await exportFinanceCsv(viewer, query);
    return new Response(csv, {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": contentDisposition(fileName, "attachment"), "X-Content-Type-Options": "nosniff" },
    });
  },
);
