import "server-only";
import { env } from "@/lib/env";

/** The public origin used for canonical URLs, Open Graph, JSON-LD and the sitemap (APP_URL, else localhost:3000). */
export function siteOrigin(): string {
  return (env().APP_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}

/** An absolute URL of a site path or an already absolute URL. */
export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteOrigin()}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
