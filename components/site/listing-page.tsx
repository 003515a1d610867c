import type { HeightRange } from "@/lib/domain/height-steps";
import type { TalentCard as TalentCardData } from "@/lib/services/talents";
import { countOf } from "@/lib/domain/plural";
import { listings, type ListingSlug } from "@/lib/domain/talent-categories";
import type { ListingFilters as Filters } from "@/lib/validation/talents";
import { LetterFilter } from "./letter-filter";
import { ListingFilters } from "./listing-filters";
import { ListingGrid } from "./listing-grid";
import { toListingCardViews } from "@/lib/site/card-view";
import { toCardRow } from "@/lib/domain/card-row";
import { Pagination } from "@/components/ui/pagination";

type ListingPageProps = {
  slug: ListingSlug;
  title: string;
  subtitle: string;
  letter?: string;
  talents: TalentCardData[];
  /** The filters of a filtered listing (`/female-models?hair=blonde`); absent on the cached pages. */
  filters?: Filters;
  /** How many talent match in all (the page shows the first `talents.length`). */
  total?: number;
  /** The board's shortest and tallest talent, which bound the height filter's options. */
  heights: HeightRange | null;
  /** What to show when a filtered listing has no match (the empty state that says what to loosen). */
  empty?: React.ReactNode;
  /** Which page this is of how many, and the address of each (numbered links, `rel` prev and next in the head). */
  paging?: { page: number; lastPage: number; hrefFor: (page: number) => string };
};

/** The one talent listing, used by the four category pages with and without a letter or filters. */
export async function ListingPage({ slug, title, subtitle, letter, talents, filters, total = talents.length, heights, empty, paging }: ListingPageProps) {
  const { label } = listings[slug];
  const count = letter ? `${countOf(total, "model")} starting with ${letter}` : countOf(total, "model");
  const pages = paging && paging.lastPage > 1 ? paging : null;
  return (
    <div className="pt-12 pb-24 md:pt-20 md:pb-32">
      <header className="mx-auto max-w-3xl px-5 text-center">
        <p className="eyebrow text-accent">{label}</p>
        <h1 className="mt-4 text-5xl leading-none md:text-7xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-xl text-base leading-relaxed text-muted-foreground md:text-lg">{subtitle}</p>
      </header>

      {/* Full width and held under the header while the grid scrolls by. */}
      <div className="letter-bar">
        <LetterFilter slug={slug} current={letter} filters={filters} />
      </div>

      <div className="container-page">
        {/*
          A filtered page opens here (the form's action ends in #results), with the panel folded and the count beside
          its button, so a phone shows the results and not the form it just sent (issue 26).
        */}
        <details id="results" className="filter-box">
          <summary className="eyebrow">
            Filter by height, hair, eyes and followers{filters && <span className="filter-count"> · {count}</span>}
          </summary>
          <ListingFilters slug={slug} filters={filters ?? { sort: "name", letter }} heights={heights} />
        </details>

        <p className={pages ? "mt-8 text-center text-sm text-muted-foreground" : "sr-only"} role="status">
          {count}
          {pages ? ` · page ${pages.page} of ${pages.lastPage}` : ""}
        </p>

        {talents.length === 0 ? (
          (empty ?? (
            <p className="py-24 text-center font-display text-3xl text-muted-foreground">
              {letter ? `No models found for letter "${letter}"` : "No talents found"}
            </p>
          ))
        ) : (
          <ListingGrid rows={(await toListingCardViews(talents)).map(toCardRow)} />
        )}
        {pages && (
          <>
            {/* React places these in the head: the previous and next page for crawlers. */}
            {pages.page > 1 && <link rel="prev" href={pages.hrefFor(pages.page - 1)} />}
            {pages.page < pages.lastPage && <link rel="next" href={pages.hrefFor(pages.page + 1)} />}
            <Pagination page={pages.page} totalPages={pages.lastPage} hrefFor={pages.hrefFor} className="mt-16" />
          </>
        )}
      </div>
    </div>
  );
}
