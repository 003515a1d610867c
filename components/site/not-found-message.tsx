import { buttonClassName } from "@/components/ui/button";

/**
 * The words of every 404 page: the site's (app/(site)/not-found.tsx, inside the site's header and footer) and the
 * root one for addresses outside the site's routes (app/not-found.tsx, with its own wordmark). A plain anchor home:
 * no client component, so it adds nothing to a page's JavaScript.
 */
export function NotFoundMessage() {
  return (
    <div className="container-page flex min-h-[60svh] flex-1 flex-col items-center justify-center py-16 text-center">
      <p aria-hidden="true" className="font-display text-[7rem] leading-none text-accent sm:text-[10rem]">
        404
      </p>
      <h1 className="mt-6 text-4xl md:text-5xl">Oops! Page not found</h1>
      <p className="mt-4 max-w-md text-base text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client component in a 404 page */}
      <a href="/" className={buttonClassName({ size: "xl", className: "mt-10" })}>
        Return to Home
      </a>
    </div>
  );
}

export const notFoundTitle = "Page not found";
