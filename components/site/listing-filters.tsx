import Link from "next/link";
import { NativeSelect } from "@/components/ui/native-select";
import { buttonClassName } from "@/components/ui/button";
import { eyeColorKeys, eyeColorLabels, hairColorKeys, hairColorLabels } from "@/lib/domain/colors";
import type { HeightRange } from "@/lib/domain/height-steps";
import { formatFollowers } from "@/lib/domain/listing-filters";
import type { ListingSlug } from "@/lib/domain/talent-categories";
import type { ListingFilters as Filters, TalentSort } from "@/lib/validation/talents";
import { ListingHeightFilter } from "./listing-height-filter";

const sortLabels: Record<TalentSort, string> = {
  name: "Name (A–Z)",
  height: "Height (shortest first)",
  followers: "Most followed",
  newest: "Newest",
};

/** The follower thresholds the form offers (any number works in the URL). */
const followerSteps = [1_000, 10_000, 50_000, 100_000, 500_000, 1_000_000];

/**
 * The listing's filters: a plain GET form to the listing's own URL, so it works before (or without) scripts and
 * the result is a URL that can be shared. Only the height range is a client leaf (its unit switch), in a chunk of
 * its own (ListingHeightFilter). Its looks are the short classes of app/listing.css (`.filter-form`): a server
 * component's markup is written twice.
 */
export function ListingFilters({ slug, filters, heights }: { slug: ListingSlug; filters: Filters; heights: HeightRange | null }) {
  const choice = (name: string, label: string, current: string | number | undefined, options: [string | number, string][]) => (
    // A <label for> beside the select, not around it: the select's wrapper is a <div>, which a label may not hold.
    <div className="filter-field">
      <label htmlFor={`listing-${name}`} className="eyebrow">
        {label}
      </label>
      <NativeSelect id={`listing-${name}`} name={name} defaultValue={current ?? ""}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  const followerOptions: [string | number, string][] = followerSteps.map((n) => [n, `${formatFollowers(n)}+`]);
  if (filters.followers_min !== undefined && !followerSteps.includes(filters.followers_min)) {
    followerOptions.push([filters.followers_min, `${filters.followers_min.toLocaleString("en-US")}+`]);
  }
  return (
    <form method="get" action={`/${slug}#results`} role="search" aria-label="Filter talent" className="filter-form">
      {filters.letter && <input type="hidden" name="letter" value={filters.letter.toLowerCase()} />}
      <ListingHeightFilter range={heights} {...(filters.height_min ? { min: filters.height_min } : {})} {...(filters.height_max ? { max: filters.height_max } : {})} />
      {choice("hair", "Hair", filters.hair, [["", "Any"], ...hairColorKeys.map((k): [string, string] => [k, hairColorLabels[k]])])}
      {choice("eyes", "Eyes", filters.eyes, [["", "Any"], ...eyeColorKeys.map((k): [string, string] => [k, eyeColorLabels[k]])])}
      {choice("followers_min", "Followers (Instagram or TikTok)", filters.followers_min, [["", "Any"], ...followerOptions])}
      {choice("sort", "Sort by", filters.sort, Object.entries(sortLabels))}
      <div className="filter-actions">
        <Link href={`/${slug}`}>
          Clear filters
        </Link>
        <button type="submit" className={buttonClassName({})}>
          Show Models
        </button>
      </div>
    </form>
  );
}
