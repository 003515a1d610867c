import type { Metadata } from "next";
import { NotFoundMessage, notFoundTitle } from "@/components/site/not-found-message";
import { AGENCY_NAME } from "@/lib/domain/brand";

export const metadata: Metadata = { title: notFoundTitle, robots: { index: false } };

/**
 * The 404 page for an address no route matches (the site's own pages have app/(site)/not-found.tsx, inside their
 * chrome). It stands alone with the wordmark: plain anchors, no client component, so nothing ships again apart from
 * the site layout's copy.
 */
export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="container-page flex h-16 items-center md:h-20">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above: no client component in the root */}
        <a href="/" className="font-display text-lg leading-none tracking-[0.2em] whitespace-nowrap uppercase md:text-xl">
          {AGENCY_NAME}
        </a>
      </header>
      <main className="flex flex-1 flex-col">
        <NotFoundMessage />
      </main>
    </div>
  );
}
