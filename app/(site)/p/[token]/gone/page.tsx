import type { Metadata } from "next";
import { PackageGone } from "@/components/packages/package-gone";

export const metadata: Metadata = { title: "Selection no longer available", robots: { index: false, follow: false } };

/**
 * What `/p/{token}` shows for an expired or revoked link: proxy.ts rewrites such a request here with a 410 (a rewrite
 * to the page's own URL made Next proxy the request to itself under the custom server). It says nothing about the link.
 */
export default function PackageGonePage() {
  return <PackageGone />;
}
