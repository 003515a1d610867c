import { AGENCY_NAME } from "@/lib/domain/brand";

/**
 * An address with a malformed percent-escape (`/p/%ZZ`) cannot be decoded, and Next 16 answers one in a dynamic
 * segment with a bare, unlogged "Internal Server Error" (its router wants a `/400` page the App Router does not have).
 * proxy.ts answers it first with a 400: the API's envelope under `/api/`, this page elsewhere. The page stands
 * alone, as the root not-found page does (app/not-found.tsx), since no route can render for an address that does
 * not decode.
 */
export function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export const MALFORMED_ADDRESS_MESSAGE = "The address is malformed.";

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Bad request — ${AGENCY_NAME}</title>
<style>
body{margin:0;min-height:100dvh;display:flex;flex-direction:column;font-family:ui-sans-serif,system-ui,sans-serif;color:#111;background:#fff}
header{padding:1.5rem 1.25rem}
header a{font-family:Georgia,serif;letter-spacing:.2em;text-transform:uppercase;color:inherit;text-decoration:none}
main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:4rem 1.25rem}
p.code{font-family:Georgia,serif;font-size:7rem;line-height:1;margin:0;color:#8a6d3b}
h1{font-family:Georgia,serif;font-weight:400;font-size:2.25rem;margin:1.5rem 0 0}
main a{margin-top:2.5rem;display:inline-block;padding:.9rem 2rem;background:#111;color:#fff;text-decoration:none;letter-spacing:.2em;text-transform:uppercase;font-size:.75rem}
</style>
</head>
<body>
<header><a href="/">${AGENCY_NAME}</a></header>
<main>
<p class="code" aria-hidden="true">400</p>
<h1>Bad request</h1>
<p>${MALFORMED_ADDRESS_MESSAGE} Check the link, or start again from the home page.</p>
<a href="/">Return to Home</a>
</main>
</body>
</html>
`;

/** The site's 400 page for an address that does not decode. */
export function malformedAddressPage(): Response {
  return new Response(page, { status: 400, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
