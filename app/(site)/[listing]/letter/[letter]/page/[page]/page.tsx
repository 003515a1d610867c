import type { Metadata } from "next";
import { ListingRoute, listingMetadata, resolveListing } from "@/components/site/listing-route";

// /female-models/letter/a/page/2 ...: the next hundred of a letter, cached like the letter page itself.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ listing: string; letter: string; page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(await params);
}

export default async function ListingLetterNextPage({ params }: Props) {
  const { slug, letter, page } = resolveListing(await params);
  return <ListingRoute slug={slug} letter={letter} page={page} />;
}
