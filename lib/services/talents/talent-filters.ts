import "server-only";
import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { talentProfiles } from "@/db/schema";
import type { ListingFilterValues, LoosenableFilter } from "@/lib/domain/listing-filters";
import { talentDisplayName as displayName } from "./talent-display-name";

/**
 * The SQL of each filter of the listings' table (lib/domain/listing-filters.ts), keyed by its name: the condition a
 * talent must meet while the filter is set, nothing while it is not. The order (`sort`) narrows nothing: it is the
 * ORDER BY of the listing query (lib/services/talents.ts).
 */
export const filterConditions: Record<LoosenableFilter, (f: ListingFilterValues) => SQL | undefined> = {
  height: (f) =>
    and(
      f.height_min !== undefined ? gte(talentProfiles.heightCm, f.height_min) : undefined,
      f.height_max !== undefined ? lte(talentProfiles.heightCm, f.height_max) : undefined,
    ),
  hair: (f) => (f.hair ? eq(talentProfiles.hairColorKey, f.hair) : undefined),
  eyes: (f) => (f.eyes ? eq(talentProfiles.eyeColorKey, f.eyes) : undefined),
  followers_min: (f) =>
    f.followers_min !== undefined
      ? sql`exists (select 1 from social_accounts s where s.talent_profile_id = ${talentProfiles.id} and s.followers >= ${f.followers_min})`
      : undefined,
  letter: (f) => (f.letter ? sql`upper(left(${displayName}, 1)) = ${f.letter.toUpperCase()}` : undefined),
};
