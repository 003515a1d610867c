import type { Metadata } from "next";
import { buttonClassName } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

/**
 * The 404 page for any unknown path and every `notFound()`; it stands alone, outside the site chrome. Plain anchors
 * rather than `next/link`: this page belongs to the root layout, and a client component here would ship again,
 * apart from the site layout's copy, with every public page (Turbopack does not share it between the two).
 */
export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="container-page flex h-16 items-center md:h-20">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above: no client component in the root */}
        <a href="/" className="font-display text-lg leading-none tracking-[0.2em] whitespace-nowrap uppercase md:text-xl">
          Maison Talent
        </a>
      </header>
      <main className="container-page flex flex-1 flex-col items-center justify-center py-16 text-center">
        <p aria-hidden="true" className="font-display text-[7rem] leading-none text-accent sm:text-[10rem]">
          404
        </p>
        <h1 className="mt-6 text-4xl md:text-5xl">Oops! Page not found</h1>
        <p className="mt-4 max-w-md text-base text-muted-foreground">
          The page you are looking for does not exist or has moved.
        </p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above: no client component in the root */}
        <a href="/" className={buttonClassName({ size: "xl", className: "mt-10" })}>
          Return to Home
        </a>
      </main>
    </div>
  );
}
