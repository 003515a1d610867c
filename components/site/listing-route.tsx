import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/lib/not-found-metadata";
import { boardHeightRange, countListing, countWithoutEachFilter, LISTING_PAGE_SIZE, listTalentCards, searchTalentCards } from "@/lib/services/talents";
import { isListingSlug, listings, type ListingSlug, type TalentCategory } from "@/lib/domain/talent-categories";
import { listingPagePath, parseListingPage } from "@/lib/domain/listing-params";
import { letters, type ListingFilters } from "@/lib/validation/talents";
import { ListingEmpty } from "./listing-empty";
import { pageMetadata } from "@/lib/site/page-metadata";
import { ListingPage } from "./listing-page";
import { siteSetting, siteTexts } from "@/lib/site/site-settings";

type ListingParams = { listing: string; letter?: string; page?: string };
type CheckedListing = { slug: ListingSlug; letter?: string; page: number };

/** The route params of a listing, checked: null for an unknown slug, letter or page number. */
function checkListing(params: ListingParams): CheckedListing | null {
  if (!isListingSlug(params.listing)) return null;
  const page = params.page === undefined ? 1 : parseListingPage(params.page);
  if (page === null) return null;
  if (params.letter === undefined) return { slug: params.listing, page };
  // Lower-case letters are the canonical URLs; /female-models/letter/A is accepted too.
  const letter = params.letter.toUpperCase();
  return letters.includes(letter) ? { slug: params.listing, letter, page } : null;
}

/** The same for a page's body: an unknown slug or letter is the 404 page (metadata uses `checkListing`). */
export function resolveListing(params: ListingParams): CheckedListing {
  return checkListing(params) ?? notFound();
}

/** Whether a page past the first exists: a page after the last is a 404, answered from the cached count. */
async function pageExists(category: TalentCategory, letter: string | undefined, page: number): Promise<boolean> {
  return page === 1 || (page - 1) * LISTING_PAGE_SIZE < (await countListing(category, letter));
}

async function listingTexts(slug: ListingSlug) {
  const { category, subtitle } = listings[slug];
  const texts = await siteTexts({ title: "Our Models", subtitle });
  const content = await siteSetting("content");
  return { title: content["listing.title"]?.trim() || texts.title, subtitle: content[`listing.${category}.subtitle`]?.trim() || texts.subtitle };
}

export async function listingMetadata(params: ListingParams): Promise<Metadata> {
  const route = checkListing(params);
  if (!route) return notFoundMetadata;
  const { slug, letter, page } = route;
  const { label } = listings[slug];
  if (!(await pageExists(listings[slug].category, letter, page))) return notFoundMetadata;
  const { subtitle } = await listingTexts(slug);
  const path = listingPagePath(slug, letter, page);
  const title = `${letter ? `${label}: ${letter}` : label}${page > 1 ? `, page ${page}` : ""}`;
  return pageMetadata({ title, description: letter ? `${label} whose names start with ${letter}. ${subtitle}` : subtitle, path });
}

export async function ListingRoute({ slug, letter, page = 1 }: { slug: ListingSlug; letter?: string; page?: number }) {
  const category = listings[slug].category;
  if (!(await pageExists(category, letter, page))) notFound();
  const [{ title, subtitle }, result, heights] = await Promise.all([listingTexts(slug), listTalentCards(category, letter, page), boardHeightRange(category)]);
  return (
    <ListingPage
      slug={slug}
      title={title}
      subtitle={subtitle}
      letter={letter}
      talents={result.data}
      total={result.total}
      paging={{ page: result.page, lastPage: result.last_page, hrefFor: (p) => listingPagePath(slug, letter, p) }}
      heights={heights}
    />
  );
}

/**
 * A filtered listing (`/female-models?hair=blonde`, rewritten by proxy.ts to `/{listing}/search`): one page per
 * category for search engines, so it points its canonical link at the unfiltered listing and asks not to be indexed.
 */
export async function filteredListingMetadata(params: { listing: string }): Promise<Metadata> {
  const route = checkListing(params);
  if (!route) return notFoundMetadata;
  const base = await listingMetadata(params);
  return { ...base, title: `${listings[route.slug].label}: filtered`, robots: { index: false, follow: true } };
}

export async function FilteredListingRoute({ slug, filters, page = 1, query }: { slug: ListingSlug; filters: ListingFilters; page?: number; query?: URLSearchParams }) {
  const category = listings[slug].category;
  const [{ title, subtitle }, result, heights] = await Promise.all([listingTexts(slug), searchTalentCards(category, filters, page), boardHeightRange(category)]);
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(query);
    if (p > 1) next.set("page", String(p));
    else next.delete("page");
    return `/${slug}?${next.toString()}#results`;
  };
  const counts = result.total === 0 ? await countWithoutEachFilter(category, filters) : [];
  return (
    <ListingPage
      slug={slug}
      title={title}
      subtitle={subtitle}
      letter={filters.letter}
      talents={result.data}
      total={result.total}
      paging={{ page: result.page, lastPage: result.last_page, hrefFor }}
      filters={filters}
      heights={heights}
      empty={counts.length ? <ListingEmpty slug={slug} filters={filters} counts={counts} /> : undefined}
    />
  );
}
