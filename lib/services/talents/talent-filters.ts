import "server-only";
import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { talentProfiles, users } from "@/db/schema";
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
  letter: (f) => (f.letter ? and(talentInitialMatches(f.letter.toUpperCase()), sql`upper(left(${displayName}, 1)) = ${f.letter.toUpperCase()}`) : undefined),
};

/**
 * The profiles whose shown name starts with `letter` (upper case), found through the initial indexes (issue 38): the
 * shown name mixes two tables (the stage name, else the account's name), so a condition on it could use no index and
 * a letter page read its whole board. Each branch reads one table's initials: `talent_profiles_initial_idx` for the
 * stage names, `users_name_initial_idx` for the talents without one.
 */
function talentInitialMatches(letter: string): SQL {
  const initial = sql`upper(left(nullif(trim(${talentProfiles.stageName}), ''), 1))`;
  return sql`${talentProfiles.id} in (select ${talentProfiles.id} from ${talentProfiles} where ${initial} = ${letter} union all select ${talentProfiles.id} from ${talentProfiles} join ${users} on ${users.id} = ${talentProfiles.userId} where nullif(trim(${talentProfiles.stageName}), '') is null and upper(left(${users.name}, 1)) = ${letter})`;
}
