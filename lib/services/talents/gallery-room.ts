import "server-only";
import { count, eq, max } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { talentMedia } from "@/db/schema";
import { validationError } from "@/lib/errors";
import { MAX_MEDIA_PER_TALENT, MEDIA_LIMIT_REACHED } from "@/lib/validation/media";

/** The refusal an admin reads when the talent's gallery is full. */
export const TALENT_GALLERY_FULL = `This talent's gallery holds at most ${MAX_MEDIA_PER_TALENT} photos. Delete some to add more.`;

/**
 * The one rule of a gallery's size, for every upload to it (the talent's own and the admin's): a gallery holding
 * `MAX_MEDIA_PER_TALENT` photos takes no more (422 on `file`). Answers the highest sort order, so the new photo can
 * go after it.
 */
export async function requireGalleryRoom(db: DbOrTx, talentProfileId: number, message: string = MEDIA_LIMIT_REACHED): Promise<{ lastSortOrder: number | null }> {
  const [{ total, last }] = await db
    .select({ total: count(), last: max(talentMedia.sortOrder) })
    .from(talentMedia)
    .where(eq(talentMedia.talentProfileId, talentProfileId));
  if (total >= MAX_MEDIA_PER_TALENT) throw validationError(message, { file: [message] });
  return { lastSortOrder: last };
}
