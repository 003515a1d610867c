import "server-only";
import { and, asc, inArray, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { talentMedia, uploads } from "@/db/schema";
import { snapshotField, snapshotKinds, type SnapshotKind } from "@/lib/domain/application-snapshots";
import type { FieldErrors } from "@/lib/errors";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, deleteStoredFile, storeImage, type StoredImage } from "@/lib/storage";

const NOT_AN_IMAGE_FILE = "The photo must be an image file.";
/** Large enough to judge a face and a figure full screen, small enough for the review queue. */
const SNAPSHOT_MAX_SIDE = 2000;

export type SnapshotFiles = Partial<Record<SnapshotKind, File>>;
export type StoredSnapshot = { kind: SnapshotKind; image: StoredImage };

/** A chosen file, or null when none was sent (browsers send an empty, nameless part for an empty file input). */
export function chosenFile(value: unknown, field: string, errors: FieldErrors, notAnImage = NOT_AN_IMAGE_FILE): File | null {
  if (value === undefined || value === null || value === "") return null;
  if (!(value instanceof File)) {
    errors[field] = [notAnImage];
    return null;
  }
  if (value.size === 0 && !value.name) return null;
  if (value.size > MAX_IMAGE_BYTES) errors[field] = [IMAGE_TOO_LARGE];
  return value;
}

/** The snapshots of a registration form (`snapshot_head`...), each optional for the API. */
export function snapshotFilesOf(form: Record<string, unknown>, errors: FieldErrors): SnapshotFiles {
  const files: SnapshotFiles = {};
  for (const kind of snapshotKinds) {
    const file = chosenFile(form[snapshotField(kind)], snapshotField(kind), errors);
    if (file) files[kind] = file;
  }
  return files;
}

/**
 * Checks, re-encodes and stores each snapshot (unowned until the account exists). One that fails removes those
 * already stored, so a refused application leaves no file behind.
 */
export async function storeSnapshots(files: SnapshotFiles): Promise<StoredSnapshot[]> {
  const stored: StoredSnapshot[] = [];
  try {
    for (const kind of snapshotKinds) {
      const file = files[kind];
      if (!file) continue;
      const image = await storeImage(file, {
        accept: ["jpeg", "png", "gif", "webp"],
        maxSide: SNAPSHOT_MAX_SIDE,
        field: snapshotField(kind),
        ownerId: null,
      });
      stored.push({ kind, image });
    }
    return stored;
  } catch (error) {
    await deleteSnapshots(stored);
    throw error;
  }
}

export async function deleteSnapshots(stored: StoredSnapshot[]): Promise<void> {
  await Promise.all(stored.map((s) => deleteStoredFile(s.image.url)));
}

/** Gives the new talent the stored snapshots: their uploads and one gallery photo of each kind, in the form's order. */
export async function attachSnapshots(tx: DbOrTx, owner: { userId: number; talentProfileId: number }, stored: StoredSnapshot[]) {
  if (stored.length === 0) return;
  await tx.update(uploads).set({ ownerId: owner.userId }).where(inArray(uploads.id, stored.map((s) => s.image.id)));
  await tx.insert(talentMedia).values(
    stored.map(({ kind, image }, i) => ({
      talentProfileId: owner.talentProfileId,
      fileUrl: image.url,
      width: image.width,
      height: image.height,
      blurDataUrl: image.blurDataUrl,
      sortOrder: i,
      snapshotKind: kind,
    })),
  );
}

export interface SnapshotView {
  id: number;
  kind: SnapshotKind;
  file_url: string;
  width: number | null;
  height: number | null;
}

/** The application snapshots of some talents, by profile id, in the form's order. */
export async function readSnapshots(db: DbOrTx, profileIds: number[]): Promise<Map<number, SnapshotView[]>> {
  const byProfile = new Map<number, SnapshotView[]>();
  if (profileIds.length === 0) return byProfile;
  const rows = await db
    .select({
      id: talentMedia.id,
      profileId: talentMedia.talentProfileId,
      kind: talentMedia.snapshotKind,
      file_url: talentMedia.fileUrl,
      width: talentMedia.width,
      height: talentMedia.height,
    })
    .from(talentMedia)
    .where(and(inArray(talentMedia.talentProfileId, profileIds), isNotNull(talentMedia.snapshotKind)))
    .orderBy(asc(talentMedia.id));
  for (const { profileId, kind, ...view } of rows) {
    if (!kind) continue;
    const list = byProfile.get(profileId) ?? [];
    list.push({ ...view, kind });
    byProfile.set(profileId, list);
  }
  for (const list of byProfile.values()) list.sort((a, b) => snapshotKinds.indexOf(a.kind) - snapshotKinds.indexOf(b.kind));
  return byProfile;
}
