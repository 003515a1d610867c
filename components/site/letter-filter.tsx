import Link from "next/link";
import { cn } from "@/lib/utils";
import { letters, type ListingSlug } from "@/lib/validation/talents";

/**
 * The A to Z filter: one link per letter, so a filtered listing is a real URL (`/female-models/letter/a`) that
 * works without JavaScript and can be shared. "All" clears it.
 */
export function LetterFilter({ slug, current }: { slug: ListingSlug; current?: string }) {
  const item = "inline-flex h-11 min-w-11 items-center justify-center px-2 text-sm tracking-[0.08em] transition-colors";
  return (
    <nav aria-label="Filter by first letter" className="-mx-1 overflow-x-auto md:mx-0 md:overflow-visible">
      <ul className="flex w-max gap-0.5 px-1 md:w-auto md:flex-wrap md:justify-center md:px-0">
        <li>
          <Link
            href={`/${slug}`}
            aria-current={!current ? "page" : undefined}
            className={cn(item, "px-3 text-xs font-medium uppercase tracking-[0.24em]", !current ? "bg-foreground text-background" : "hover:text-accent")}
          >
            All
          </Link>
        </li>
        {letters.map((letter) => {
          const active = current === letter;
          return (
            <li key={letter}>
              <Link
                href={`/${slug}/letter/${letter.toLowerCase()}`}
                aria-current={active ? "page" : undefined}
                aria-label={`Models starting with ${letter}`}
                className={cn(item, active ? "bg-foreground text-background" : "hover:text-accent")}
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
