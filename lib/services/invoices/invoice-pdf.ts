import "server-only";
import type { DbOrTx } from "@/db/client";
import type { Invoice, InvoiceLine } from "@/db/schema";

/*
 * The invoice's and the credit note's PDF (issue 41). Rendered off the request thread by the business document
 * renderer and frozen (bytes and SHA-256) at issue, by the pdfdocs work; until it is merged no PDF is frozen.
 */

export interface FrozenPdf {
  path: string;
  sha256: string;
}

/** Renders and freezes the document in the issuing transaction; null while no renderer is available. */
export async function freezeInvoicePdf(
  _tx: DbOrTx,
  _invoice: Invoice,
  _lines: InvoiceLine[],
  _credited: { number: string; issueDate: string } | null,
): Promise<FrozenPdf | null> {
  return null;
}
