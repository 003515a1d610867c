// The card's images, encoded for print in the PDF worker thread: the CPU-heavy part besides the layout. Plain
// JavaScript for the same reason as the rest of this folder; `print-images.d.mts` types it.
import QRCode from "qrcode";
import sharp from "sharp";

/** Print resolution of the card's photos, in pixels per inch. */
export const PRINT_DPI = 300;

/** How the QR code is drawn: the tests decode the card's QR with the same options. */
const QR = { errorCorrectionLevel: "M", marginModules: 2, pixelsPerModule: 8 };

/**
 * A photo for the card: cropped to the frame's aspect (keeping the most interesting part), at most `PRINT_DPI` for
 * the frame's printed size (times `resolution`) and never enlarged, re-encoded as JPEG (stored photos are WebP,
 * which PDF cannot hold).
 * @param {Uint8Array} bytes
 * @param {{ width: number, height: number }} frameInches
 * @param {{ quality: number, resolution: number }} encoding
 * @returns {Promise<Buffer>}
 */
export async function printJpeg(bytes, frameInches, { quality, resolution }) {
  const image = sharp(bytes, { failOn: "none" }).rotate();
  const { width = 0, height = 0, orientation } = await image.metadata();
  const [w, h] = orientation && orientation >= 5 ? [height, width] : [width, height];
  const maxW = Math.round(frameInches.width * PRINT_DPI * resolution);
  const maxH = Math.round(frameInches.height * PRINT_DPI * resolution);
  const scale = Math.min(1, w / maxW, h / maxH);
  return image
    .resize(Math.max(1, Math.round(maxW * scale)), Math.max(1, Math.round(maxH * scale)), {
      fit: "cover",
      position: sharp.strategy.attention,
    })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

/**
 * The agency logo as a PNG the PDF can hold (the logo is often an SVG), at print size for its height.
 * @param {Uint8Array} bytes
 * @param {number} heightInches
 * @returns {Promise<Buffer>}
 */
export function logoPng(bytes, heightInches) {
  return sharp(bytes, { density: 300, failOn: "none" })
    .resize({ height: Math.round(heightInches * PRINT_DPI), withoutEnlargement: true })
    .png()
    .toBuffer();
}

/**
 * A QR code as a black-on-white PNG, whole pixels per module so it prints sharp at any scale.
 * @param {string} text
 * @returns {Promise<Buffer>}
 */
export function qrPng(text) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR.errorCorrectionLevel });
  const { marginModules: margin, pixelsPerModule: px } = QR;
  const side = (modules.size + 2 * margin) * px;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < px; y++) pixels.fill(0, ((row + margin) * px + y) * side + (col + margin) * px, ((row + margin) * px + y) * side + (col + margin + 1) * px);
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } }).png({ compressionLevel: 9 }).toBuffer();
}
