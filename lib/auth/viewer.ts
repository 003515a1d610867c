import { isApprovedStatus, type UserStatus } from "@/lib/domain/talent-status";
import type { Permission } from "@/lib/domain/permissions";

export type Role = "admin" | "subadmin" | "talent";
export type { UserStatus };

/** Who is acting: resolved from the session cookie or a bearer token, checked against the database. */
export interface Viewer {
  id: number;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  permissions: Permission[];
  talentProfileId: number | null;
  /** The api_tokens row behind this session or bearer token, when there is one. */
  sessionId: number | null;
  via: "cookie" | "bearer";
  /**
   * Staff only: the "require two-factor" setting is on and this user has no second factor yet. Every staff guard
   * then refuses (403 `TWO_FACTOR_SETUP_REQUIRED`, or a redirect to the account page) except the set-up's own.
   */
  twoFactorSetupPending?: boolean;
  /** Where the request came from (set by `apiRoute`; the activity log writes them). */
  ip?: string | null;
  userAgent?: string | null;
}

export const isStaff = (viewer: Viewer | null): viewer is Viewer =>
  !!viewer && (viewer.role === "admin" || viewer.role === "subadmin");

/** An approved talent: active or hidden. Pending and declined applicants are signed in but kept out. */
export const isApprovedTalent = (viewer: Viewer | null): viewer is Viewer =>
  !!viewer && viewer.role === "talent" && isApprovedStatus(viewer.status);

export function hasPermission(viewer: Viewer, permission: Permission): boolean {
  if (viewer.role === "admin") return true;
  return viewer.role === "subadmin" && viewer.permissions.includes(permission);
}
