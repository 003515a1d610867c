import "server-only";
import { renderBusinessDocumentInWorker } from "./render-pool";
import type { BusinessDocument } from "./worker/business-document.mjs";

// The model's parts (BusinessDocumentSection, BusinessDocumentTotal...) are named beside it, in
// `./worker/business-document.d.mts` (import them from "@/lib/pdf/worker/business-document.mjs").
export type { BusinessDocument } from "./worker/business-document.mjs";

/**
 * Renders a business document (a confirmation, an acceptance certificate, an invoice, a credit note, a talent
 * statement) to PDF bytes, in the PDF worker pool: off the request thread, at most `PDF_THREADS` at once, a wait of
 * `PDF_WAIT_MS` for a place, then a 503 (`serviceUnavailable`, Retry-After) like the comp cards.
 *
 * The same document gives the same bytes (the PDF's dates come from `doc.issuedAt`), so a frozen PDF can be rendered
 * again to compare. Amounts and dates arrive formatted: see the type's notes.
 */
export async function renderBusinessDocument(doc: BusinessDocument): Promise<Buffer> {
  const { pdf } = await renderBusinessDocumentInWorker(doc);
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
