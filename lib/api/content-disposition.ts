/**
 * A `Content-Disposition` header for a file name that may hold any character: a plain ASCII `filename` for old
 * clients (accents dropped, anything else a dash) and the exact name as UTF-8 in `filename*` (RFC 6266, RFC 5987).
 */
export function contentDisposition(fileName: string, type: "inline" | "attachment" = "inline"): string {
  const dot = fileName.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ""];
  const ascii = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/-{2,}/g, "-")
      .replace(/^[-.]+|-+$/g, "");
  const fallback = `${ascii(stem) || "download"}${ext && `.${ascii(ext.slice(1))}`}`;
  // encodeURIComponent leaves ' ( ) * ! as they are; RFC 5987's attr-char does not allow the first four.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
