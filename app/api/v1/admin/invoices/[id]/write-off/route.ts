import { apiRoute, withMessage } from "@/lib/api/route";
import { invoiceAnswer } from "@/lib/api/responses/invoices";
import { writeOffInvoice } from "@/lib/services/invoices";
import { idParamSchema } from "@/lib/validation/common";
import { writeOffSchema } from "@/lib/validation/invoices";

/** Writes off an open invoice the client will not pay. */
export const POST = apiRoute(
  { response: invoiceAnswer, auth: "staff", permission: "finance", params: idParamSchema, body: writeOffSchema, errors: [404, 409], summary: "Write off an invoice", tags: ["admin", "finance"] },
  async ({ viewer, params, body }) => withMessage(await writeOffInvoice(viewer, params.id, body.reason), "Invoice written off."),
);
