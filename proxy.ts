import NextAuth from "next-auth";
import { NextResponse } from "next/server";
import { authConfig } from "@/lib/auth/auth.config";
import { authSecret } from "@/lib/env";

const { auth } = NextAuth(() => ({ ...authConfig, secret: authSecret() }));

/**
 * The first line of the role guard: visitors without a talent session go from /dashboard to /login, and without a
 * staff session from /admin/* (not /admin itself, the sign-in) to /admin. Layouts, route handlers and services
 * check again against the database; this only reads the signed cookie.
 */
export default auth((req) => {
  const role = (req.auth?.user as { role?: string } | undefined)?.role;
  const { pathname } = req.nextUrl;
  if (pathname.startsWith("/dashboard") && role !== "talent") {
    return NextResponse.redirect(new URL("/login", req.nextUrl));
  }
  if (pathname.startsWith("/admin/") && role !== "admin" && role !== "subadmin") {
    return NextResponse.redirect(new URL("/admin", req.nextUrl));
  }
  return NextResponse.next();
});

export const config = { matcher: ["/dashboard", "/dashboard/:path*", "/admin/:path+"] };
