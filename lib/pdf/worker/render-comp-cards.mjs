// The PDF worker thread's task (run by the pool in lib/pdf/render-pool.ts): every CPU-heavy step of a comp-card PDF,
// from the photos' stored bytes to the finished file. Plain JavaScript because Node loads it in the worker directly,
// without Next's bundler; `render-comp-cards.d.mts` types the task for the app.
import { threadId } from "node:worker_threads";
import { move, transferableSymbol, valueSymbol } from "piscina";
import sharp from "sharp";
import { PHOTO_FRAMES, renderCompCardPdf } from "./comp-card-document.mjs";
import { compCardFonts, STANDARD_FONTS } from "./comp-card-fonts.mjs";
import { logoPng, printJpeg, qrPng } from "./print-images.mjs";

// The pool has one worker file: business documents (confirmations, invoices, statements) are its named task.
export { default as renderBusinessDocument } from "./render-business-document.mjs";

// libvips would otherwise spread one photo over every core; one thread leaves the other core to the event loop.
// The setting is the process's, so the app's own uploads are encoded on one thread too.
sharp.concurrency(1);

/** Print quality first; a file over the budget is encoded again, each step lighter (JPEG quality, then resolution). */
const ENCODINGS = [
  { quality: 82, resolution: 1 },
  { quality: 70, resolution: 1 },
  { quality: 62, resolution: 0.75 },
  { quality: 55, resolution: 0.5 },
];

/** The logo's printed height, in inches (the footer draws it 16 pt high). */
const LOGO_HEIGHT_INCHES = 16 / 72;

/**
 * @param {import("./render-comp-cards.mjs").RenderTask["cards"][number]} card
 * @param {{ quality: number, resolution: number }} encoding
 * @returns {Promise<{ front: Buffer | null, back: Buffer[] }>}
 */
async function encodePhotos(card, encoding) {
  // One photo at a time: the worker takes one core, not all of them.
  /** @type {(Buffer | null)[]} */
  const encoded = [];
  for (const [i, bytes] of card.photos.entries()) {
    const frame = i === 0 ? PHOTO_FRAMES.front : PHOTO_FRAMES.back;
    // A photo that cannot be decoded is left out rather than costing the card.
    encoded.push(bytes ? await printJpeg(bytes, frame, encoding).catch(() => null) : null);
  }
  const [front = null, ...back] = encoded;
  return { front, back: back.filter((b) => b !== null) };
}

/**
 * @param {import("./comp-card-document.mjs").CompCardData[]} cards
 * @returns {Promise<Buffer>}
 */
async function render(cards) {
  const fonts = compCardFonts();
  try {
    return await renderCompCardPdf(cards, fonts);
  } catch (error) {
    if (!fonts.embedded) throw error;
    // A font file the engine cannot subset must not cost the visitor the card.
    console.error("[comp-card] embedding the fonts failed: using the standard fonts", error);
    return renderCompCardPdf(cards, STANDARD_FONTS);
  }
}

/**
 * Renders the cards at print quality, or lighter, step by step, until the file fits the task's budget.
 * @param {import("./render-comp-cards.mjs").RenderTask} task
 * @returns {Promise<import("./render-comp-cards.mjs").RenderResult>}
 */
export default async function renderCompCards(task) {
  const logo = task.agency.logo ? await logoPng(task.agency.logo, LOGO_HEIGHT_INCHES).catch(() => null) : null;
  const agency = { name: task.agency.name, logo, contact: task.agency.contact };
  const qrs = [];
  for (const card of task.cards) qrs.push(await qrPng(card.profileUrl));
  /** @type {Buffer} */
  let pdf = Buffer.alloc(0);
  for (const encoding of ENCODINGS) {
    const cards = [];
    for (const [i, card] of task.cards.entries()) {
      const { front, back } = await encodePhotos(card, encoding);
      cards.push({
        stageName: card.stageName,
        category: card.category,
        front,
        back,
        measurements: card.measurements,
        agency,
        profileUrl: card.profileUrl,
        qr: qrs[i],
        date: new Date(card.updatedAt),
      });
    }
    pdf = await render(cards);
    if (pdf.byteLength <= task.budget) break;
  }
  const result = { pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), threadId };
  if (pdf.byteOffset !== 0 || pdf.byteLength !== pdf.buffer.byteLength) return result;
  // The file's memory moves back to the app instead of being copied (up to ~24 MB): piscina's transferable wrapper,
  // which it unwraps to `result` on the app's side.
  return move({ [transferableSymbol]: [pdf.buffer], [valueSymbol]: result });
}
