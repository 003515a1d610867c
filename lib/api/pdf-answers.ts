import { isAppError } from "@/lib/errors";
import { contentDisposition } from "./content-disposition";

/**
 * What the public PDF routes (`/talent/{id}/comp-card.pdf`, `/p/{token}/comp-cards.pdf`) share. They are links a
 * person opens, not `/api/v1` calls, so they answer in plain text rather than the API's JSON envelope.
 */

const PLAIN = { "Content-Type": "text/plain; charset=utf-8" };

/** Whether the request's `If-None-Match` names this ETag (weak or strong), so a 304 can answer it. */
export function matchesEtag(req: Request, etag: string): boolean {
  const ifNoneMatch = req.headers.get("if-none-match");
  return !!ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * A refusal the PDF services throw, as a plain answer: 429 over the per-address limit, 503 when every render place
 * stays taken; both with Retry-After. Any other error is thrown on.
 */
export function pdfRefusal(error: unknown, headers: Record<string, string>): Response {
  if (!isAppError(error) || (error.code !== "TOO_MANY_REQUESTS" && error.code !== "SERVICE_UNAVAILABLE")) throw error;
  const status = error.code === "TOO_MANY_REQUESTS" ? 429 : 503;
  const retryAfter: Record<string, string> = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : {};
  return new Response(error.message, { status, headers: { ...PLAIN, ...headers, ...retryAfter } });
}

/** The plain-text answer for a missing (404) or gone (410) PDF. */
export function plainAnswer(status: number, text: string, headers: Record<string, string>): Response {
  return new Response(text, { status, headers: { ...PLAIN, ...headers } });
}

/**
 * A business document's PDF (a frozen confirmation, certificate, invoice or credit note, or a draft's preview) as a
 * route's answer: inline with its file name, its SHA-256 as a strong ETag, never kept by any cache (`private,
 * no-store`: what the public confirmation routes require, and right for finance documents). An `apiRoute` handler
 * returns it as it is (declare `file: { contentType: "application/pdf", ... }` for the OpenAPI document).
 */
export function pdfDocumentAnswer(pdf: { bytes: Uint8Array; sha256: string }, fileName: string): Response {
  return new Response(pdf.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.bytes.byteLength),
      "Content-Disposition": contentDisposition(fileName),
      ETag: `"${pdf.sha256}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
