import Link from "next/link";
import { packageMessages } from "@/lib/domain/packages";

/**
 * What an expired or revoked package link shows (with a 410): the same words either way, so the page does not say
 * which, and a way to reach the agency.
 */
export function PackageGone() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <p className="eyebrow text-accent">Private selection</p>
      <h1 className="mt-6 max-w-2xl text-4xl md:text-5xl">{packageMessages.gone}</h1>
      <p className="mt-4 max-w-md text-base text-muted-foreground">
        The link you followed has expired or was withdrawn. If you would still like to see these talents, or others, get in touch and we will send
        you a new selection.
      </p>
      <Link href="/contact" className="mt-10 inline-flex h-12 items-center bg-primary px-6 text-sm font-medium text-primary-foreground hover:bg-primary/85">
        Contact the agency
      </Link>
    </section>
  );
}
