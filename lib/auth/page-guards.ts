import "server-only";
import { redirect } from "next/navigation";
import { ACCOUNT_SETUP_REQUIRED_PATH } from "@/lib/domain/two-factor";
import type { Permission } from "./permissions";
import { getViewer } from "./request-viewer";
import { hasPermission, isApprovedTalent, isStaff, type Viewer } from "./viewer";

/** For talent pages: an approved talent, else /login (or /pending-approval for an applicant). */
export async function requireTalentPage(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer || viewer.role !== "talent") redirect("/login");
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
  if (!isStaff(viewer)) redirect("/admin");
  return viewer;
}
