import "server-only";
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { talentMedia, talentProfiles, users } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { containsPattern } from "@/lib/services/platform";
import { isPublicTalent } from "@/lib/services/talents";
import { getPackage } from "./packages-admin";
import { talentDisplayName as displayName } from "@/lib/services/talents";
import { talentDaysOn } from "@/lib/services/jobs";

/** The package editor's talent picker (`/admin/packages`, permission `packages`): talents to add and their photos. */

/** Each talent's photos in portfolio order, for the editor's photo choice. */
async function photosByTalent(db: DbOrTx, talentIds: number[]) {
  const out = new Map<number, { id: number; file_url: string }[]>();
  if (!talentIds.length) return out;
  const rows = await db
    .select({ id: talentMedia.id, talentProfileId: talentMedia.talentProfileId, fileUrl: talentMedia.fileUrl })
    .from(talentMedia)
    .where(inArray(talentMedia.talentProfileId, talentIds))
    .orderBy(asc(talentMedia.sortOrder), asc(talentMedia.id));
  for (const r of rows) {
    const list = out.get(r.talentProfileId) ?? [];
    list.push({ id: r.id, file_url: r.fileUrl });
    out.set(r.talentProfileId, list);
  }
  return out;
}

/**
 * `GET /admin/package-talents?search&date`: active talents to add to a package, with their photos, and with `date`
 * (the package's project date) how each stands that day (`day`: free, option with its rank, confirmed, blocked).
 */
export async function searchPackageTalents(viewer: Viewer | null, search: string | undefined, date?: string) {
  requirePermission(viewer, "packages");
  const db = await getDb();
  const conditions: SQL[] = [isPublicTalent];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(users.name, pattern), ilike(talentProfiles.stageName, pattern)) as SQL);
  }
  const rows = await db
    .select({ id: talentProfiles.id, stageName: displayName, category: talentProfiles.category, imageUrl: users.profileImageUrl })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(...conditions))
    .orderBy(sql`lower(${displayName})`, asc(talentProfiles.id))
    .limit(20);
  const ids = rows.map((r) => r.id);
  const [photos, days] = await Promise.all([photosByTalent(db, ids), date ? talentDaysOn(db, ids, date) : null]);
  return rows.map((r) => ({
    talent_profile_id: r.id,
    stage_name: r.stageName,
    category: r.category,
    image_url: r.imageUrl,
    photos: photos.get(r.id) ?? [],
    day: days?.get(r.id) ?? null,
  }));
}

/** The editor's view of a package: the detail plus every talent's photos to choose from. */
export async function getPackageForEditing(viewer: Viewer | null, id: number) {
  const detail = await getPackage(viewer, id);
  const photos = await photosByTalent(await getDb(), detail.talents.map((t) => t.talent_profile_id));
  return { ...detail, talents: detail.talents.map((t) => ({ ...t, photos: photos.get(t.talent_profile_id) ?? [] })) };
}
