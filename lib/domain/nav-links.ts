import { boardLinks, listingLinks } from "./talent-categories";

export type NavLink = { href: string; label: string };

/** The four talent listings, in the order the menu, the footer and the home page show them. */
export const talentLinks: readonly NavLink[] = listingLinks;

/** The journal's link, one label wherever it shows (the spec's menu says "News"). */
const newsLink: NavLink = { href: "/blog", label: "News" };

/** The desktop header's links (from 1024 px): the four boards and the journal; the menu keeps the rest. */
export const headerLinks: readonly NavLink[] = [...boardLinks, newsLink];

export const agencyLinks: readonly NavLink[] = [
  { href: "/about", label: "About Us" },
  { href: "/apply", label: "Become a Member" },
  { href: "/contact", label: "Contact" },
  newsLink,
];

export const loginLink: NavLink = { href: "/login", label: "Login" };

export const legalLinks: readonly NavLink[] = [
  { href: "/cookie-policy", label: "Cookie Policy" },
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-conditions", label: "Terms & Conditions" },
];
