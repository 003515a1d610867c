import type { Metadata } from "next";
import { ListingRoute, listingMetadata, resolveListing } from "@/components/site/listing-route";

// /female-models/letter/a ...: the A to Z filter as real URLs, cached like the listing itself.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ listing: string; letter: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(await params);
}

export default async function ListingLetterPage({ params }: Props) {
  const { slug, letter } = resolveListing(await params);
  return <ListingRoute slug={slug} letter={letter} />;
}
