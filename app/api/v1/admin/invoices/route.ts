import { apiRoute } from "@/lib/api/route";
import { invoiceListAnswer } from "@/lib/api/responses/invoices";
import { listInvoices } from "@/lib/services/invoices";
import { invoiceListQuerySchema } from "@/lib/validation/invoices";

/** Invoices and credit notes, newest first, paged, with `days_overdue`. */
export const GET = apiRoute(
  { response: invoiceListAnswer, auth: "staff", permission: "finance", query: invoiceListQuerySchema, summary: "List invoices and credit notes", description: "`from`/`to` bound the issue date (drafts have none).", tags: ["admin", "finance"] },
  async ({ viewer, query }) => listInvoices(viewer, query),
);
