import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, type ImageFileFormat } from "@/lib/domain/image-formats";
import { imageTypeOfBytes } from "@/lib/domain/image-sniff";

/** What an image field takes: formats by their bytes, the field's own words for a wrong type, and a size limit. */
export interface ImageFileRules {
  formats: readonly ImageFileFormat[];
  /** The spec's message for this field ("Only JPG, PNG, GIF allowed.", "Upload jpeg, jpg, png, gif, or webp"...). */
  typeMessage: string;
  /** Bytes; the storage limit unless said otherwise. */
  maxBytes?: number;
  tooLargeMessage?: string;
}

/** An .ico file begins with a reserved zero word, then type 1 (icon). */
const isIcoBytes = (bytes: Uint8Array) => bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && bytes[3] === 0;

/** The format the first bytes of a file show, among those an image field can take, or null. */
export function imageFormatOfBytes(bytes: Uint8Array): ImageFileFormat | null {
  return imageTypeOfBytes(bytes) ?? (isIcoBytes(bytes) ? "ico" : null);
}

/**
 * Checks a chosen file before any preview or upload: its type from its first bytes (a text file named .png is
 * refused, never shown as a broken preview), then its size. Returns the message to show at the field, or null.
 */
export async function imageFileProblem(file: Blob, rules: ImageFileRules): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const format = imageFormatOfBytes(head);
  if (!format || !rules.formats.includes(format)) return rules.typeMessage;
  if (file.size > (rules.maxBytes ?? MAX_IMAGE_BYTES)) return rules.tooLargeMessage ?? IMAGE_TOO_LARGE;
  return null;
}
