import { apiRoute, withMessage } from "@/lib/api/route";
import { invoiceAnswer } from "@/lib/api/responses/invoices";
import { createInvoiceDraft } from "@/lib/services/invoices";
import { idParamSchema } from "@/lib/validation/common";

/** A draft invoice from the job's fees and expenses; 409 unless the job is ready to invoice. */
export const POST = apiRoute(
  {
    response: invoiceAnswer,
    status: 201,
    auth: "staff",
    permission: "finance",
    params: idParamSchema,
    errors: [404, 409],
    summary: "Draft an invoice from a job",
    description: "Lines: each talent's fee lines and agency fee, then the rebilled expenses, priced by the quote; the commission rate is snapshotted on each talent fee line. 409 unless the job's billing status is invoice_ready.",
    tags: ["admin", "finance"],
  },
  async ({ viewer, params }) => withMessage(await createInvoiceDraft(viewer, params.id), "Draft invoice created."),
);
