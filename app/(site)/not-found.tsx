import type { Metadata } from "next";
import { NotFoundMessage, notFoundTitle } from "@/components/site/not-found-message";

export const metadata: Metadata = { title: notFoundTitle, robots: { index: false } };

/**
 * The 404 of the site's pages (an unknown talent, listing, letter or package link): inside the site's layout, so the
 * header and footer render once, on the server.
 */
export default function SiteNotFound() {
  return <NotFoundMessage />;
}
