import type { Jsonify } from "@/components/admin/shell/format";
import type { getInvoice } from "@/lib/services/invoices";

/** An invoice as the invoice page and its dialogs receive it (the service's answer, as JSON). */
export type InvoiceView = Jsonify<Awaited<ReturnType<typeof getInvoice>>>;
