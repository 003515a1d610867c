// The PDF worker thread's task for a business document (run by the pool in lib/pdf/render-pool.ts under the name
// `renderBusinessDocument`, re-exported by the worker's entry, render-comp-cards.mjs). Plain JavaScript because Node
// loads it in the worker directly; `render-business-document.d.mts` types it.
import { threadId } from "node:worker_threads";
import { move, transferableSymbol, valueSymbol } from "piscina";
import { renderBusinessDocumentPdf } from "./business-document.mjs";
import { compCardFonts, STANDARD_FONTS } from "./comp-card-fonts.mjs";

/**
 * @param {import("./business-document.mjs").BusinessDocument} doc
 * @returns {Promise<import("./render-comp-cards.mjs").RenderResult>}
 */
export default async function renderBusinessDocument(doc) {
  const fonts = compCardFonts();
  /** @type {Buffer} */
  let pdf;
  try {
    pdf = await renderBusinessDocumentPdf(doc, fonts);
  } catch (error) {
    if (!fonts.embedded || error instanceof TypeError) throw error;
    // A font file the engine cannot subset must not cost the document.
    console.error("[business-document] embedding the fonts failed: using the standard fonts", error);
    pdf = await renderBusinessDocumentPdf(doc, STANDARD_FONTS);
  }
  const result = { pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), threadId };
  if (pdf.byteOffset !== 0 || pdf.byteLength !== pdf.buffer.byteLength) return result;
  return move({ [transferableSymbol]: [pdf.buffer], [valueSymbol]: result });
}
