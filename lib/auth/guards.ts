import { isApprovedStatus } from "@/lib/domain/talent-status";
import { forbidden, twoFactorSetupRequired, unauthorized } from "@/lib/errors";
import type { Permission } from "@/lib/domain/permissions";
import { hasPermission, type Role, type Viewer } from "./viewer";

/**
 * Guards used by route handlers and services. They throw typed errors (401 without a viewer, 403 with the wrong
 * one); pages use the redirecting versions in `lib/auth/page-guards.ts`.
 */
export function requireUser(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthorized();
  return viewer;
}

export function requireRole(viewer: Viewer | null, ...roles: Role[]): Viewer {
  const user = requireUser(viewer);
  if (!roles.includes(user.role)) throw forbidden();
  // Under the "require two-factor" setting, staff without a second factor may only set one up (requireOwnStaffAccount).
  if (user.twoFactorSetupPending) throw twoFactorSetupRequired();
  return user;
}

/**
 * A staff member acting on their own account (their second factor): allowed while the "require two-factor" setting
 * waits for their set-up, which every other staff guard refuses.
 */
export function requireOwnStaffAccount(viewer: Viewer | null): Viewer {
  const user = requireUser(viewer);
  if (user.role !== "admin" && user.role !== "subadmin") throw forbidden();
  return user;
}

/** Staff only; an admin passes every permission, a sub-admin only those granted. */
export function requirePermission(viewer: Viewer | null, permission: Permission): Viewer {
  const user = requireRole(viewer, "admin", "subadmin");
  if (!hasPermission(user, permission)) throw forbidden();
  return user;
}

/** An approved (active or hidden) talent with a profile. */
export function requireTalent(viewer: Viewer | null): Viewer & { talentProfileId: number } {
  const user = requireRole(viewer, "talent");
  if (!isApprovedStatus(user.status) || user.talentProfileId == null) {
    throw forbidden("Your account is awaiting approval.");
  }
  return user as Viewer & { talentProfileId: number };
}
