import Link from "next/link";
import { packageMessages } from "@/lib/domain/packages";

/**
 * What the package page shows for an expired or revoked link if it renders one (proxy.ts normally answers such a link
 * first, with the same words and a 410, lib/packages/gone-page.ts): the same words either way, and a way to reach
 * the agency.
 */
export function PackageGone() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <p className="eyebrow text-accent">Private selection</p>
      <h1 className="mt-6 max-w-2xl text-4xl md:text-5xl">{packageMessages.gone}</h1>
      <p className="mt-4 max-w-md text-base text-muted-foreground">
        {packageMessages.goneDetail}
      </p>
      <Link href="/contact" className="mt-10 inline-flex h-12 items-center bg-primary px-6 text-sm font-medium text-primary-foreground hover:bg-primary/85">
        {packageMessages.goneContact}
      </Link>
    </section>
  );
}
