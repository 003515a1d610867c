import "server-only";
import sharp from "sharp";
import { validationError } from "@/lib/errors";
import { blurDataUrlOf } from "./blur";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE, PHOTO_FORMATS, type PhotoFormat } from "@/lib/domain/image-formats";

// The limit and its words live where the browser can read them too.
export { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE };

/**
 * Pixels an upload may have, judged from its header before anything is decoded: a few KB of compressed PNG can
 * claim hundreds of millions of pixels. 40 megapixels is above any camera photo we expect (8000 x 5000).
 */
const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TOO_MANY_PIXELS = "The image is too large: the limit is 40 megapixels.";
export const ANIMATION_TOO_LARGE = "The animation is too large: the limit is 40 megapixels across all its frames.";
/** The longest one upload may take to decode and re-encode; a file that takes longer is refused. */
const IMAGE_DECODE_SECONDS = 10;
const IMAGE_TOO_SLOW = "The image took too long to process: please upload a smaller one.";

/** The messages that say an upload is too big (bytes, pixels, frames or time), as opposed to not an image at all. */
export const IMAGE_SIZE_MESSAGES: readonly string[] = [IMAGE_TOO_LARGE, IMAGE_TOO_MANY_PIXELS, ANIMATION_TOO_LARGE, IMAGE_TOO_SLOW];

type ImageFormat = PhotoFormat;

export interface ProcessedImage {
  bytes: Buffer;
  mime: string;
  ext: string;
  width: number;
  height: number;
  blurDataUrl: string;
}

export interface ImageOptions {
  /** Formats accepted, judged from the bytes (never the name or the declared type). */
  accept?: ImageFormat[];
  /** Longest side after re-encoding. */
  maxSide?: number;
  /** The field the error is reported on. */
  field?: string;
  /** "png" keeps every image a PNG (favicons: small, lossless, transparent); by default photos become JPEG or WebP. */
  output?: "png";
}

/**
 * Checks an upload by its bytes, then re-encodes it: orientation applied, EXIF/GPS and every other metadata
 * dropped (sharp writes none unless asked), the long side bounded. Transparent images become WebP, others JPEG,
 * unless `output` asks for PNG.
 */
export async function processImage(input: Uint8Array, options: ImageOptions = {}): Promise<ProcessedImage> {
  const field = options.field ?? "file";
  const accept: readonly ImageFormat[] = options.accept ?? PHOTO_FORMATS;
  const refuse = (message: string) => validationError(message, { [field]: [message] });
  if (input.byteLength > MAX_IMAGE_BYTES) throw refuse(IMAGE_TOO_LARGE);
  let meta: sharp.Metadata;
  try {
    // Only the header is read here; sharp's own pixel limit is lifted so that the check below names the problem.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(NOT_AN_IMAGE);
  }
  if (!meta.format || !accept.includes(meta.format as ImageFormat)) {
    throw refuse(`Only ${accept.map((f) => f.toUpperCase().replace("JPEG", "JPG")).join(", ")} images are accepted.`);
  }
  if (!meta.width || !meta.height) throw refuse(NOT_AN_IMAGE);
  const framePixels = meta.width * (meta.pageHeight ?? meta.height);
  if (framePixels > MAX_IMAGE_PIXELS) throw refuse(IMAGE_TOO_MANY_PIXELS);
  if (framePixels * (meta.pages ?? 1) > MAX_IMAGE_PIXELS) throw refuse(ANIMATION_TOO_LARGE);

  const maxSide = options.maxSide ?? 2000;
  // The first frame only, with the pixel limit and a time limit enforced by libvips itself while it decodes.
  const pipeline = sharp(input, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true })
    .timeout({ seconds: IMAGE_DECODE_SECONDS })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true });
  const format = options.output ?? (meta.hasAlpha === true ? "webp" : "jpeg");
  const encoded =
    format === "png"
      ? pipeline.png({ compressionLevel: 9 })
      : format === "webp"
        ? pipeline.webp({ quality: 86 })
        : pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true });
  let result: { data: Buffer; info: sharp.OutputInfo };
  try {
    result = await encoded.toBuffer({ resolveWithObject: true });
  } catch (error) {
    // A header that reads well over a body that does not (truncated, corrupt) is not an image we can read.
    throw refuse(error instanceof Error && error.message.startsWith("timeout") ? IMAGE_TOO_SLOW : NOT_AN_IMAGE);
  }
  const { data, info } = result;
  return {
    bytes: data,
    mime: `image/${format}`,
    ext: format === "jpeg" ? "jpg" : format,
    width: info.width,
    height: info.height,
    blurDataUrl: await blurDataUrlOf(data),
  };
}

/** An .ico favicon is stored as it is, after checking its header. */
export function isIco(input: Uint8Array): boolean {
  return input.byteLength > 6 && input[0] === 0 && input[1] === 0 && input[2] === 1 && input[3] === 0;
}
