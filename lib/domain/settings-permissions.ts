import type { Permission } from "@/lib/domain/permissions";
import type { SettingsKey } from "@/lib/validation/settings";

/**
 * Which sub-admin permission edits which settings key: the one map behind the settings service, the settings
 * screens, their cards and the admin menu. Browser-safe (types only are imported). "admin": administrators only,
 * whatever a sub-admin holds (the retention of personal data).
 */
export const settingsPermission = {
  banner: "banner",
  categories: "categories",
  brands: "brands",
  "join-statements": "join-statements",
  "social-media": "social-media",
  "become-a-member": "member-settings",
  "logo-icon": "logo-icon",
  "about-us": "content",
  "cookie-policy": "content",
  "privacy-policy": "content",
  "terms-conditions": "content",
  content: "content",
  options: "bookings",
  retention: "admin",
  agency: "admin",
  billing: "admin",
} as const satisfies Record<SettingsKey, Permission | "admin">;

export type SettingsPermission = Exclude<(typeof settingsPermission)[SettingsKey], "admin">;

/**
 * The permissions behind the site settings screens, each once: holding any one opens /admin/settings. The options
 * setting belongs to the bookers' screens (jobs and the board), not to the site's settings.
 */
export const settingsPermissions: readonly SettingsPermission[] = [
  ...new Set(Object.entries(settingsPermission).flatMap(([key, p]) => (key === "options" || p === "admin" ? [] : [p]))),
];
