import { apiRoute, withMessage } from "@/lib/api/route";
import { invoiceAnswer } from "@/lib/api/responses/invoices";
import { recordPayment } from "@/lib/services/invoices";
import { idParamSchema } from "@/lib/validation/common";
import { paymentSchema } from "@/lib/validation/invoices";

/** Records money received; the payment that settles the invoice releases the talents' entries. */
export const POST = apiRoute(
  {
    response: invoiceAnswer,
    status: 201,
    auth: "staff",
    permission: "finance",
    params: idParamSchema,
    body: paymentSchema,
    errors: [404, 409],
    summary: "Record a payment of an invoice",
    description: "422 when `received_on` is before the issue date or `amount` is above the open balance; 409 for a draft or a settled invoice. Answers the invoice.",
    tags: ["admin", "finance"],
  },
  async ({ viewer, params, body }) => withMessage(await recordPayment(viewer, params.id, body), "Payment recorded."),
);
