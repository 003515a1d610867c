import { contentDisposition } from "@/lib/api/content-disposition";
import { getPackageCompCards } from "@/lib/services/package-client";

/**
 * `GET /p/{token}/comp-cards.pdf`: every talent of a live package in one PDF, two pages each, in the package's order
 * (talent hidden since the package was made are left out). It answers like the page: 404 for an unknown link, 410 for
 * an expired or revoked one, and never indexed or kept by a shared cache, because the link is the client's secret.
 */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

type Context = { params: Promise<{ token: string }> };

export async function GET(_req: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  const result = await getPackageCompCards(token);
  if (result.state !== "active") {
    const [status, text] = result.state === "gone" ? [410, "This selection is no longer available"] : [404, "Not found"];
    return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE } });
  }
  return new Response(new Uint8Array(result.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(result.fileName),
      "Content-Length": String(result.pdf.byteLength),
      ...PRIVATE,
    },
  });
}
