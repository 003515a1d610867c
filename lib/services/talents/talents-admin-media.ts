import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { talentMedia } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { notFound } from "@/lib/errors";
import { deleteStoredFile, storeImage } from "@/lib/storage";
import { lockTalentForStaff, refuseErased } from "@/lib/services/platform";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { requireGalleryRoom, TALENT_GALLERY_FULL } from "./gallery-room";
import { loadTalent, TALENT_NOT_FOUND } from "./talents-admin-reads";
import { deleteUnusedFile, invalidateTalent } from "./talents-admin-writes";

// The staff side of talents, portfolio photos: one added within the gallery's cap, one removed with its file.

/** `POST /admin/talents/{id}/media`: adds a photo to the talent's portfolio, within the gallery's cap (`requireGalleryRoom`). */
export async function addTalentMediaByAdmin(viewer: Viewer | null, userId: number, file: File) {
  const staff = requirePermission(viewer, "talents");
  const db = await getDb();
  const current = await loadTalent(db, userId);
  refuseErased(current.user);
  if (!current.profile) throw notFound(TALENT_NOT_FOUND);
  const profileId = current.profile.id;
  await requireGalleryRoom(db, profileId, TALENT_GALLERY_FULL);
  const stored = await storeImage(file, { ownerId: userId, maxSide: 2000, field: "file" });
  try {
    const row = await db.transaction(async (tx) => {
      await lockTalentForStaff(tx, userId);
      const { lastSortOrder: last } = await requireGalleryRoom(tx, profileId, TALENT_GALLERY_FULL);
      const [inserted] = await tx
        .insert(talentMedia)
        .values({
          talentProfileId: profileId,
          fileUrl: stored.url,
          width: stored.width,
          height: stored.height,
          blurDataUrl: stored.blurDataUrl,
          sortOrder: (last ?? -1) + 1,
        })
        .returning({ id: talentMedia.id, file_url: talentMedia.fileUrl });
      const changes = diffChanges(null, { portfolioImage: inserted.file_url });
      await logEvent(tx, staff, "talent.photo_added", { subject: { type: "talent", id: profileId }, payload: { talent_id: profileId }, changes });
      return inserted;
    });
    invalidateTalent(profileId);
    return row;
  } catch (error) {
    await deleteStoredFile(stored.url);
    throw error;
  }
}

/** `DELETE /admin/talents/{id}/media/{mediaId}`: removes one portfolio photo and its file. */
export async function deleteTalentMediaByAdmin(viewer: Viewer | null, userId: number, mediaId: number) {
  const staff = requirePermission(viewer, "talents");
  const db = await getDb();
  const current = await loadTalent(db, userId);
  if (!current.profile) throw notFound("Image not found.");
  const profileId = current.profile.id;
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(talentMedia)
      .where(and(eq(talentMedia.id, mediaId), eq(talentMedia.talentProfileId, profileId)))
      .returning({ id: talentMedia.id, fileUrl: talentMedia.fileUrl });
    if (!deleted) throw notFound("Image not found.");
    const changes = diffChanges({ portfolioImage: deleted.fileUrl }, null);
    await logEvent(tx, staff, "talent.photo_deleted", { subject: { type: "talent", id: profileId }, payload: { talent_id: profileId }, changes });
    return deleted;
  });
  await deleteUnusedFile(db, row.fileUrl);
  invalidateTalent(profileId);
  return { id: row.id };
}
