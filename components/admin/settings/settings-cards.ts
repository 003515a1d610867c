import type { Permission } from "@/lib/domain/permissions";
import { settingsPermission } from "@/lib/domain/settings-permissions";
import type { SettingsKey } from "@/lib/validation/settings";

export type SettingsCardIcon =
  | "banner"
  | "categories"
  | "brands"
  | "join"
  | "social"
  | "cookie"
  | "privacy"
  | "terms"
  | "member"
  | "logo"
  | "about"
  | "admins"
  | "content"
  | "retention"
  | "options"
  | "agency"
  | "billing";

export interface SettingsCard {
  /** The path segment under /admin/settings. */
  slug: SettingsKey | "sub-admins";
  title: string;
  description: string;
  icon: SettingsCardIcon;
  /** Who may open it: a permission, or "admin" for administrators only. */
  needs: Permission | "admin";
}

/** The settings grid, in the spec's order (the page-text screen, which the old grid lacked, comes last). */
export const settingsCards: readonly SettingsCard[] = [
  { slug: "banner", title: "Banner", description: "The two home page banners: image, category, header and button text.", icon: "banner", needs: settingsPermission["banner"] },
  { slug: "categories", title: "Categories", description: "Talent categories with their names and descriptions.", icon: "categories", needs: settingsPermission["categories"] },
  { slug: "brands", title: "Brands", description: "Client logos shown under Our Clients on the home page.", icon: "brands", needs: settingsPermission["brands"] },
  { slug: "join-statements", title: "Join Statements", description: "The call to action that invites models to apply.", icon: "join", needs: settingsPermission["join-statements"] },
  { slug: "social-media", title: "Social Media", description: "The social links in the footer, in their order.", icon: "social", needs: settingsPermission["social-media"] },
  { slug: "cookie-policy", title: "Cookies Policy", description: "The sections of the cookie policy page.", icon: "cookie", needs: settingsPermission["cookie-policy"] },
  { slug: "privacy-policy", title: "Privacy Policy", description: "The sections of the privacy policy page.", icon: "privacy", needs: settingsPermission["privacy-policy"] },
  { slug: "terms-conditions", title: "Terms & Conditions", description: "The sections of the terms and conditions page.", icon: "terms", needs: settingsPermission["terms-conditions"] },
  { slug: "become-a-member", title: "Become a Member", description: "The apply page: its text, what we look for and who is eligible.", icon: "member", needs: settingsPermission["become-a-member"] },
  { slug: "logo-icon", title: "Logo & Icon", description: "Logo, favicon, company name and footer copyright.", icon: "logo", needs: settingsPermission["logo-icon"] },
  { slug: "about-us", title: "About Us", description: "The about page: hero, story, values, mission and partners.", icon: "about", needs: settingsPermission["about-us"] },
  { slug: "sub-admins", title: "Admin Settings", description: "Sub-admins, their permissions and the activity history.", icon: "admins", needs: "admin" },
  { slug: "retention", title: "Data Retention", description: "How long declined applications and contact messages are kept before they are erased.", icon: "retention", needs: settingsPermission["retention"] },
  { slug: "options", title: "Options", description: "How long an option holds, the challenge window, and whether talents' calendars show options.", icon: "options", needs: settingsPermission["options"] },
  { slug: "agency", title: "Agency", description: "The agency's time zone and the contact details and cancellation terms mails carry.", icon: "agency", needs: settingsPermission["agency"] },
  { slug: "billing", title: "Billing", description: "The agency's legal identity on invoices, currency, VAT and commission defaults, terms and number prefixes.", icon: "billing", needs: settingsPermission["billing"] },
  { slug: "content", title: "Page Text", description: "Headings and short texts of the home, listing, contact and blog pages.", icon: "content", needs: settingsPermission["content"] },
];

export function canEditCard(viewer: { role: string; permissions: readonly Permission[] }, card: Pick<SettingsCard, "needs">): boolean {
  if (viewer.role === "admin") return true;
  return card.needs !== "admin" && viewer.permissions.includes(card.needs);
}
