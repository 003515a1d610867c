import type { Metadata } from "next";
import { FilteredListingRoute, filteredListingMetadata, resolveListing } from "@/components/site/listing-route";
import { parseListingFilters } from "@/lib/validation/talents";
import { parseListingPage } from "@/lib/domain/listing-params";

// /female-models?height_min=170&hair=blonde...: proxy.ts rewrites a listing with filters here. Rendered on every
// request and not cached, because the filter combinations are unbounded (docs/decisions.md, "Talent search").

type Props = { params: Promise<{ listing: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return filteredListingMetadata(await params);
}

export default async function FilteredListingPage({ params, searchParams }: Props) {
  const { slug } = resolveListing(await params);
  const raw = await searchParams;
  const query = new URLSearchParams(Object.entries(raw).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : v === undefined ? [] : [[k, v]])));
  const page = parseListingPage(query.get("page") ?? "") ?? 1;
  return <FilteredListingRoute slug={slug} filters={parseListingFilters(raw)} page={page} query={query} />;
}
