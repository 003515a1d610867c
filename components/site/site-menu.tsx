import Link from "next/link";
import { LineIcon } from "@/components/ui/line-icon";
import { AGENCY_NAME } from "@/lib/domain/brand";
import { MenuDialog } from "./menu-dialog";
import { agencyLinks, loginLink, talentLinks, type NavLink } from "./nav-links";

/** A link of the menu (`.menu-link`, app/chrome.css), large for the talent listings and small for the rest. */
function MenuLink({ link, size }: { link: NavLink; size: "lg" | "sm" }) {
  return (
    <Link href={link.href} className={`menu-link menu-link-${size}`}>
      {link.label}
    </Link>
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
      triggerClassName="-mr-2 inline-flex h-11 items-center gap-3 rounded-sm px-2 text-xs font-medium tracking-[0.24em] uppercase transition-opacity hover:opacity-75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      trigger={
        <>
          <span className="hidden sm:inline">Menu</span>
          <LineIcon strokeWidth={1.5} className="size-6">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </LineIcon>
          <span className="sr-only sm:hidden">Open menu</span>
        </>
      }
      dialogClassName="surface-dark fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-none p-0 backdrop:bg-black/60 open:flex open:animate-slide-in-right open:flex-col sm:max-w-lg"
    >
      <div className="flex h-16 shrink-0 items-center justify-between px-6 md:h-20 md:px-12">
        <h2 id="site-menu-title" className="font-sans text-xs font-medium tracking-[0.24em] text-white/70 uppercase">
          Menu
        </h2>
        <button
          type="button"
          data-menu-close=""
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-sm text-white transition-opacity hover:opacity-75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <LineIcon strokeWidth={1.5} className="size-6">
            <path d="M6 6l12 12M18 6L6 18" />
          </LineIcon>
          <span className="sr-only">Close menu</span>
        </button>
      </div>

      <nav aria-label="Main" className="flex flex-1 flex-col overflow-y-auto px-6 pt-6 pb-10 md:px-12 md:pt-10">
        <ul className="flex flex-col gap-3 md:gap-4">
          {talentLinks.map((link) => (
            <li key={link.href}>
              <MenuLink link={link} size="lg" />
            </li>
          ))}
        </ul>
        <ul className="mt-10 flex flex-col gap-4 border-t border-white/20 pt-8">
          {[...agencyLinks, loginLink].map((link) => (
            <li key={link.href}>
              <MenuLink link={link} size="sm" />
            </li>
          ))}
        </ul>
        <p className="mt-auto pt-12 font-display text-sm tracking-[0.2em] text-white/70 uppercase">{companyName}</p>
      </nav>
    </MenuDialog>
  );
}
