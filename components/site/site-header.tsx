import Link from "next/link";
import { ShortlistLink } from "./shortlist-link";
import { SiteMenu } from "./site-menu";
import type { BrandProps } from "./brand-mark";
import { Wordmark } from "./wordmark";
import { AGENCY_NAME } from "@/lib/domain/brand";
import { headerLinks } from "@/lib/domain/nav-links";

/**
 * The public site's header, a server component: the brand linked to `/`, the boards and the journal from 1024 px (one
 * click away, as on every agency's site; `.site-nav`, app/chrome.css), the shortlist with its count (the one island)
 * and the menu button, which holds everything on a phone and the agency's other pages on a desktop.
 */
export function SiteHeader({ companyName = AGENCY_NAME, logoUrl, logoAlt }: BrandProps) {
  return (
    <header className="site-header">
      <div className="site-bar">
        <Wordmark companyName={companyName} logoUrl={logoUrl} logoAlt={logoAlt} />
        <nav aria-label="Boards" className="site-nav">
          <ul>
            {headerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <ShortlistLink />
          <SiteMenu companyName={companyName} />
        </div>
      </div>
    </header>
  );
}
