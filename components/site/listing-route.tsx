import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/lib/not-found-metadata";
import { boardHeightRange, countWithoutEachFilter, listTalentCards, searchTalentCards } from "@/lib/services/talents";
import { isListingSlug, listings, type ListingSlug } from "@/lib/domain/talent-categories";
import { letters, type ListingFilters } from "@/lib/validation/talents";
import { ListingEmpty } from "./listing-empty";
import { pageMetadata } from "@/lib/site/page-metadata";
import { ListingPage } from "./listing-page";
import { siteSetting, siteTexts } from "@/lib/site/site-settings";

/** The route params of a listing, checked: null for an unknown slug or letter. */
function checkListing(params: { listing: string; letter?: string }): { slug: ListingSlug; letter?: string } | null {
  if (!isListingSlug(params.listing)) return null;
  if (params.letter === undefined) return { slug: params.listing };
  // Lower-case letters are the canonical URLs; /female-models/letter/A is accepted too.
  const letter = params.letter.toUpperCase();
  return letters.includes(letter) ? { slug: params.listing, letter } : null;
}

/** The same for a page's body: an unknown slug or letter is the 404 page (metadata uses `checkListing`). */
export function resolveListing(params: { listing: string; letter?: string }): { slug: ListingSlug; letter?: string } {
  return checkListing(params) ?? notFound();
}

async function listingTexts(slug: ListingSlug) {
  const { category, subtitle } = listings[slug];
  const texts = await siteTexts({ title: "Our Models", subtitle });
  const content = await siteSetting("content");
  return { title: content["listing.title"]?.trim() || texts.title, subtitle: content[`listing.${category}.subtitle`]?.trim() || texts.subtitle };
}

export async function listingMetadata(params: { listing: string; letter?: string }): Promise<Metadata> {
  const route = checkListing(params);
  if (!route) return notFoundMetadata;
  const { slug, letter } = route;
  const { label } = listings[slug];
  const { subtitle } = await listingTexts(slug);
  const path = letter ? `/${slug}/letter/${letter.toLowerCase()}` : `/${slug}`;
  const title = letter ? `${label}: ${letter}` : label;
  return pageMetadata({ title, description: letter ? `${label} whose names start with ${letter}. ${subtitle}` : subtitle, path });
}

export async function ListingRoute({ slug, letter }: { slug: ListingSlug; letter?: string }) {
  const category = listings[slug].category;
  const [{ title, subtitle }, result, heights] = await Promise.all([listingTexts(slug), listTalentCards(category, letter), boardHeightRange(category)]);
  return <ListingPage slug={slug} title={title} subtitle={subtitle} letter={letter} talents={result.data} heights={heights} />;
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

export async function FilteredListingRoute({ slug, filters }: { slug: ListingSlug; filters: ListingFilters }) {
  const category = listings[slug].category;
  const [{ title, subtitle }, result, heights] = await Promise.all([listingTexts(slug), searchTalentCards(category, filters), boardHeightRange(category)]);
  const counts = result.total === 0 ? await countWithoutEachFilter(category, filters) : [];
  return (
    <ListingPage
      slug={slug}
      title={title}
      subtitle={subtitle}
      letter={filters.letter}
      talents={result.data}
      total={result.total}
      filters={filters}
      heights={heights}
      empty={counts.length ? <ListingEmpty slug={slug} filters={filters} counts={counts} /> : undefined}
    />
  );
}
