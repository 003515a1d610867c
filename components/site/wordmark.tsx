import Link from "next/link";
import { BrandMark, brandClassName, type BrandProps } from "./brand-mark";

type WordmarkProps = BrandProps & { className?: string; href?: string; onClick?: () => void };

/** The brand, linked to the home page. Inherits its colour, so it works on light and dark grounds. */
export function Wordmark({ companyName, logoUrl, logoAlt, className, href = "/", onClick }: WordmarkProps) {
  return (
    <Link href={href} onClick={onClick} className={brandClassName(className)}>
      <BrandMark companyName={companyName} logoUrl={logoUrl} logoAlt={logoAlt} />
    </Link>
  );
}
