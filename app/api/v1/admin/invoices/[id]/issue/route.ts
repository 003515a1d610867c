import { apiRoute, withMessage } from "@/lib/api/route";
import { invoiceAnswer } from "@/lib/api/responses/invoices";
import { issueInvoice } from "@/lib/services/invoices";
import { idParamSchema } from "@/lib/validation/common";
import { invoiceIssueSchema } from "@/lib/validation/invoices";

/** Issues a draft: the next INV- number, snapshots, due date, VAT treatment, frozen PDF, ledger, mail. */
export const POST = apiRoute(
  {
    response: invoiceAnswer,
    auth: "staff",
    permission: "finance",
    params: idParamSchema,
    body: invoiceIssueSchema,
    errors: [404, 409],
    summary: "Issue a draft invoice",
    description: "422 `errors.po_number` when the bill-to company requires a PO and none is set; 422 `errors.fx_rate` when the invoice's currency is not the home currency and no `fx_rate` (home units per unit) is given. 409 once issued.",
    tags: ["admin", "finance"],
  },
  async ({ viewer, params, body }) => withMessage(await issueInvoice(viewer, params.id, body), "Invoice issued."),
);
