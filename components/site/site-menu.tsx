import Link from "next/link";
import { LineIcon } from "@/components/ui/line-icon";
import { AGENCY_NAME } from "@/lib/domain/brand";
import { MenuDialog } from "./menu-dialog";
import { agencyLinks, loginLink, talentLinks, type NavLink } from "@/lib/domain/nav-links";

/** A list of the menu's links, large for the talent listings and small for the rest (`.menu-lg`, app/chrome.css). */
function MenuLinks({ links, size }: { links: readonly NavLink[]; size: "lg" | "sm" }) {
  return (
    <ul className={`menu-${size}`}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The menu button and the slide-out menu. The markup is rendered here on the server; `MenuDialog` adds the
 * behaviour (open, close, the current page), so the links and their styles are not shipped again as JavaScript.
 */
export function SiteMenu({ companyName = AGENCY_NAME }: { companyName?: string }) {
  return (
    <MenuDialog
      labelledBy="site-menu-title"
      trigger={
        <>
          <span className="hidden sm:inline">Menu</span>
          <LineIcon strokeWidth={1.5} className="size-6">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </LineIcon>
          <span className="sr-only sm:hidden">Open menu</span>
        </>
      }
    >
      <div className="menu-top">
        {/* Not a heading: the menu's markup comes before the page's <h1>, and the dialog is named by this text. */}
        <p id="site-menu-title" className="footer-heading">
          Menu
        </p>
        <button type="button" data-menu-close="" className="menu-close">
          <LineIcon strokeWidth={1.5} className="size-6">
            <path d="M6 6l12 12M18 6L6 18" />
          </LineIcon>
          <span className="sr-only">Close menu</span>
        </button>
      </div>

      <nav aria-label="Main" className="menu-nav">
        <MenuLinks links={talentLinks} size="lg" />
        <MenuLinks links={[...agencyLinks, loginLink]} size="sm" />
        <p className="mt-auto pt-12 font-display text-sm tracking-[0.2em] text-white/70 uppercase">{companyName}</p>
      </nav>
    </MenuDialog>
  );
}
