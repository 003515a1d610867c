import { siteSetting } from "@/lib/site/site-settings";

/**
 * `/favicon.ico`, which browsers ask for on every page that names no icon (sign-in, dashboard, admin): the
 * agency's favicon from the logo-icon setting when one is set, else a plain monogram, so it never answers 404.
 */
const fallback = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#111"/><text x="32" y="44" font-family="Georgia,serif" font-size="36" fill="#fff" text-anchor="middle">M</text></svg>`;

export async function GET(): Promise<Response> {
  const { favicon } = await siteSetting("logo-icon");
  if (favicon) return new Response(null, { status: 307, headers: { Location: favicon, "Cache-Control": "public, max-age=3600" } });
  return new Response(fallback, { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=3600" } });
}
