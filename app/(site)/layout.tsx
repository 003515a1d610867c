import type { Metadata } from "next";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { siteSetting, siteText } from "@/lib/site/site-settings";

export async function generateMetadata(): Promise<Metadata> {
  const brand = await siteSetting("logo-icon");
  return brand.favicon ? { icons: { icon: brand.favicon } } : {};
}

/**
 * The public site's chrome: skip link, header with the slide-out menu, the page, the footer. The brand and the
 * social links come from the logo-icon and social-media settings, so an admin's change shows everywhere.
 */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [brand, social, tagline] = await Promise.all([
    siteSetting("logo-icon"),
    siteSetting("social-media"),
    siteText("footer.tagline", "A modelling and talent agency for distinctive faces."),
  ]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <SiteHeader companyName={brand.companyName} logoUrl={brand.mainLogo || null} logoAlt={brand.logoAlt || brand.companyName} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter
        companyName={brand.companyName}
        copyright={brand.copyrightText || undefined}
        tagline={tagline}
        socialLinks={social.items.map((item) => ({ platform: item.platform, url: item.url }))}
      />
    </div>
  );
}
