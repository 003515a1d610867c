import { Picture } from "./picture";
import { cn } from "@/lib/utils";
import { AGENCY_NAME } from "@/lib/domain/brand";

export type BrandProps = {
  companyName?: string;
  /** A logo image from the settings; without it the company name is set as a typographic wordmark. */
  logoUrl?: string | null;
  logoAlt?: string | null;
};

/** The brand link's look, whichever link element carries it. */
export function brandClassName(className?: string): string {
  return cn(
    "inline-flex items-center font-display text-lg leading-none font-medium tracking-[0.2em] whitespace-nowrap uppercase md:text-[1.375rem]",
    className,
  );
}

/** The brand itself: the logo from the settings, or the company name set as a typographic wordmark. */
export function BrandMark({ companyName = AGENCY_NAME, logoUrl, logoAlt }: BrandProps) {
  return logoUrl ? (
    <Picture
      src={logoUrl}
      alt={logoAlt || companyName}
      width={160}
      height={40}
      unoptimized={logoUrl.endsWith(".svg")}
      className="h-8 w-auto object-contain md:h-9"
      // Above the fold on every page, but small: loaded at once without taking priority over the page's photo.
      loading="eager"
    />
  ) : (
    companyName
  );
}

/**
 * The brand as a plain link to the home page (a whole page load), for the sign-in screens, which ship without
 * next/link (app/(auth)/layout.tsx). Everywhere else the brand is `Wordmark`.
 */
export function PlainWordmark({ className }: { className?: string }) {
  return (
    <a href="/" className={brandClassName(className)}>
      <BrandMark />
    </a>
  );
}
