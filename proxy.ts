import { NextResponse, type NextRequest } from "next/server";
import { decodeSession, readSessionCookie } from "@/lib/auth/session-cookie";

/**
 * The first line of the role guard: visitors without a talent session go from /dashboard to /login, and without a
 * staff session from /admin/* (not /admin itself, the sign-in) to /admin. It only reads the role from Auth.js's
 * signed session cookie; layouts, route handlers and services check again against the database.
 */
export default async function proxy(req: NextRequest) {
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

export const config = { matcher: ["/dashboard", "/dashboard/:path*", "/admin/:path+"] };
