import { clientIp } from "@/lib/api/client-ip";
import { contentDisposition } from "@/lib/api/content-disposition";
import { matchesEtag, pdfRefusal, plainAnswer } from "@/lib/api/pdf-answers";
import { packageMessages } from "@/lib/domain/packages";
import { getPackageCompCards } from "@/lib/services/packages";

/**
 * `GET /p/{token}/comp-cards.pdf`: every talent of a live package in one PDF, two pages each, in the package's order
 * (talent hidden since the package was made are left out). It answers like the page: 404 for an unknown link, 410 for
 * an expired or revoked one, and never indexed or kept by a shared cache, because the link is the client's secret.
 * 429 over the per-address limit, 503 when the PDF must be made and the PDF workers stay busy (with Retry-After).
 */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

type Context = { params: Promise<{ token: string }> };

export async function GET(req: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  let result: Awaited<ReturnType<typeof getPackageCompCards>>;
  try {
    result = await getPackageCompCards(token, { ip: clientIp(req) });
  } catch (error) {
    return pdfRefusal(error, PRIVATE);
  }
  if (result.state !== "active") {
    return result.state === "gone" ? plainAnswer(410, packageMessages.gone, PRIVATE) : plainAnswer(404, "Not found", PRIVATE);
  }
  const headers = { "Content-Type": "application/pdf", "Content-Disposition": contentDisposition(result.fileName), ETag: result.etag, ...PRIVATE };
  if (matchesEtag(req, result.etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(result.pdf), { headers: { ...headers, "Content-Length": String(result.pdf.byteLength) } });
}
