import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listTalentCards } from "@/lib/services/talents";
import { isListingSlug, letters, listings, type ListingSlug } from "@/lib/validation/talents";
import { ListingPage } from "./listing-page";
import { siteSetting, siteTexts } from "./site-settings";

/** The route params of a listing, checked: an unknown slug or letter is the 404 page. */
export function resolveListing(params: { listing: string; letter?: string }): { slug: ListingSlug; letter?: string } {
  if (!isListingSlug(params.listing)) notFound();
  if (params.letter === undefined) return { slug: params.listing };
  // Lower-case letters are the canonical URLs; /female-models/letter/A is accepted too.
  const letter = params.letter.toUpperCase();
  if (!letters.includes(letter)) notFound();
  return { slug: params.listing, letter };
}

async function listingTexts(slug: ListingSlug) {
  const { category, subtitle } = listings[slug];
  const texts = await siteTexts({ title: "Our Models", subtitle });
  const content = await siteSetting("content");
  return { title: content["listing.title"]?.trim() || texts.title, subtitle: content[`listing.${category}.subtitle`]?.trim() || texts.subtitle };
}

export async function listingMetadata(slug: ListingSlug, letter?: string): Promise<Metadata> {
  const { label } = listings[slug];
  const { subtitle } = await listingTexts(slug);
  const path = letter ? `/${slug}/letter/${letter.toLowerCase()}` : `/${slug}`;
  const title = letter ? `${label}: ${letter}` : label;
  return {
    title,
    description: letter ? `${label} whose names start with ${letter}. ${subtitle}` : subtitle,
    alternates: { canonical: path },
    openGraph: { title, description: subtitle, url: path },
  };
}

export async function ListingRoute({ slug, letter }: { slug: ListingSlug; letter?: string }) {
  const [{ title, subtitle }, result] = await Promise.all([listingTexts(slug), listTalentCards(listings[slug].category, letter)]);
  return <ListingPage slug={slug} title={title} subtitle={subtitle} letter={letter} talents={result.data} />;
}
