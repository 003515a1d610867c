/**
 * What every image upload may be, in words and numbers both the browser and the server use: the one home of the
 * image formats, their media types and extensions. The browser checks a chosen file against them before it is sent
 * (components/ui/image-file-picker.tsx), `lib/storage` checks the bytes again. Browser-safe.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The image is too large: the limit is 10 MB.";
export const NOT_AN_IMAGE = "The file is not an image we can read (JPG, PNG, GIF or WebP).";

/** The formats an image field can take, judged from the file's first bytes. */
export const IMAGE_FORMATS = ["jpeg", "png", "gif", "webp", "ico"] as const;
export type ImageFileFormat = (typeof IMAGE_FORMATS)[number];

/** The formats of a photograph (every photo field; the gallery takes the first three). */
export const PHOTO_FORMATS = ["jpeg", "png", "gif", "webp"] as const satisfies readonly ImageFileFormat[];
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/**
 * Each format's media types (the standard one first), extensions, and the types a browser may declare besides
 * ("image/jpg").
 */
const formatTypes: Record<ImageFileFormat, { types: readonly string[]; extensions: readonly string[]; aliases?: readonly string[] }> = {
  jpeg: { types: ["image/jpeg"], extensions: [".jpg", ".jpeg"], aliases: ["image/jpg"] },
  png: { types: ["image/png"], extensions: [".png"] },
  gif: { types: ["image/gif"], extensions: [".gif"] },
  webp: { types: ["image/webp"], extensions: [".webp"] },
  ico: { types: ["image/x-icon", "image/vnd.microsoft.icon"], extensions: [".ico"] },
};

/** The media types of some formats; `withAliases` adds the non-standard ones a browser may declare. */
export function mimeTypesOf(formats: readonly ImageFileFormat[], { withAliases = false } = {}): string[] {
  return formats.flatMap((f) => [...formatTypes[f].types, ...(withAliases ? (formatTypes[f].aliases ?? []) : [])]);
}

/** The file name extensions of some formats, with their dot (".jpg", ".jpeg"). */
export function extensionsOf(formats: readonly ImageFileFormat[]): string[] {
  return formats.flatMap((f) => formatTypes[f].extensions);
}

/** Whether a file name ends with an extension of one of the formats, in any case. */
export const hasExtensionOf = (name: string, formats: readonly ImageFileFormat[]): boolean =>
  extensionsOf(formats).some((ext) => name.toLowerCase().endsWith(ext));

/** The `accept` of a file input for some formats: the types and the extensions (a phone's picker reads either). */
export function acceptOf(formats: readonly ImageFileFormat[]): string {
  return formats.flatMap((f) => [...formatTypes[f].types, ...formatTypes[f].extensions]).join(",");
}

/** The files `lib/storage` writes, by their extension, with the type they are served as (`/api/v1/files/...`). */
export const storedImageTypes: Readonly<Record<string, string>> = { jpg: "image/jpeg", webp: "image/webp", png: "image/png", ico: "image/x-icon" };
