import type { Metadata } from "next";

/**
 * What a page's `generateMetadata` answers when the thing it names does not exist. It must not call `notFound()`
 * itself: Next streams a page's metadata after its shell, so a `notFound()` thrown there answers the 404 with an empty
 * error document (no `lang`, no heading) and the site's chrome is rendered twice once the scripts run. The page's own
 * component calls `notFound()`, and the not-found page renders in place, once, server-side.
 */
export const notFoundMetadata: Metadata = { title: "Page not found", robots: { index: false, follow: false } };
