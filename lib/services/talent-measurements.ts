import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { talentProfiles } from "@/db/schema";
import { requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { cacheTags, invalidate } from "@/lib/cache";
import { searchColumnsOf } from "@/lib/domain/talent-search-columns";
import { notFound } from "@/lib/errors";
import type { MeasurementsBody } from "@/lib/validation/profile";
import { lockOwnAccount } from "./account-lock";
import { getOwnTalentProfile } from "./talent-profile";

const columnOf = {
  height: "height",
  waist: "waist",
  bust: "bust",
  hips: "hips",
  shoe_size: "shoeSize",
  hair_color: "hairColor",
  eye_color: "eyeColor",
  dress_size: "dressSize",
  weight: "weight",
} as const satisfies Record<keyof MeasurementsBody, keyof typeof talentProfiles.$inferInsert>;

/**
 * `PUT /profile`: the signed-in talent's own measurements. A field left out stays as it is; an empty one is cleared.
 * `height_cm` and the colour keys follow the texts (`searchColumnsOf`): a height that does not parse clears it.
 * Returns the talent's own profile view. Written under the account's lock: once the account is erased, 410.
 */
export async function updateOwnMeasurements(viewer: Viewer | null, input: MeasurementsBody) {
  const talent = requireTalent(viewer);
  const changes: Partial<typeof talentProfiles.$inferInsert> = { updatedAt: new Date() };
  for (const [key, column] of Object.entries(columnOf) as [keyof MeasurementsBody, (typeof columnOf)[keyof MeasurementsBody]][]) {
    const value = input[key];
    if (value !== undefined) changes[column] = value;
  }
  Object.assign(changes, searchColumnsOf({ height: input.height, hairColor: input.hair_color, eyeColor: input.eye_color }));

  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    await lockOwnAccount(tx, talent.id);
    return tx.update(talentProfiles).set(changes).where(eq(talentProfiles.id, talent.talentProfileId)).returning({ id: talentProfiles.id });
  });
  if (updated.length === 0) throw notFound("Talent profile not found.");
  invalidate(cacheTags.talent(talent.talentProfileId), cacheTags.talents);
  return getOwnTalentProfile(talent);
}
