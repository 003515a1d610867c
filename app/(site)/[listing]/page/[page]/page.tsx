import type { Metadata } from "next";
import { ListingRoute, listingMetadata, resolveListing } from "@/components/site/listing-route";

// /female-models/page/2 ...: the next hundred of a listing, cached like the listing itself (a page past the last is a 404).
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ listing: string; page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(await params);
}

export default async function ListingNextPage({ params }: Props) {
  const { slug, page } = resolveListing(await params);
  return <ListingRoute slug={slug} page={page} />;
}
