import type { Metadata } from "next";
import { ListingRoute, listingMetadata, resolveListing } from "@/components/site/listing-route";

// /female-models, /male-models, /influencers, /teen-models: rendered on first request, then served from the
// full-route cache until the talents or settings tag is revalidated (docs/decisions.md, "Public site").
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ listing: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(await params);
}

export default async function ListingIndexPage({ params }: Props) {
  const { slug } = resolveListing(await params);
  return <ListingRoute slug={slug} />;
}
