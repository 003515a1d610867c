import { NextResponse, type NextRequest } from "next/server";
import { PRIVATE_NO_STORE } from "@/lib/api/cache-control";

/**
 * `/p/{token}` before the page renders (called by proxy.ts): every answer is private and `noindex`; an expired or
 * revoked link is answered with 410 (the page itself shows "no longer available"), since a page cannot set its own
 * status. Unknown links reach the page, which answers 404.
 */
export async function packageLinkGate(req: NextRequest): Promise<NextResponse> {
  const segment = req.nextUrl.pathname.split("/")[2] ?? "";
  const { packageLinkState } = await import("@/lib/services/package-client");
  let state: Awaited<ReturnType<typeof packageLinkState>> = "unknown";
  try {
    state = await packageLinkState(decodeURIComponent(segment));
  } catch {
    // A malformed escape or a database hiccup: let the page answer (it checks again).
  }
  const res =
    state === "gone"
      ? NextResponse.rewrite(new URL(`/p/${encodeURIComponent(segment)}/gone`, req.nextUrl), { status: 410 })
      : NextResponse.next();
  res.headers.set("X-Robots-Tag", "noindex, nofollow");
  res.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return res;
}
