/**
 * A talent account's statuses and the one rule of who is approved, browser-safe. Approved is active (on the public
 * site) or hidden (kept off it by the agency): both may use the dashboard and are on the admin's roster; pending,
 * declined and suspended are not.
 */
export const userStatuses = ["pending", "active", "hidden", "declined", "suspended"] as const;
export type UserStatus = (typeof userStatuses)[number];

export const approvedStatuses = ["active", "hidden"] as const satisfies readonly UserStatus[];
export type ApprovedStatus = (typeof approvedStatuses)[number];

export const isApprovedStatus = (status: string | null | undefined): status is ApprovedStatus =>
  (approvedStatuses as readonly string[]).includes(status ?? "");

/**
 * Whether the public sees a talent: approved and not hidden (`active`) and published by staff. The same rule as the
 * SQL `isPublicTalent` (lib/services/public-talent.ts), for a talent already read.
 */
export const isPublicTalentState = (t: { status: string | null | undefined; published_at: string | Date | null | undefined }): boolean =>
  t.status === "active" && t.published_at != null;
