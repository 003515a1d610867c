import { NextResponse, type NextRequest } from "next/server";
import { PRIVATE_NO_STORE } from "@/lib/cache-control";
import { NOT_FOUND_PATH } from "@/lib/site/page-gate";
import { packageGoneHtml } from "./gone-page";

/**
 * `/p/{token}` before the page renders (called by proxy.ts): every answer is private and `noindex`. An expired or
 * revoked link is answered here, 410 with the branded "no longer available" page: a page cannot set its own status,
 * and Next renders a proxy rewrite to a page with 200 whatever status the rewrite asks for. An unknown link is rewritten
 * to the not-found page (404, whole: see lib/site/page-gate.ts); a database hiccup lets the page decide.
 */
export async function packageLinkGate(req: NextRequest): Promise<NextResponse> {
  const segment = req.nextUrl.pathname.split("/")[2] ?? "";
  const { packageLinkState } = await import("@/lib/services/packages");
  let state: Awaited<ReturnType<typeof packageLinkState>> | "unread" = "unread";
  try {
    state = await packageLinkState(decodeURIComponent(segment));
  } catch {
    // A malformed escape or a database hiccup: let the page answer (it checks again).
  }
  const res =
    state === "gone"
      ? new NextResponse(req.method === "HEAD" ? null : packageGoneHtml(), { status: 410, headers: { "Content-Type": "text/html; charset=utf-8" } })
      : state === "unknown"
        ? NextResponse.rewrite(new URL(NOT_FOUND_PATH, req.nextUrl))
        : NextResponse.next();
  res.headers.set("X-Robots-Tag", "noindex, nofollow");
  res.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return res;
}
