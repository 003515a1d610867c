import Link from "next/link";
import { agencyLinks, legalLinks, talentLinks, type NavLink } from "@/lib/domain/nav-links";
import { describePlatform, SOCIAL_SPRITE } from "@/lib/domain/social-platforms";
import { AGENCY_NAME } from "@/lib/domain/brand";

type SocialLink = { platform: string; url: string };

const DEFAULT_SOCIAL_LINKS: SocialLink[] = [{ platform: "instagram", url: "https://www.instagram.com/" }];

type SiteFooterProps = {
  companyName?: string;
  /** Defaults to "© {year} {companyName}. All rights reserved." */
  copyright?: string;
  /** The line under the brand (the content setting's `footer.tagline`). */
  tagline?: string;
  /** External profiles, e.g. from the social-media setting. Only http(s) URLs are rendered. */
  socialLinks?: readonly SocialLink[];
};

function FooterColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="footer-heading">{title}</h2>
      <ul className="footer-links">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({
  companyName = AGENCY_NAME,
  copyright,
  tagline = "A modelling and talent agency for fashion, editorial and commercial work.",
  socialLinks = DEFAULT_SOCIAL_LINKS,
}: SiteFooterProps) {
  const year = new Date().getFullYear();
  const copyrightText = copyright ?? `© ${year} ${companyName}. All rights reserved.`;
  const social = socialLinks.filter((link) => /^https?:\/\//i.test(link.url));

  return (
    <footer className="surface-dark">
      <div className="container-page py-16 md:py-20">
        <div className="grid gap-12 md:grid-cols-12">
          <div className="md:col-span-4">
            <Link href="/" className="font-display text-2xl tracking-[0.2em] uppercase md:text-3xl">
              {companyName}
            </Link>
            <p className="mt-5 max-w-xs text-sm leading-relaxed text-white/70">{tagline}</p>
          </div>
          <div className="grid grid-cols-2 gap-10 sm:grid-cols-4 md:col-span-8">
            <FooterColumn title="Talent" links={talentLinks} />
            <FooterColumn title="Agency" links={agencyLinks} />
            <FooterColumn title="Legal" links={legalLinks} />
            {social.length > 0 && (
              <div>
                <h2 className="footer-heading">Follow</h2>
                <ul className="footer-links">
                  {social.map((link, i) => {
                    const { label, icon } = describePlatform(link.platform);
                    return (
                      // A fixed list from the settings, rendered on the server only: its place is its key.
                      <li key={i}>
                        <a href={link.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2">
                          <svg aria-hidden="true" className="size-4">
                            <use href={`${SOCIAL_SPRITE}#${icon}`} />
                          </svg>
                          {label}
                          <span className="sr-only">(opens in a new tab)</span>
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </div>
        </div>
        <div className="footer-base">
          <p>{copyrightText}</p>
          <p>Modelling &amp; Talent Agency</p>
        </div>
      </div>
    </footer>
  );
}
