import "server-only";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { talentMedia, talentProfiles, users } from "@/db/schema";
import { requirePermission, requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { cacheTags, cached, invalidate } from "@/lib/cache";
import { AppError, notFound, validationError } from "@/lib/errors";
import { fieldErrors } from "@/lib/validation/common";
import { COMP_CARD_UNKNOWN_PHOTO, compCardChoiceSchema } from "@/lib/validation/comp-card";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { renderCompCardSoon } from "./comp-card-ready";

/**
 * Which photos a talent's comp card shows, in which order: a list chosen by the talent (dashboard) or by staff
 * (admin talent page), kept as `talent_media.comp_card_position` (0 the front, 1-4 the back). Without a choice the
 * card uses the profile photo, then the portfolio in its order. Deleting a photo drops it from the choice.
 */

interface ChoosablePhoto {
  id: number;
  file_url: string;
  width: number | null;
  height: number | null;
  blur_data_url: string | null;
}

export interface CompCardChoice {
  /** The chosen photos in card order; empty when the card uses the default. */
  media_ids: number[];
  /** Every portfolio photo that can be chosen: the profile photo first, then the portfolio order. */
  photos: ChoosablePhoto[];
}

async function readChoice(profileId: number, profileImageUrl: string | null): Promise<CompCardChoice> {
  const db = await getDb();
  const rows = await db
    .select({
      id: talentMedia.id,
      file_url: talentMedia.fileUrl,
      width: talentMedia.width,
      height: talentMedia.height,
      blur_data_url: talentMedia.blurDataUrl,
      position: talentMedia.compCardPosition,
    })
    .from(talentMedia)
    .where(eq(talentMedia.talentProfileId, profileId))
    .orderBy(asc(talentMedia.sortOrder), asc(talentMedia.id));
  const chosen = rows.filter((r) => r.position != null).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const ordered = [...rows.filter((r) => r.file_url === profileImageUrl), ...rows.filter((r) => r.file_url !== profileImageUrl)];
  return {
    media_ids: chosen.map((r) => r.id),
    photos: ordered.map((r) => ({ id: r.id, file_url: r.file_url, width: r.width, height: r.height, blur_data_url: r.blur_data_url })),
  };
}

async function readChosenIds(profileId: number, tx?: DbOrTx): Promise<number[]> {
  const db = tx ?? (await getDb());
  const rows = await db
    .select({ id: talentMedia.id })
    .from(talentMedia)
    .where(and(eq(talentMedia.talentProfileId, profileId), isNotNull(talentMedia.compCardPosition)))
    .orderBy(asc(talentMedia.compCardPosition));
  return rows.map((r) => r.id);
}

/** The chosen photo ids of a public comp card in card order (empty: the default), cached with the talent. */
export const getCompCardPhotoIds = cached(readChosenIds, ["comp-card:photos"], (profileId: number) => [cacheTags.talent(profileId)]);

/** Runs in the save's transaction with the choice before and after (staff log it there). */
type OnSaved = (tx: DbOrTx, before: number[], after: number[]) => Promise<void>;

async function saveChoice(profileId: number, input: unknown, onSaved?: OnSaved): Promise<number[]> {
  const parsed = compCardChoiceSchema.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", "Validation failed", fieldErrors(parsed.error));
  const ids = parsed.data.media_ids;
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (ids.length) {
      const own = await tx
        .select({ id: talentMedia.id })
        .from(talentMedia)
        .where(and(eq(talentMedia.talentProfileId, profileId), inArray(talentMedia.id, ids)));
      if (own.length !== ids.length) throw validationError(COMP_CARD_UNKNOWN_PHOTO, { media_ids: [COMP_CARD_UNKNOWN_PHOTO] });
    }
    const before = onSaved ? await readChosenIds(profileId, tx) : [];
    await tx.update(talentMedia).set({ compCardPosition: null }).where(eq(talentMedia.talentProfileId, profileId));
    for (const [position, id] of ids.entries()) {
      await tx.update(talentMedia).set({ compCardPosition: position }).where(eq(talentMedia.id, id));
    }
    await onSaved?.(tx, before, ids);
  });
  invalidate(cacheTags.talent(profileId));
  await renderCompCardSoon(profileId);
  return ids;
}

// --- the talent's own card (dashboard) ---------------------------------------------------------------------------

async function profileImageOf(userId: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, userId));
  return row?.url ?? null;
}

/** `GET /talent-media/comp-card`: the signed-in talent's choice and the photos to choose from. */
export async function getOwnCompCardChoice(viewer: Viewer | null): Promise<CompCardChoice> {
  const talent = requireTalent(viewer);
  return readChoice(talent.talentProfileId, await profileImageOf(talent.id));
}

/** `PUT /talent-media/comp-card`: the signed-in talent chooses their card's photos (their own photos only). */
export async function setOwnCompCardChoice(viewer: Viewer | null, input: unknown): Promise<CompCardChoice> {
  const talent = requireTalent(viewer);
  await saveChoice(talent.talentProfileId, input);
  return getOwnCompCardChoice(viewer);
}

// --- staff (admin talent page) -----------------------------------------------------------------------------------

/** The talent's profile id and picture by the user id the admin screens use, or 404. */
async function talentByUserId(userId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ profileId: talentProfiles.id, name: users.name, profileImageUrl: users.profileImageUrl })
    .from(users)
    .innerJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, "talent")));
  if (!row) throw notFound("Talent not found.");
  return row;
}

/** `GET /admin/talents/{id}/comp-card`: a talent's choice (any status), for staff with the talents permission. */
export async function getCompCardChoiceByAdmin(viewer: Viewer | null, userId: number): Promise<CompCardChoice> {
  requirePermission(viewer, "talents");
  const talent = await talentByUserId(userId);
  return readChoice(talent.profileId, talent.profileImageUrl);
}

/** `PUT /admin/talents/{id}/comp-card`: staff choose a talent's card photos. */
export async function setCompCardChoiceByAdmin(viewer: Viewer | null, userId: number, input: unknown): Promise<CompCardChoice> {
  const staff = requirePermission(viewer, "talents");
  const talent = await talentByUserId(userId);
  await saveChoice(talent.profileId, input, (tx, before, after) =>
    logEvent(tx, staff, "talent.comp_card_chosen", {
      subject: { type: "talent", id: talent.profileId },
      payload: { talent_id: talent.profileId },
      changes: diffChanges({ compCardMediaIds: before }, { compCardMediaIds: after }),
    }),
  );
  return readChoice(talent.profileId, talent.profileImageUrl);
}
