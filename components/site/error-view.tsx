// Plain elements and an inline icon: this view is in the first load of every page (the root error boundary), so it
// brings no component library with it.

type ErrorViewProps = { error: unknown; onRetry: () => void };

/**
 * The router's fallback error page ("Unexpected Application Error!") of app/error.tsx, which catches what fails in
 * any page or layout below the root one. The root layout reads nothing at run time (no data, no settings), so the app
 * has no global-error.tsx of its own: it would be first-load JavaScript on every page for a failure that cannot
 * happen. A plain anchor goes home so it works even when the client router is what broke.
 */
export function ErrorView({ error, onRetry }: ErrorViewProps) {
  const digest =
    typeof error === "object" && error !== null && "digest" in error && typeof error.digest === "string"
      ? error.digest
      : null;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 py-16 text-center">
      <p className="font-sans text-xs font-medium tracking-[0.24em] text-accent uppercase">Something went wrong</p>
      <h1 className="mt-6 max-w-2xl font-display text-4xl md:text-5xl">Unexpected Application Error!</h1>
      <p className="mt-4 max-w-md text-base text-muted-foreground">
        We could not display this page. Please try again, or return to the home page.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-sm bg-primary px-6 text-sm font-medium text-primary-foreground transition-colors hover:bg-primary/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="size-4">
            <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
            <path d="M3 3v5h5" />
          </svg>
          Try Again
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load recovers from a broken client state */}
        <a href="/" className="inline-flex h-12 items-center px-6 text-sm font-medium underline underline-offset-4 hover:text-accent">
          Return to Home
        </a>
      </div>
      {digest && <p className="mt-10 text-xs text-muted-foreground">Reference: {digest}</p>}
    </main>
  );
}
