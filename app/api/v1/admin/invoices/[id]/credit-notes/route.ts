import { apiRoute, withMessage } from "@/lib/api/route";
import { invoiceAnswer } from "@/lib/api/responses/invoices";
import { issueCreditNote } from "@/lib/services/invoices";
import { idParamSchema } from "@/lib/validation/common";
import { creditNoteSchema } from "@/lib/validation/invoices";

/** A credit note for some lines (or quantities of them) or "all", issued at once with a CN- number. */
export const POST = apiRoute(
  {
    response: invoiceAnswer,
    status: 201,
    auth: "staff",
    permission: "finance",
    params: idParamSchema,
    body: creditNoteSchema,
    errors: [404, 409],
    summary: "Issue a credit note for an invoice",
    description: "Answers the credit note (negative amounts, `credited_invoice`). 422 when it takes more than remains of a line or than the invoice's open balance; 409 for a draft, a credit note, or an invoice paid, credited or written off.",
    tags: ["admin", "finance"],
  },
  async ({ viewer, params, body }) => withMessage(await issueCreditNote(viewer, params.id, body), "Credit note issued."),
);
