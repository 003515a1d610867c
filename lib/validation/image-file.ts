/**
 * What every image upload may be, in words and numbers both the browser and the server use: the browser checks a
 * chosen file against them before it is sent (components/ui/image-file-picker.tsx), `lib/storage` checks the bytes
 * again. No server code here, so client components can import it.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The image is too large: the limit is 10 MB.";
export const NOT_AN_IMAGE = "The file is not an image we can read (JPG, PNG, GIF or WebP).";

/** The formats an image field can take, judged from the file's first bytes. */
export type ImageFileFormat = "jpeg" | "png" | "gif" | "webp" | "ico";

export const PHOTO_FORMATS = ["jpeg", "png", "gif", "webp"] as const satisfies readonly ImageFileFormat[];

/** The `accept` of a file input for some formats: the types and the extensions (a phone's picker reads either). */
export function acceptOf(formats: readonly ImageFileFormat[]): string {
  const parts: Record<ImageFileFormat, string[]> = {
    jpeg: ["image/jpeg", ".jpg", ".jpeg"],
    png: ["image/png", ".png"],
    gif: ["image/gif", ".gif"],
    webp: ["image/webp", ".webp"],
    ico: ["image/x-icon", "image/vnd.microsoft.icon", ".ico"],
  };
  return formats.flatMap((f) => parts[f]).join(",");
}
