import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { talentMedia, users } from "@/db/schema";
import { requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { cacheTags, invalidate } from "@/lib/cache";
import { isAppError, notFound, validationError } from "@/lib/errors";
import { IMAGE_SIZE_MESSAGES, deleteStoredFile, storeImage } from "@/lib/storage";
import { MEDIA_ORDER_MESSAGE, MEDIA_PAGE_SIZE, MEDIA_TYPE_ERROR, type MediaListQuery } from "@/lib/validation/media";
import { lockOwnAccount } from "./account-lock";
import { requireGalleryRoom } from "./gallery-room";

/** A gallery photo as the API returns it (spec: `{ id, file_url }`, plus what `next/image` can use). */
export interface MediaItem {
  id: number;
  file_url: string;
  width: number | null;
  height: number | null;
  blur_data_url: string | null;
  created_at: Date;
}

const columns = {
  id: talentMedia.id,
  file_url: talentMedia.fileUrl,
  width: talentMedia.width,
  height: talentMedia.height,
  blur_data_url: talentMedia.blurDataUrl,
  created_at: talentMedia.createdAt,
};

/**
 * `GET /talent-media`: one page of the signed-in talent's photos, newest first (or in the portfolio's order, as the
 * public profile shows them), as a plain list: the old gallery reads the list in `data` (spec section 7), and a
 * client knows more pages exist while a page comes back full.
 */
export async function listOwnMedia(
  viewer: Viewer | null,
  query: Pick<MediaListQuery, "page" | "limit"> & Partial<Pick<MediaListQuery, "order">> = { page: 1, limit: MEDIA_PAGE_SIZE },
): Promise<MediaItem[]> {
  const talent = requireTalent(viewer);
  const db = await getDb();
  return db
    .select(columns)
    .from(talentMedia)
    .where(eq(talentMedia.talentProfileId, talent.talentProfileId))
    .orderBy(
      ...(query.order === "portfolio"
        ? [asc(talentMedia.sortOrder), asc(talentMedia.id)]
        : [desc(talentMedia.createdAt), desc(talentMedia.id)]),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

/**
 * `PUT /talent-media/order`: the talent's whole portfolio in a new order (the public profile's). The list must hold
 * each of their own photos exactly once: another talent's id, a missing photo (one uploaded meanwhile in another
 * tab) or an unknown one is a 422 and nothing moves. One statement writes every position.
 */
export async function reorderOwnMedia(viewer: Viewer | null, ids: number[]): Promise<{ ids: number[] }> {
  const talent = requireTalent(viewer);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockOwnAccount(tx, talent.id);
    const own = await tx
      .select({ id: talentMedia.id })
      .from(talentMedia)
      .where(eq(talentMedia.talentProfileId, talent.talentProfileId))
      .for("update");
    const ownIds = new Set(own.map((m) => m.id));
    if (own.length !== ids.length || !ids.every((id) => ownIds.has(id))) {
      throw validationError(MEDIA_ORDER_MESSAGE, { ids: [MEDIA_ORDER_MESSAGE] });
    }
    const position = sql.join(
      ids.map((id, i) => sql`when ${id} then ${i}::integer`),
      sql` `,
    );
    await tx
      .update(talentMedia)
      .set({ sortOrder: sql`(case ${talentMedia.id} ${position} end)` })
      .where(and(eq(talentMedia.talentProfileId, talent.talentProfileId), inArray(talentMedia.id, ids)));
  });
  invalidate(cacheTags.talent(talent.talentProfileId), cacheTags.talents);
  return { ids };
}

/**
 * `POST /talent-media`: stores one photo (JPG, PNG or GIF judged by its bytes, re-encoded without metadata) and
 * adds it to the top of the talent's gallery. The public profile shows it on its next request.
 */
export async function uploadOwnMedia(viewer: Viewer | null, file: Blob): Promise<MediaItem> {
  const talent = requireTalent(viewer);
  const db = await getDb();
  await requireGalleryRoom(db, talent.talentProfileId);

  // The file is stored first (its bytes are checked on the way), then its row is added in a transaction that holds
  // the account's lock: an erasure that won the race makes it refuse (410), and the file goes again at once.
  const stored = await storeImage(file, { ownerId: talent.id, accept: ["jpeg", "png", "gif"], maxSide: 2000 }).catch((error: unknown) => {
    // Anything but a size limit means the bytes are not a JPG, PNG or GIF: answer with the gallery's own words.
    if (isAppError(error) && error.code === "VALIDATION" && !IMAGE_SIZE_MESSAGES.includes(error.message)) {
      throw validationError(MEDIA_TYPE_ERROR, { file: [MEDIA_TYPE_ERROR] });
    }
    throw error;
  });
  try {
    const row = await db.transaction(async (tx) => {
      await lockOwnAccount(tx, talent.id);
      const { lastSortOrder: last } = await requireGalleryRoom(tx, talent.talentProfileId);
      const [inserted] = await tx
        .insert(talentMedia)
        .values({
          talentProfileId: talent.talentProfileId,
          fileUrl: stored.url,
          width: stored.width,
          height: stored.height,
          blurDataUrl: stored.blurDataUrl,
          sortOrder: (last ?? -1) + 1,
        })
        .returning(columns);
      return inserted;
    });
    invalidate(cacheTags.talent(talent.talentProfileId), cacheTags.talents);
    return row;
  } catch (error) {
    await deleteStoredFile(stored.url);
    throw error;
  }
}

/**
 * `DELETE /talent-media/{id}`: removes one of the talent's own photos and its file. Another talent's photo is
 * answered as not found, so ids of other galleries reveal nothing. The file stays when something else still uses
 * the same URL (the profile picture, another row).
 */
export async function deleteOwnMedia(viewer: Viewer | null, id: number): Promise<{ id: number }> {
  const talent = requireTalent(viewer);
  const db = await getDb();
  const [row] = await db
    .delete(talentMedia)
    .where(and(eq(talentMedia.id, id), eq(talentMedia.talentProfileId, talent.talentProfileId)))
    .returning({ id: talentMedia.id, fileUrl: talentMedia.fileUrl });
  if (!row) throw notFound("Photo not found.");

  const [[otherMedia], [profileImage]] = await Promise.all([
    db.select({ id: talentMedia.id }).from(talentMedia).where(eq(talentMedia.fileUrl, row.fileUrl)).limit(1),
    db.select({ id: users.id }).from(users).where(eq(users.profileImageUrl, row.fileUrl)).limit(1),
  ]);
  if (!otherMedia && !profileImage) await deleteStoredFile(row.fileUrl);
  invalidate(cacheTags.talent(talent.talentProfileId), cacheTags.talents);
  return { id: row.id };
}
