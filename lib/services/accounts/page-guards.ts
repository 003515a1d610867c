import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { SIGNED_OUT_REASON } from "@/lib/domain/reauth";
import { ACCOUNT_SETUP_REQUIRED_PATH } from "@/lib/domain/two-factor";
import type { Permission } from "@/lib/domain/permissions";
import { getViewer } from "./request-viewer";
import { readSessionCookie } from "@/lib/auth/session-cookie";
import { hasPermission, isApprovedTalent, isStaff, type Viewer } from "@/lib/auth/viewer";

/**
 * Where a page sends a visitor without a live session. A browser that still carries a session cookie was signed in
 * and its session ended elsewhere (signed out from another device, a password reset): the sign-in page says so.
 */
async function signInPath(path: string): Promise<string> {
  const jar = await cookies();
  return readSessionCookie((name) => jar.get(name)?.value) ? `${path}?reason=${SIGNED_OUT_REASON}` : path;
}

/** For talent pages: an approved talent, else /login (or /pending-approval for an applicant). */
export async function requireTalentPage(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect(await signInPath("/login"));
  if (viewer.role !== "talent") redirect("/login");
  if (!isApprovedTalent(viewer)) redirect("/pending-approval");
  return viewer;
}

/**
 * For admin screens: staff, else /admin; with a permission, staff who hold it, else the admin dashboard; "admin":
 * administrators only. While the "require two-factor" setting waits for this staff member's set-up, every screen
 * sends them to the account page.
 */
export async function requireStaffPage(permission?: Permission | "admin"): Promise<Viewer> {
  const viewer = await requireStaffAccountPage();
  if (viewer.twoFactorSetupPending) redirect(ACCOUNT_SETUP_REQUIRED_PATH);
  if (permission === "admin" ? viewer.role !== "admin" : permission && !hasPermission(viewer, permission)) redirect("/admin/forbidden");
  return viewer;
}

/** Staff, whatever their set-up: the panel's layout and the account page, where a second factor is set up. */
export async function requireStaffAccountPage(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect(await signInPath("/admin"));
  if (!isStaff(viewer)) redirect("/admin");
  return viewer;
}
