import Link from "next/link";
import { letters, listingQueryString, type ListingFilters, type ListingSlug } from "@/lib/validation/talents";

/**
 * The A to Z filter: one link per letter, so a filtered listing is a real URL (`/female-models/letter/a`) that
 * works without JavaScript and can be shared. "All" clears it. On a filtered listing the letter joins the other
 * filters in the query (`/female-models?hair=blonde&letter=a`) and they are kept. The current one is marked by
 * `aria-current`, which its style (`.letter-link`, app/listing.css) follows.
 */
export function LetterFilter({ slug, current, filters }: { slug: ListingSlug; current?: string; filters?: ListingFilters }) {
  const hrefOf = (letter?: string) =>
    filters ? `/${slug}${listingQueryString({ ...filters, letter })}` : letter ? `/${slug}/letter/${letter.toLowerCase()}` : `/${slug}`;
  // One row that scrolls sideways where it does not fit. Its ends fade out (a mask, over the row's padding, so at
  // rest the first and last letters are whole) to show there is more; where the row fits, the fades cover nothing.
  return (
    <nav
      aria-label="Filter by first letter"
      className="overflow-x-auto [scrollbar-width:none] [mask-image:linear-gradient(90deg,transparent,#000_2rem,#000_calc(100%-2rem),transparent)]"
    >
      <ul className="mx-auto flex w-max px-8">
        <li>
          <Link
            href={hrefOf()}
            aria-current={!current ? "page" : undefined}
            className="letter-link letter-all"
          >
            All
          </Link>
        </li>
        {letters.map((letter) => {
          const active = current === letter;
          return (
            <li key={letter}>
              <Link
                href={hrefOf(letter)}
                aria-current={active ? "page" : undefined}
                aria-label={`Models starting with ${letter}`}
                className="letter-link"
              >
                {letter}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
