import Link from "next/link";
import { Picture } from "./picture";
import { cn } from "@/lib/utils";
import { AGENCY_NAME } from "@/lib/domain/brand";

export type BrandProps = {
  companyName?: string;
  /** A logo image from the settings; without it the company name is set as a typographic wordmark. */
  logoUrl?: string | null;
  logoAlt?: string | null;
};

type WordmarkProps = BrandProps & { className?: string; href?: string; onClick?: () => void };

/** The brand, linked to the home page. Inherits its colour, so it works on light and dark grounds. */
export function Wordmark({ companyName = AGENCY_NAME, logoUrl, logoAlt, className, href = "/", onClick }: WordmarkProps) {
  return (
    <Link
      href={href}
      onClick={onClick}
      className={cn(
        "inline-flex items-center font-display text-lg leading-none font-medium tracking-[0.2em] whitespace-nowrap uppercase md:text-[1.375rem]",
        className,
      )}
    >
      {logoUrl ? (
        <Picture
          src={logoUrl}
          alt={logoAlt || companyName}
          width={160}
          height={40}
          unoptimized={logoUrl.endsWith(".svg")}
          // A dark logo turns white over the home page's hero while the header is transparent.
          className="h-8 w-auto object-contain transition-[filter] duration-300 group-data-[transparent]/header:[filter:invert(1)] md:h-9"
          // Above the fold on every page, but small: loaded at once without taking priority over the page's photo.
          loading="eager"
        />
      ) : (
        companyName
      )}
    </Link>
  );
}
