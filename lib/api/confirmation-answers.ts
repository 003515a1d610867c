import { PRIVATE_NO_STORE } from "@/lib/cache-control";

/**
 * A confirmation's public answers (issue 40) name the client and the job: no cache keeps them and no index lists them.
 * Every answer of the `/confirmations/{token}` routes, their 404 and 410 too, carries these (`headers` option).
 */
export const CONFIRMATION_ANSWER_HEADERS = { "Cache-Control": PRIVATE_NO_STORE, "X-Robots-Tag": "noindex" } as const;

/** A PDF answer: inline, private, never sniffed. */
export function pdfAnswer(pdf: Buffer, fileName: string, extra: Record<string, string> = {}): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
      ...extra,
    },
  });
}
