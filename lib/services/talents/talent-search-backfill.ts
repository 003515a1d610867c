import "server-only";
import { and, eq, isNotNull, isNull, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { talentProfiles } from "@/db/schema";
import { cacheTags, invalidate } from "@/lib/cache";
import { searchColumnsOf } from "@/lib/domain/talent-search-columns";

/**
 * Fills the search columns (`height_cm`, the colour keys) of profiles whose text has a value but whose column is
 * empty: rows written before the column existed, or by an older reader ("1,78 m", "5′10″" and "6 foot" were not
 * read before `lib/domain/height.ts`). Run on server start; a text that still does not parse stays empty and is read
 * again next time. Returns how many profiles gained a value.
 */
export async function backfillSearchColumns(): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({
      id: talentProfiles.id,
      height: talentProfiles.height,
      hairColor: talentProfiles.hairColor,
      eyeColor: talentProfiles.eyeColor,
      heightCm: talentProfiles.heightCm,
      hairColorKey: talentProfiles.hairColorKey,
      eyeColorKey: talentProfiles.eyeColorKey,
    })
    .from(talentProfiles)
    .where(
      or(
        and(isNotNull(talentProfiles.height), isNull(talentProfiles.heightCm)),
        and(isNotNull(talentProfiles.hairColor), isNull(talentProfiles.hairColorKey)),
        and(isNotNull(talentProfiles.eyeColor), isNull(talentProfiles.eyeColorKey)),
      ),
    );
  let filled = 0;
  for (const row of rows) {
    const read = searchColumnsOf({
      height: row.heightCm === null ? row.height : undefined,
      hairColor: row.hairColorKey === null ? row.hairColor : undefined,
      eyeColor: row.eyeColorKey === null ? row.eyeColor : undefined,
    });
    const changes = Object.fromEntries(Object.entries(read).filter(([, value]) => value !== null && value !== undefined));
    if (Object.keys(changes).length === 0) continue;
    // Only where the column is still empty, so a save made meanwhile is never overwritten.
    const empty = [
      "heightCm" in changes ? isNull(talentProfiles.heightCm) : undefined,
      "hairColorKey" in changes ? isNull(talentProfiles.hairColorKey) : undefined,
      "eyeColorKey" in changes ? isNull(talentProfiles.eyeColorKey) : undefined,
    ].filter(Boolean);
    const updated = await db
      .update(talentProfiles)
      .set(changes)
      .where(and(eq(talentProfiles.id, row.id), ...empty))
      .returning({ id: talentProfiles.id });
    filled += updated.length;
  }
  if (filled > 0) invalidate(cacheTags.talents);
  return filled;
}
