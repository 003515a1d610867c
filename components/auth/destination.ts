import { isApprovedStatus } from "@/lib/domain/talent-status";

/**
 * Where a user goes after signing in: staff to the admin, approved talent to the dashboard, applicants (pending or
 * declined) to the pending-approval page. A `next` path is honoured only when it is a path on this site that the
 * user may open.
 */
export interface SignedInUser {
  role: string;
  status: string;
}

const AUTH_PAGES = ["/login", "/forgot-password", "/reset-password", "/register", "/pending-approval"];

/** A same-site path ("/dashboard/media?x=1"), or null for anything else ("//evil.com", "https://...", "/\\x"). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 512 || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return null;
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  try {
    const base = "https://site.invalid";
    const url = new URL(next, base);
    if (url.origin !== base) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

export function destinationFor(user: SignedInUser, next?: string | null): string {
  const path = safeNextPath(next);
  const pathname = path?.split(/[?#]/)[0] ?? "";
  const isAuthPage = AUTH_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (user.role === "admin" || user.role === "subadmin") {
    return path && pathname.startsWith("/admin/") ? path : "/admin/dashboard";
  }
  if (user.role === "talent" && isApprovedStatus(user.status)) {
    return path && !isAuthPage && !pathname.startsWith("/admin") ? path : "/dashboard";
  }
  return "/pending-approval";
}
