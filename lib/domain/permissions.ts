/**
 * The spec's fourteen sub-admin permissions, in its order, then those of areas added since (client packages).
 * Admins hold all of them implicitly.
 */
export const permissions = [
  "dashboard",
  "pending-approval",
  "talents",
  "bookings",
  "news",
  "notifications",
  "banner",
  "categories",
  "brands",
  "join-statements",
  "social-media",
  "content",
  "member-settings",
  "logo-icon",
  "packages",
  "clients",
  "finance",
] as const;

export type Permission = (typeof permissions)[number];

export const permissionLabels: Record<Permission, string> = {
  dashboard: "Dashboard",
  "pending-approval": "Pending Approval",
  talents: "Talents",
  bookings: "Bookings",
  news: "News",
  notifications: "Notifications",
  banner: "Banner Management",
  categories: "Categories",
  brands: "Brands",
  "join-statements": "Join Statements",
  "social-media": "Social Media",
  content: "Content Pages",
  "member-settings": "Member Settings",
  "logo-icon": "Logo & Icon",
  packages: "Client Packages",
  clients: "Clients & contacts",
  finance: "Finance",
};

export const isPermission = (value: string): value is Permission => (permissions as readonly string[]).includes(value);
