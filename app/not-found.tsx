import type { Metadata } from "next";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { Wordmark } from "@/components/site/wordmark";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

/** The 404 page for any unknown path and every `notFound()`; it stands alone, outside the site chrome. */
export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="container-page flex h-16 items-center md:h-20">
        <Wordmark />
      </header>
      <main className="container-page flex flex-1 flex-col items-center justify-center py-16 text-center">
        <p aria-hidden="true" className="font-display text-[7rem] leading-none text-accent sm:text-[10rem]">
          404
        </p>
        <h1 className="mt-6 text-4xl md:text-5xl">Oops! Page not found</h1>
        <p className="mt-4 max-w-md text-base text-muted-foreground">
          The page you are looking for does not exist or has moved.
        </p>
        <Link href="/" className={buttonClassName({ size: "xl", className: "mt-10" })}>
          Return to Home
        </Link>
      </main>
    </div>
  );
}
