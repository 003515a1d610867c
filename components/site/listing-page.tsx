import type { TalentCard as TalentCardData } from "@/lib/services/talents";
import { listings, type ListingSlug } from "@/lib/validation/talents";
import { LetterFilter } from "./letter-filter";
import { TalentCard } from "./talent-card";

type ListingPageProps = {
  slug: ListingSlug;
  title: string;
  subtitle: string;
  letter?: string;
  talents: TalentCardData[];
};

/** The one talent listing, used by the four category pages with and without a letter. */
export function ListingPage({ slug, title, subtitle, letter, talents }: ListingPageProps) {
  const { label } = listings[slug];
  return (
    <div className="container-page pt-12 pb-24 md:pt-20 md:pb-32">
      <header className="mx-auto max-w-3xl text-center">
        <p className="eyebrow text-accent">{label}</p>
        <h1 className="mt-4 text-5xl leading-none md:text-7xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-xl text-base leading-relaxed text-muted-foreground md:text-lg">{subtitle}</p>
      </header>

      <div className="mt-12 border-y border-border py-2 md:mt-16">
        <LetterFilter slug={slug} current={letter} />
      </div>

      <p className="sr-only" role="status">
        {letter ? `${talents.length} models starting with ${letter}` : `${talents.length} models`}
      </p>

      {talents.length === 0 ? (
        <p className="py-24 text-center font-display text-2xl text-muted-foreground md:text-3xl">
          {letter ? `No models found for letter "${letter}"` : "No talents found"}
        </p>
      ) : (
        <ul className="mt-12 grid grid-cols-1 gap-x-6 gap-y-12 sm:grid-cols-3 md:mt-16 lg:grid-cols-4 lg:gap-x-8 lg:gap-y-16">
          {talents.map((talent, i) => (
            <li key={talent.id}>
              <TalentCard talent={talent} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
