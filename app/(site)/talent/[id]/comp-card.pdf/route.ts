import { contentDisposition } from "@/lib/api/content-disposition";
import { getCompCard } from "@/lib/services/comp-card";

/**
 * `GET /talent/{id}/comp-card.pdf`: the talent's comp card. The server keeps the generated PDF until the talent's
 * profile, photos or the agency's settings change (cache tags); browsers and shared caches must ask again each time
 * (`no-cache` semantics with an ETag), so a change shows at once and an unchanged card costs a 304.
 */
const CACHE_CONTROL = "public, max-age=0, must-revalidate";

type Context = { params: Promise<{ id: string }> };

export async function GET(req: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  // Hidden, pending, declined and unknown talent all get the same 404, as the profile page does.
  const card = /^\d{1,9}$/.test(id) ? await getCompCard(Number(id)) : null;
  if (!card) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL } });
  }
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": contentDisposition(card.fileName),
    "Cache-Control": CACHE_CONTROL,
    ETag: card.etag,
  };
  const ifNoneMatch = req.headers.get("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === card.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(card.pdf), { headers: { ...headers, "Content-Length": String(card.pdf.byteLength) } });
}
