/**
 * The real type of a chosen image from its first bytes, in the browser, before any preview or upload: a text file
 * renamed `.png` declares `image/png` but is none, and would show as a broken preview. Every image field reaches it
 * through `imageFileProblem` (lib/validation/image-file-check.ts, called by components/ui/image-file-picker.tsx before it shows a
 * preview). The server checks the bytes again (sharp) whatever the browser said.
 */
import type { PhotoFormat } from "./image-formats";

export type SniffedImage = PhotoFormat;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);

/** The image type the bytes begin with, or null when they are none of the four the site takes. */
export function imageTypeOfBytes(bytes: Uint8Array): SniffedImage | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "gif"; // GIF8(7|9)a
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp"; // RIFF....WEBP
  return null;
}

/** Reads the first bytes of a file and names its image type, or null. */
export async function sniffImage(file: Blob): Promise<SniffedImage | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return imageTypeOfBytes(head);
}
