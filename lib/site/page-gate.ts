// The site's 404s, answered by proxy.ts before a page renders. Next 16 answers a `notFound()` thrown while a page
// renders with an empty error document (no `lang`, no heading; the not-found page only appears once the scripts run,
// vercel/next.js#95613), while an address no route matches gets the prerendered not-found page, whole, with a 404.
// So an address that names nothing is rewritten to such an address here: an unknown one-segment path, listing or
// letter (no database needed), an unknown or hidden talent, an unknown journal category, or a post that is not
// published. The pages still call `notFound()` for what changes between this check and their render (a post's
// "Article not found.", app/(site)/blog/[slug]/not-found.tsx, is left for that moment and for the API's answer).

import { NextResponse, type NextRequest } from "next/server";
import { letters } from "@/lib/domain/listing-params";
import { listingSlugs } from "@/lib/domain/talent-categories";
import { KnownSet } from "@/lib/known-set";

/**
 * An address no route matches, so Next answers it with the prerendered not-found page and a 404. Not Next's own
 * `/_not-found`: a rewrite to that one is proxied as if it were another host when the server listens on a named
 * address (`-H 127.0.0.1`), and fails.
 */
export const NOT_FOUND_PATH = "/not-found/no/such/page";

/** One-segment pages that are not listings (a test compares it with the app folder; `/blog` is rewritten before). */
export const sitePages = [
  "about",
  "apply",
  "book-talent",
  "contact",
  "cookie-policy",
  "pending-approval",
  "privacy-policy",
  "register",
  "shortlist",
  "terms-conditions",
  "login",
  "forgot-password",
  "reset-password",
  "admin",
  "dashboard",
] as const;

const known = new Set<string>([...sitePages, ...listingSlugs]);

const talents = new KnownSet(async () => {
  const { readPublicTalentIds } = await import("@/lib/services/talents");
  return (await readPublicTalentIds()).map(String);
});
const posts = new KnownSet(async () => {
  const { readPublishedPostKeys } = await import("@/lib/services/content");
  return readPublishedPostKeys();
});
const categories = new KnownSet(async () => {
  const { readBlogCategorySlugs } = await import("@/lib/services/content");
  return readBlogCategorySlugs();
});

const notFound = (req: NextRequest) => NextResponse.rewrite(new URL(NOT_FOUND_PATH, req.nextUrl));

/** Whether a lookup says the value is missing; a database error lets the page decide (it checks again). */
async function missing(set: KnownSet, value: string): Promise<boolean> {
  try {
    return !(await set.has(value));
  } catch {
    return false;
  }
}

/**
 * The proxy's answer for a public page's address: a rewrite to the not-found page when the address names nothing,
 * otherwise null (the proxy goes on). Paths with a dot are files (`/robots.txt`, `/favicon.png`) and pass.
 */
export async function sitePageGate(req: NextRequest): Promise<NextResponse | null> {
  const segments = req.nextUrl.pathname.split("/").slice(1);
  const [first, second, third] = segments;
  if (!first || first.includes(".")) return null;
  if (segments.length === 1) return known.has(first) ? null : notFound(req);
  if (segments.length === 3 && second === "letter" && (listingSlugs as readonly string[]).includes(first)) {
    return letters.includes(third.toUpperCase()) ? null : notFound(req);
  }
  if (segments.length === 2 && first === "talent") {
    return /^\d{1,9}$/.test(second) && !(await missing(talents, String(Number(second)))) ? null : notFound(req);
  }
  // A post by slug or id, as its page reads it (lib/services/blog.ts getPublishedPost).
  if (segments.length === 2 && first === "blog") {
    const key = decodeURIComponent(second).trim().toLowerCase();
    return /^[a-z0-9-]{1,200}$/.test(key) && !(await missing(posts, key)) ? null : notFound(req);
  }
  return null;
}

/** `/blog?category=x` for a category that does not exist: the not-found page, else null. */
export async function journalCategoryGate(req: NextRequest, category: string): Promise<NextResponse | null> {
  if (category === "all") return null;
  return (await missing(categories, category)) ? notFound(req) : null;
}
