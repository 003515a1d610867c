import "server-only";
import sharp from "sharp";
import { validationError } from "@/lib/errors";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The image is too large: the limit is 10 MB.";
export const NOT_AN_IMAGE = "The file is not an image we can read (JPG, PNG, GIF or WebP).";

export type ImageFormat = "jpeg" | "png" | "gif" | "webp";

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
  const accept = options.accept ?? ["jpeg", "png", "gif", "webp"];
  if (input.byteLength > MAX_IMAGE_BYTES) throw validationError(IMAGE_TOO_LARGE, { [field]: [IMAGE_TOO_LARGE] });
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw validationError(NOT_AN_IMAGE, { [field]: [NOT_AN_IMAGE] });
  }
  if (!meta.format || !accept.includes(meta.format as ImageFormat)) {
    const message = `Only ${accept.map((f) => f.toUpperCase().replace("JPEG", "JPG")).join(", ")} images are accepted.`;
    throw validationError(message, { [field]: [message] });
  }
  const maxSide = options.maxSide ?? 2000;
  const pipeline = sharp(input, { animated: false, limitInputPixels: 80_000_000 })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true });
  const format = options.output ?? (meta.hasAlpha === true ? "webp" : "jpeg");
  const encoded =
    format === "png"
      ? pipeline.png({ compressionLevel: 9 })
      : format === "webp"
        ? pipeline.webp({ quality: 86 })
        : pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const blur = await sharp(data).resize(16, 16, { fit: "inside" }).webp({ quality: 40 }).toBuffer();
  return {
    bytes: data,
    mime: `image/${format}`,
    ext: format === "jpeg" ? "jpg" : format,
    width: info.width,
    height: info.height,
    blurDataUrl: `data:image/webp;base64,${blur.toString("base64")}`,
  };
}

/** An .ico favicon is stored as it is, after checking its header. */
export function isIco(input: Uint8Array): boolean {
  return input.byteLength > 6 && input[0] === 0 && input[1] === 0 && input[2] === 1 && input[3] === 0;
}
