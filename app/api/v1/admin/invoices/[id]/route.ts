import { apiRoute, withMessage } from "@/lib/api/route";
import { invoiceAnswer, invoiceDeletedAnswer } from "@/lib/api/responses/invoices";
import { deleteInvoiceDraft, getInvoice, updateInvoiceDraft } from "@/lib/services/invoices";
import { idParamSchema } from "@/lib/validation/common";
import { invoiceUpdateSchema } from "@/lib/validation/invoices";

/** An invoice or credit note with its lines, VAT groups, payments and credit notes. */
export const GET = apiRoute(
  { response: invoiceAnswer, auth: "staff", permission: "finance", params: idParamSchema, errors: [404], summary: "Read an invoice", tags: ["admin", "finance"] },
  async ({ viewer, params }) => getInvoice(viewer, params.id),
);

/** A draft's issue and due dates, PO and lines (the lines replace the draft's); 409 once issued. */
export const PUT = apiRoute(
  { response: invoiceAnswer, auth: "staff", permission: "finance", params: idParamSchema, body: invoiceUpdateSchema, errors: [404, 409], summary: "Edit a draft invoice", tags: ["admin", "finance"] },
  async ({ viewer, params, body }) => withMessage(await updateInvoiceDraft(viewer, params.id, body), "Draft invoice updated."),
);

/** Deletes a draft; 409 once issued (correct it with a credit note). */
export const DELETE = apiRoute(
  { response: invoiceDeletedAnswer, auth: "staff", permission: "finance", params: idParamSchema, errors: [404, 409], summary: "Delete a draft invoice", tags: ["admin", "finance"] },
  async ({ viewer, params }) => withMessage(await deleteInvoiceDraft(viewer, params.id), "Draft invoice deleted."),
);
