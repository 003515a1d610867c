import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { packageMessages } from "@/lib/domain/packages";

/**
 * What the package page shows for an expired or revoked link if it renders one (proxy.ts normally answers such a link
 * first, with the same words and a 410, lib/packages/gone-page.ts): the same words and measures either way, those of
 * the site's 404 (components/site/not-found-message.tsx), and a way to reach the agency.
 */
export function PackageGone() {
  return (
    <section className="container-page flex min-h-[60svh] flex-col items-start justify-center py-20 md:py-32">
      <p className="eyebrow text-muted-foreground">Private selection</p>
      <h1 className="mt-5 max-w-3xl text-5xl leading-[1.02] md:text-7xl">{packageMessages.gone}</h1>
      <p className="mt-6 max-w-md text-base leading-relaxed text-muted-foreground">{packageMessages.goneDetail}</p>
      <Link href="/contact" className={buttonClassName({ size: "xl", className: "mt-10" })}>
        {packageMessages.goneContact}
      </Link>
    </section>
  );
}
