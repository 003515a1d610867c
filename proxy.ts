import { NextResponse, type NextRequest } from "next/server";
import { fail } from "@/lib/api/envelope";
import { routeTable } from "@/lib/api/route-table.generated";
import { decodeSession, readSessionCookie } from "@/lib/auth/session-cookie";
import { hasListingParams, listingPagePath, parseListingPage } from "@/lib/domain/listing-params";
import { listingPaths } from "@/lib/domain/talent-categories";
import { PRIVATE_NO_STORE } from "@/lib/cache-control";
import { notFound } from "@/lib/errors";
import { packageLinkGate } from "@/lib/packages/link-gate";
import { hasMalformedEscape, MALFORMED_ADDRESS_MESSAGE, malformedAddressPage } from "@/lib/site/malformed-address";
import { journalCategoryGate, sitePageGate } from "@/lib/site/page-gate";

const NOT_FOUND = notFound().message;
const METHOD_NOT_ALLOWED = "Method not allowed.";

/**
 * The journal's filter is a query (`/blog?category=news&page=2`, spec section 2), but each filtered page is served
 * from a cached route, `/blog/list/{category}/{page}`. A malformed value maps to a page that answers 404 ("not a
 * category") or to page 1, so random query strings cannot fill the cache.
 */
async function journalRewrite(req: NextRequest): Promise<NextResponse> {
  const params = req.nextUrl.searchParams;
  const rawCategory = params.get("category")?.trim().toLowerCase() || "all";
  const category = /^[a-z0-9-]{1,80}$/.test(rawCategory) ? rawCategory : "-";
  const rawPage = params.get("page") ?? "1";
  const page = /^[1-9]\d{0,3}$/.test(rawPage) ? rawPage : "1";
  return (await journalCategoryGate(req, category)) ?? NextResponse.rewrite(new URL(`/blog/list/${category}/${page}`, req.nextUrl));
}

/**
 * A listing with filters in its query (`/female-models?hair=blonde&height_min=170`) is rendered on demand by
 * `/{listing}/search`, never cached (the combinations are unbounded); without filters it stays the cached page.
 */
function listingRewrite(req: NextRequest): NextResponse {
  if (!hasListingParams(req.nextUrl.searchParams)) {
    // `?page=2` without filters: the page's own address (`/female-models/page/2`), which is cached.
    const page = parseListingPage(req.nextUrl.searchParams.get("page") ?? "");
    return page ? NextResponse.redirect(new URL(listingPagePath(req.nextUrl.pathname.slice(1), undefined, page), req.nextUrl), 308) : NextResponse.next();
  }
  return NextResponse.rewrite(new URL(`${req.nextUrl.pathname}/search${req.nextUrl.search}`, req.nextUrl));
}

/**
 * Next answers a method a route module does not export with an empty 405, and an unknown path with its HTML 404 page.
 * The API promises its envelope on every answer, so both are answered here from the generated route table
 * (`npm run openapi:index`), before any route module loads. OPTIONS on a known route is Next's own answer.
 */
function apiContract(req: NextRequest): Response {
  const { pathname } = req.nextUrl;
  for (const route of routeTable) {
    if (!route.pattern.test(pathname)) continue;
    if (route.allowed.includes(req.method)) return NextResponse.next();
    return fail(405, METHOD_NOT_ALLOWED, undefined, { Allow: route.allow });
  }
  return fail(404, NOT_FOUND);
}

/** A confirmation's page (`/c/{token}`, issue 40) names the client and the job: never indexed, never stored. */
function confirmationPageHeaders(): NextResponse {
  const res = NextResponse.next();
  res.headers.set("X-Robots-Tag", "noindex, nofollow");
  res.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return res;
}

/**
 * The first line of the role guard: visitors without a talent session go from /dashboard to /login, and without a
 * staff session from /admin/* (not /admin itself, the sign-in) to /admin. It only reads the role from the signed
 * session cookie; layouts, route handlers and services check again against the database.
 */
export default async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  // Before anything reads a segment: Next itself would answer a bare 500 (lib/site/malformed-address.ts).
  if (hasMalformedEscape(pathname)) return pathname.startsWith("/api/") ? fail(400, MALFORMED_ADDRESS_MESSAGE) : malformedAddressPage();
  if (pathname.startsWith("/api/")) return apiContract(req);
  if (pathname === "/blog") return journalRewrite(req);
  if (pathname.startsWith("/p/")) return packageLinkGate(req);
  if (pathname.startsWith("/c/")) return confirmationPageHeaders();
  if ((listingPaths as readonly string[]).includes(pathname)) return listingRewrite(req);
  const missing = await sitePageGate(req);
  if (missing) return missing;
  const cookie = readSessionCookie((name) => req.cookies.get(name)?.value);
  const claims = cookie ? await decodeSession(cookie.value, cookie.name) : null;
  // A cookie without a session id cannot be ended by logout: it carries no role (lib/services/sessions.ts refuses it too).
  const role = claims?.sid != null ? claims.role : undefined;
  if (pathname.startsWith("/dashboard") && role !== "talent") {
    return NextResponse.redirect(new URL("/login", req.nextUrl));
  }
  if (pathname.startsWith("/admin/") && role !== "admin" && role !== "subadmin") {
    return NextResponse.redirect(new URL("/admin", req.nextUrl));
  }
  return NextResponse.next();
}

export const config = {
  // One-segment paths (the listings and any unknown one), a listing's letter, a profile, a post: sitePageGate.
  // Any path with a "%" (matched on the raw path): a malformed escape anywhere is answered here.
  matcher: ["/:segment", "/:listing/letter/:letter", "/talent/:id", "/blog/:slug", "/p/:token", "/c/:token", "/dashboard/:path*", "/admin/:path+", "/api/v1/:path*", "/(.*%.*)"],
};
