import { listingLinks } from "./talent-categories";

export type NavLink = { href: string; label: string };

/** The four talent listings, in the order the menu, the footer and the home page show them. */
export const talentLinks: readonly NavLink[] = listingLinks;

export const agencyLinks: readonly NavLink[] = [
  { href: "/about", label: "About Us" },
  { href: "/apply", label: "Become a Member" },
  { href: "/contact", label: "Contact" },
  { href: "/blog", label: "News" },
];

export const loginLink: NavLink = { href: "/login", label: "Login" };

export const legalLinks: readonly NavLink[] = [
  { href: "/cookie-policy", label: "Cookie Policy" },
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-conditions", label: "Terms & Conditions" },
];
