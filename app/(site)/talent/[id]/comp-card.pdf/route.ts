import { clientIp } from "@/lib/api/client-ip";
import { contentDisposition } from "@/lib/api/content-disposition";
import { matchesEtag, pdfRefusal, plainAnswer } from "@/lib/api/pdf-answers";
import { getCompCard, type CompCard } from "@/lib/services/talents";

/**
 * `GET /talent/{id}/comp-card.pdf`: the talent's comp card. The server keeps the generated PDF per version of what it
 * shows; browsers and shared caches must ask again each time (`no-cache` semantics with an ETag), so a change shows
 * at once and an unchanged card costs a 304. 429 over the per-address limit, 503 when the card must be made and the
 * PDF workers stay busy (both with Retry-After).
 */
const CACHE_CONTROL = "public, max-age=0, must-revalidate";

type Context = { params: Promise<{ id: string }> };

export async function GET(req: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  let card: CompCard | null;
  try {
    // Hidden, pending, declined and unknown talent all get the same 404, as the profile page does.
    card = await getCompCard(/^\d{1,9}$/.test(id) ? Number(id) : 0, { ip: clientIp(req) });
  } catch (error) {
    return pdfRefusal(error, { "Cache-Control": "no-store" });
  }
  if (!card) return plainAnswer(404, "Not found", { "Cache-Control": CACHE_CONTROL });
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": contentDisposition(card.fileName),
    "Cache-Control": CACHE_CONTROL,
    ETag: card.etag,
  };
  if (matchesEtag(req, card.etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(card.pdf), { headers: { ...headers, "Content-Length": String(card.pdf.byteLength) } });
}
