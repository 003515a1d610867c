import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTalent } from "@/db/factories";
import { talentProfiles } from "@/db/schema";
import { watchInvalidations } from "@/lib/cache";
import { useTestDb } from "@/test/db";
import { backfillSearchColumns } from "./talent-search-backfill";

const db = useTestDb();

/** A profile as an older reader left it: the texts, and no search columns. */
async function oldProfile(height: string | null, hairColor: string | null = null, eyeColor: string | null = null) {
  const { profile } = await createTalent(db(), { profile: { height, hairColor, eyeColor } });
  await db().update(talentProfiles).set({ heightCm: null, hairColorKey: null, eyeColorKey: null }).where(eq(talentProfiles.id, profile.id));
  return profile.id;
}

describe("backfillSearchColumns", () => {
  it("reads the texts an older reader could not, leaves what still does not parse, and revalidates the listings", async () => {
    const ids = [
      await oldProfile("1,78 m", "Dark Brown", "Hazel"),
      await oldProfile("5′10″"),
      await oldProfile("6 foot"),
      await oldProfile("tall", "teal-ish"),
    ];
    const watch = watchInvalidations();
    const filled = await backfillSearchColumns();
    watch.stop();

    const rows = await db()
      .select({ id: talentProfiles.id, heightCm: talentProfiles.heightCm, hair: talentProfiles.hairColorKey, eyes: talentProfiles.eyeColorKey })
      .from(talentProfiles)
      .where(inArray(talentProfiles.id, ids))
      .orderBy(talentProfiles.id);
    expect(rows.map((r) => ({ heightCm: r.heightCm, hair: r.hair, eyes: r.eyes }))).toEqual([
      { heightCm: 178, hair: "brown", eyes: "hazel" },
      { heightCm: 178, hair: null, eyes: null },
      { heightCm: 183, hair: null, eyes: null },
      // A colour no key names is searchable as "other"; a height that does not parse stays empty.
      { heightCm: null, hair: "other", eyes: null },
    ]);
    expect(filled).toBeGreaterThanOrEqual(3);
    expect(watch.tags).toContain("talents");

    // A second run reads the height that does not parse again, and still leaves it empty.
    await backfillSearchColumns();
    const again = await db().select({ heightCm: talentProfiles.heightCm }).from(talentProfiles).where(eq(talentProfiles.id, ids[3]));
    expect(again).toEqual([{ heightCm: null }]);
  });

  it("never overwrites a value saved meanwhile", async () => {
    const id = await oldProfile("1,78 m");
    await db().update(talentProfiles).set({ heightCm: 170 }).where(eq(talentProfiles.id, id));
    await backfillSearchColumns();
    const [row] = await db().select({ heightCm: talentProfiles.heightCm }).from(talentProfiles).where(eq(talentProfiles.id, id));
    expect(row.heightCm).toBe(170);
  });
});
