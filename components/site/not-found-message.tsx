import { buttonClassName } from "@/components/ui/button";
import { boardLinks } from "@/lib/domain/talent-categories";

/**
 * The words of every 404 page: the site's (app/(site)/not-found.tsx, inside the site's header and footer) and the
 * root one for addresses outside the site's routes (app/not-found.tsx, with its own wordmark). The site's look: a
 * small tracked label, the heading in the display serif, a short line in the sans, the way home and to the boards.
 * Plain anchors: no client component, so it adds nothing to a page's JavaScript. The package link's 410 page
 * (lib/packages/gone-page.ts) is drawn to the same measures.
 */
export function NotFoundMessage() {
  return (
    <div className="container-page flex min-h-[60svh] flex-1 flex-col items-start justify-center py-20 md:py-32">
      <p className="eyebrow text-muted-foreground">Error 404</p>
      <h1 className="mt-5 max-w-3xl text-5xl leading-[1.02] md:text-7xl">Oops! Page not found</h1>
      <p className="mt-6 max-w-md text-base leading-relaxed text-muted-foreground">This address leads nowhere. The talent or story may have moved.</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client component in a 404 page */}
      <a href="/" className={buttonClassName({ size: "xl", className: "mt-10" })}>
        Return to Home
      </a>
      <ul className="mt-12 flex flex-wrap gap-x-8 gap-y-2 border-t border-border pt-6">
        {boardLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="inline-flex h-11 items-center text-xs font-medium tracking-[0.2em] uppercase hover:text-accent">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const notFoundTitle = "Page not found";
