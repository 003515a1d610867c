import Link from "next/link";
import { filterLabel, withoutFilter, type LoosenableFilter } from "@/lib/domain/listing-filters";
import type { ListingSlug } from "@/lib/domain/talent-categories";
import { listingQueryString, type ListingFilters } from "@/lib/validation/talents";
import { countOf } from "@/lib/domain/plural";

/**
 * No talent matches the filters: name each filter that is set, how many talent dropping it alone would bring back,
 * as a link that drops it, and offer to clear them all.
 */
export function ListingEmpty({ slug, filters, counts }: { slug: ListingSlug; filters: ListingFilters; counts: { filter: LoosenableFilter; total: number }[] }) {
  const helpful = counts.some((c) => c.total > 0);
  return (
    <div className="mx-auto max-w-xl py-20 text-center" data-testid="listing-empty">
      <h2 className="font-display text-[1.75rem] md:text-3xl">No models match all of these filters</h2>
      <p className="mt-4 text-muted-foreground">
        {helpful ? "Loosen one of them to see more:" : "No single filter is the reason; try loosening several, or clear them."}
      </p>
      <ul className="mt-6 divide-y divide-border border-y border-border text-left">
        {counts.map(({ filter, total }) => (
          <li key={filter} className="flex items-center justify-between gap-4 py-3">
            <span>{filterLabel(filter, filters)}</span>
            <Link href={`/${slug}${listingQueryString(withoutFilter(filter, filters))}#results`} className="shrink-0 text-sm underline underline-offset-4 hover:text-accent">
              Remove{total > 0 ? ` (${countOf(total, "model")})` : ""}
            </Link>
          </li>
        ))}
      </ul>
      <Link href={`/${slug}`} className="mt-8 inline-block text-sm font-medium tracking-[0.12em] uppercase underline underline-offset-4 hover:text-accent">
        Clear all filters
      </Link>
    </div>
  );
}
