import type { TalentCard as TalentCardData } from "@/lib/services/talents";
import { listings, type ListingFilters as Filters, type ListingSlug } from "@/lib/validation/talents";
import { LetterFilter } from "./letter-filter";
import { ListingFilters } from "./listing-filters";
import { ShortlistHeart } from "./shortlist-heart";
import { TalentCard } from "./talent-card";
import { toCardView } from "./card-view";

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
  /** What to show when a filtered listing has no match (the empty state that says what to loosen). */
  empty?: React.ReactNode;
};

/** The one talent listing, used by the four category pages with and without a letter or filters. */
export function ListingPage({ slug, title, subtitle, letter, talents, filters, total = talents.length, empty }: ListingPageProps) {
  const { label } = listings[slug];
  return (
    <div className="pt-12 pb-24 md:pt-20 md:pb-32">
      <header className="mx-auto max-w-3xl px-5 text-center">
        <p className="eyebrow text-accent">{label}</p>
        <h1 className="mt-4 text-5xl leading-none md:text-7xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-xl text-base leading-relaxed text-muted-foreground md:text-lg">{subtitle}</p>
      </header>

      {/* Full width and held under the header while the grid scrolls by. */}
      <div className="sticky top-16 z-30 mt-12 border-y border-border bg-background md:top-20 md:mt-16">
        <LetterFilter slug={slug} current={letter} filters={filters} />
      </div>

      <div className="container-page">
        <details className="group border-b border-border py-3" open={filters ? true : undefined}>
          <summary className="eyebrow cursor-pointer list-none py-2 text-center hover:text-accent">
            Filter by height, hair, eyes and followers<span aria-hidden="true" className="ml-2 inline-block group-open:rotate-45">+</span>
          </summary>
          <div className="mt-4">
            <ListingFilters slug={slug} filters={filters ?? { sort: "name", letter }} />
          </div>
        </details>

        <p className={filters ? "mt-8 text-center text-sm text-muted-foreground" : "sr-only"} role="status">
          {letter ? `${total} models starting with ${letter}` : `${total} models`}
          {talents.length < total ? ` (showing the first ${talents.length}: narrow the filters to see the rest)` : ""}
        </p>

        {talents.length === 0 ? (
          (empty ?? (
            <p className="py-24 text-center font-display text-3xl text-muted-foreground">
              {letter ? `No models found for letter "${letter}"` : "No talents found"}
            </p>
          ))
        ) : (
          <ul className="mt-8 grid grid-cols-2 gap-x-3 gap-y-8 md:mt-10 md:grid-cols-3 md:gap-x-4 md:gap-y-10 lg:grid-cols-4 2xl:grid-cols-5">
            {talents.map((talent, i) => (
              <li key={talent.id} className="relative">
                <TalentCard card={toCardView(talent)} priority={i === 0} />
                <ShortlistHeart id={talent.id} name={talent.stage_name} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
