import { NextResponse, type NextRequest } from "next/server";
import { decodeSession, readSessionCookie } from "@/lib/auth/session-cookie";

/**
 * The journal's filter is a query (`/blog?category=news&page=2`, spec section 2), but each filtered page is served
 * from a cached route, `/blog/list/{category}/{page}`. A malformed value maps to a page that answers 404 ("not a
 * category") or to page 1, so random query strings cannot fill the cache.
 */
function journalRewrite(req: NextRequest): NextResponse {
  const params = req.nextUrl.searchParams;
  const rawCategory = params.get("category")?.trim().toLowerCase() || "all";
  const category = /^[a-z0-9-]{1,80}$/.test(rawCategory) ? rawCategory : "-";
  const rawPage = params.get("page") ?? "1";
  const page = /^[1-9]\d{0,3}$/.test(rawPage) ? rawPage : "1";
  return NextResponse.rewrite(new URL(`/blog/list/${category}/${page}`, req.nextUrl));
}

/**
 * The first line of the role guard: visitors without a talent session go from /dashboard to /login, and without a
 * staff session from /admin/* (not /admin itself, the sign-in) to /admin. It only reads the role from Auth.js's
 * signed session cookie; layouts, route handlers and services check again against the database.
 */
export default async function proxy(req: NextRequest) {
  if (req.nextUrl.pathname === "/blog") return journalRewrite(req);
  const cookie = readSessionCookie((name) => req.cookies.get(name)?.value);
  const role = cookie ? (await decodeSession(cookie.value, cookie.name))?.role : undefined;
  const { pathname } = req.nextUrl;
  if (pathname.startsWith("/dashboard") && role !== "talent") {
    return NextResponse.redirect(new URL("/login", req.nextUrl));
  }
  if (pathname.startsWith("/admin/") && role !== "admin" && role !== "subadmin") {
    return NextResponse.redirect(new URL("/admin", req.nextUrl));
  }
  return NextResponse.next();
}

export const config = { matcher: ["/blog", "/dashboard", "/dashboard/:path*", "/admin/:path+"] };
