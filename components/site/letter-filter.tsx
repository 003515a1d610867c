import Link from "next/link";
import type { ListingSlug } from "@/lib/domain/talent-categories";
import { letters, listingQueryString, type ListingFilters } from "@/lib/validation/talents";

/** `aria-current` on the current link only: an absent prop is not written into the RSC payload as `$undefined`. */
const currentIf = (active: boolean) => (active ? { "aria-current": "page" as const } : {});

/**
 * The A to Z filter: one link per letter, so a filtered listing is a real URL (`/female-models/letter/a`) that
 * works without JavaScript and can be shared. "All" clears it. On a filtered listing the letter joins the other
 * filters in the query (`/female-models?hair=blonde&letter=a`) and they are kept. The current one is marked by
 * `aria-current`, which its style (`.letter-nav a`, app/listing.css) follows. A letter's link is named by the letter
 * alone, inside the navigation named "Filter by first letter" (its purpose from its context, WCAG 2.4.4): a label
 * per letter would be written 27 times in the HTML and again in the RSC payload.
 */
export function LetterFilter({ slug, current, filters }: { slug: ListingSlug; current?: string; filters?: ListingFilters }) {
  const hrefOf = (letter?: string) =>
    filters ? `/${slug}${listingQueryString({ ...filters, letter })}` : letter ? `/${slug}/letter/${letter.toLowerCase()}` : `/${slug}`;
  // One row that scrolls sideways where it does not fit (`.letter-nav`, app/listing.css).
  return (
    <nav aria-label="Filter by first letter" className="letter-nav">
      <ul>
        <li>
          <Link href={hrefOf()} {...currentIf(!current)} className="letter-all">
            All
          </Link>
        </li>
        {letters.map((letter) => (
          <li key={letter}>
            <Link href={hrefOf(letter)} {...currentIf(current === letter)}>
              {letter}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
