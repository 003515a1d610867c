import { HeaderFrame } from "./header-frame";
import { ShortlistLink } from "./shortlist-link";
import { SiteMenu } from "./site-menu";
import type { BrandProps } from "./brand-mark";
import { Wordmark } from "./wordmark";
import { AGENCY_NAME } from "@/lib/domain/brand";

type SiteHeaderProps = BrandProps & {
  /** Paths where the header floats transparent over a full-bleed hero. The page must then start with a dark hero. */
  overlayPaths?: readonly string[];
};

/** The public site's header: the brand linked to `/` and the menu button. Brand props come from the settings later. */
export function SiteHeader({ companyName = AGENCY_NAME, logoUrl, logoAlt, overlayPaths = ["/"] }: SiteHeaderProps) {
  return (
    <HeaderFrame overlayPaths={overlayPaths}>
      <Wordmark companyName={companyName} logoUrl={logoUrl} logoAlt={logoAlt} />
      <div className="flex items-center gap-1"><ShortlistLink /><SiteMenu companyName={companyName} /></div>
    </HeaderFrame>
  );
}
