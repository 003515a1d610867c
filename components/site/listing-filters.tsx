import Link from "next/link";
import { NativeSelect } from "@/components/ui/native-select";
import { buttonClassName } from "@/components/ui/button";
import { eyeColorKeys, eyeColorLabels, hairColorKeys, hairColorLabels } from "@/lib/domain/colors";
import type { ListingFilters as Filters, ListingSlug, TalentSort } from "@/lib/validation/talents";
import { HeightRangeFields } from "./height-range-fields";

const sortLabels: Record<TalentSort, string> = {
  name: "Name (A–Z)",
  height: "Height (shortest first)",
  followers: "Most followed",
  newest: "Newest",
};

/** The follower thresholds the form offers (any number works in the URL). */
const followerSteps = [1_000, 10_000, 50_000, 100_000, 500_000, 1_000_000];
export const formatFollowers = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1_000 ? `${n / 1_000}K` : String(n));

/**
 * The listing's filters: a plain GET form to the listing's own URL, so it works before (or without) scripts and
 * the result is a URL that can be shared. Only the height range is a client leaf (its unit switch).
 */
export function ListingFilters({ slug, filters }: { slug: ListingSlug; filters: Filters }) {
  const choice = (name: string, label: string, current: string | number | undefined, options: [string | number, string][]) => (
    <label className="text-sm">
      <span className="eyebrow mb-1.5 block text-muted-foreground">{label}</span>
      <NativeSelect name={name} defaultValue={current ?? ""} aria-label={label}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
  const followerOptions: [string | number, string][] = followerSteps.map((n) => [n, `${formatFollowers(n)}+`]);
  if (filters.followers_min !== undefined && !followerSteps.includes(filters.followers_min)) {
    followerOptions.push([filters.followers_min, `${filters.followers_min.toLocaleString("en-US")}+`]);
  }
  return (
    <form method="get" action={`/${slug}`} role="search" aria-label="Filter talent" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      {filters.letter && <input type="hidden" name="letter" value={filters.letter.toLowerCase()} />}
      <div className="sm:col-span-2">
        <HeightRangeFields min={filters.height_min} max={filters.height_max} />
      </div>
      {choice("hair", "Hair", filters.hair, [["", "Any"], ...hairColorKeys.map((k): [string, string] => [k, hairColorLabels[k]])])}
      {choice("eyes", "Eyes", filters.eyes, [["", "Any"], ...eyeColorKeys.map((k): [string, string] => [k, eyeColorLabels[k]])])}
      {choice("followers_min", "Followers (Instagram or TikTok)", filters.followers_min, [["", "Any"], ...followerOptions])}
      {choice("sort", "Sort by", filters.sort, Object.entries(sortLabels))}
      <div className="flex items-center gap-4 sm:col-span-2 lg:col-span-6 lg:justify-end">
        <Link href={`/${slug}`} className="text-sm underline underline-offset-4 hover:text-accent">
          Clear filters
        </Link>
        <button type="submit" className={buttonClassName({})}>
          Show Models
        </button>
      </div>
    </form>
  );
}
