import type { Permission } from "@/lib/domain/permissions";
import { settingsPermissions } from "@/lib/domain/settings-permissions";
import { ACCOUNT_PATH } from "@/lib/domain/two-factor";

/** What the admin shell needs to know about the signed-in staff member (no database types on the client). */
export interface StaffSummary {
  name: string;
  email: string;
  role: "admin" | "subadmin";
  /** The sub-admin's granted permissions; ignored for an admin, who holds them all. */
  permissions: readonly Permission[];
  /** The "require two-factor" setting waits for this staff member's set-up: only the account page opens. */
  twoFactorSetupPending?: boolean;
}

export type AdminNavIcon = "dashboard" | "pending" | "news" | "talents" | "bookings" | "jobs" | "calendar" | "packages" | "clients" | "finance" | "notifications" | "settings" | "account" | "activity";

export interface AdminNavItem {
  href: string;
  label: string;
  icon: AdminNavIcon;
  /** The viewer needs any one of these; an empty list is open to every staff member. */
  /** Administrators only, whatever a sub-admin holds (the whole activity log). */
  adminOnly?: boolean;
  anyOf: readonly Permission[];
}

export { settingsPermissions };

/** The admin menu, in the spec's order. */
const adminNavItems: readonly AdminNavItem[] = [
  { href: "/admin/dashboard", label: "Dashboard", icon: "dashboard", anyOf: ["dashboard"] },
  { href: "/admin/pending-approval", label: "Pending Approval", icon: "pending", anyOf: ["pending-approval"] },
  { href: "/admin/news", label: "News", icon: "news", anyOf: ["news"] },
  { href: "/admin/talents", label: "Talents", icon: "talents", anyOf: ["talents"] },
  { href: "/admin/bookings", label: "Bookings", icon: "bookings", anyOf: ["bookings"] },
  // Jobs and the board are the bookings desk's work (issue 28), under the same permission.
  { href: "/admin/jobs", label: "Jobs", icon: "jobs", anyOf: ["bookings"] },
  { href: "/admin/calendar", label: "Calendar", icon: "calendar", anyOf: ["bookings"] },
  { href: "/admin/packages", label: "Packages", icon: "packages", anyOf: ["packages"] },
  // Client companies and their contacts (issue 40).
  { href: "/admin/clients", label: "Clients", icon: "clients", anyOf: ["clients"] },
  // Invoices, statements and payouts (issue 41).
  { href: "/admin/finance", label: "Finance", icon: "finance", anyOf: ["finance"] },
  { href: "/admin/notifications", label: "Notifications", icon: "notifications", anyOf: ["notifications"] },
  { href: "/admin/settings", label: "Settings", icon: "settings", anyOf: settingsPermissions },
  // Each staff member's own sign-in settings (two-factor, and beside it sessions and passkeys): no permission needed.
  { href: ACCOUNT_PATH, label: "Account", icon: "account", anyOf: [] },
  // The whole log shows every area's changes and where staff worked from: administrators only (docs/decisions.md).
  { href: "/admin/activity", label: "Activity", icon: "activity", anyOf: [], adminOnly: true },
];

export function canOpen(staff: Pick<StaffSummary, "role" | "permissions">, item: Pick<AdminNavItem, "anyOf" | "adminOnly">): boolean {
  if (staff.role === "admin") return true;
  if (item.adminOnly) return false;
  if (item.anyOf.length === 0) return true;
  return item.anyOf.some((p) => staff.permissions.includes(p));
}

/** The menu entries this staff member may open. */
export function visibleNavItems(staff: Pick<StaffSummary, "role" | "permissions" | "twoFactorSetupPending">): AdminNavItem[] {
  if (staff.twoFactorSetupPending) return adminNavItems.filter((item) => item.href === ACCOUNT_PATH);
  return adminNavItems.filter((item) => canOpen(staff, item));
}

/**
 * Where a staff member lands after signing in: the dashboard, or for a sub-admin without it the first screen they
 * may open. A sub-admin with no permission at all gets the forbidden page, which says so.
 */
export function firstPermittedHref(staff: Pick<StaffSummary, "role" | "permissions">): string {
  // The account page is open to everyone, so it is no landing: a sub-admin without any permission still learns why.
  return visibleNavItems(staff).find((item) => item.anyOf.length > 0)?.href ?? "/admin/forbidden";
}

/** Whether `pathname` is inside the section of `href` (so /admin/talents/12 marks Talents as current). */
export function isCurrentSection(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
