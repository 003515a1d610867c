import "server-only";
import { and, desc, eq, gte, isNotNull, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { measurementRereads, talentProfiles, users } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { cacheTags, invalidate } from "@/lib/cache";
import { canonicalLength, cmOf, isBareNumber, LENGTH_MAX_CM, LENGTH_MIN_CM, type LengthField, lengthFields, plausibleCm, splitLength } from "@/lib/domain/measurements";
import { talentDisplayName } from "./talent-display-name";

const columnOf = { bust: "bust", waist: "waist", hips: "hips" } as const satisfies Record<LengthField, keyof typeof talentProfiles.$inferSelect>;

const inRange = (cm: number) => cm >= LENGTH_MIN_CM && cm <= LENGTH_MAX_CM;

export interface Reread {
  after: string;
  /** Rounded centimetres the old reader showed, and the new one shows; null where it showed the text. */
  cmBefore: number | null;
  cmAfter: number | null;
}

/**
 * How a bare number stored before issue 26 is written now. The old reader took one up to 60 as inches. A value that
 * is plausible in centimetres for its field stays centimetres (a 58 waist); one only plausible in inches keeps the
 * inches the public saw, now written ("24 in"); above 60 nothing changes but the written unit. Null for text that is
 * not a bare number, or a number no reading makes a body length (left as typed, shown as typed).
 */
export function rereadBare(field: LengthField, text: string): Reread | null {
  if (!isBareNumber(text)) return null;
  const value = Number(splitLength(text).number);
  const oldCm = value <= 60 ? cmOf(value, "in") : value;
  const [low, high] = plausibleCm[field];
  const unit = value > 60 || (value >= low && value <= high) ? "cm" : "in";
  const newCm = cmOf(value, unit);
  if (!inRange(oldCm) && !inRange(newCm)) return null;
  return {
    after: canonicalLength(value, unit),
    cmBefore: inRange(oldCm) ? Math.round(oldCm) : null,
    cmAfter: inRange(newCm) ? Math.round(newCm) : null,
  };
}

/**
 * On server start: writes every bare bust, waist and hips with its unit (`rereadBare`), recording each rewrite in
 * `measurement_rereads` in the same transaction. Idempotent: a rewritten value has a unit, so it is never read again.
 * A value saved meanwhile is left alone (the update matches the old text). Returns how many values were rewritten.
 */
export async function rereadBareMeasurements(): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ id: talentProfiles.id, bust: talentProfiles.bust, waist: talentProfiles.waist, hips: talentProfiles.hips })
    .from(talentProfiles)
    .where(or(...lengthFields.map((field) => isNotNull(talentProfiles[columnOf[field]]))));
  let rewritten = 0;
  for (const row of rows) {
    for (const field of lengthFields) {
      const before = row[field];
      const reread = before === null ? null : rereadBare(field, before);
      if (!before || !reread) continue;
      const column = talentProfiles[columnOf[field]];
      const done = await db.transaction(async (tx) => {
        const updated = await tx
          .update(talentProfiles)
          .set({ [columnOf[field]]: reread.after })
          .where(and(eq(talentProfiles.id, row.id), eq(column, before)))
          .returning({ id: talentProfiles.id });
        if (updated.length === 0) return false;
        await tx.insert(measurementRereads).values({ talentProfileId: row.id, field, before, ...reread });
        return true;
      });
      if (done) rewritten += 1;
    }
  }
  if (rewritten > 0) invalidate(cacheTags.talents, ...rows.map((row) => cacheTags.talent(row.id)));
  return rewritten;
}

/** How long the admin's talent list shows the notice of a rewrite. */
const NOTICE_DAYS = 60;

export interface MeasurementRereadNotice {
  talentId: number;
  name: string;
  /** The board, which names the field (chest or bust). */
  category: string | null;
  gender: string | null;
  field: LengthField;
  before: string;
  after: string;
  cmBefore: number | null;
  cmAfter: number | null;
}

/**
 * The rewrites of the last 60 days that staff should check, newest first: those whose centimetres changed (a bare 58
 * waist once shown as 147 cm) and those now written in inches. A bare 86 that only gained "cm" is left out.
 */
export async function listMeasurementRereads(viewer: Viewer | null): Promise<MeasurementRereadNotice[]> {
  requirePermission(viewer, "talents");
  const db = await getDb();
  const since = new Date(Date.now() - NOTICE_DAYS * 86_400_000);
  const rows = await db
    .select({
      talentId: measurementRereads.talentProfileId,
      name: talentDisplayName,
      category: talentProfiles.category,
      gender: talentProfiles.gender,
      field: measurementRereads.field,
      before: measurementRereads.before,
      after: measurementRereads.after,
      cmBefore: measurementRereads.cmBefore,
      cmAfter: measurementRereads.cmAfter,
    })
    .from(measurementRereads)
    .innerJoin(talentProfiles, eq(talentProfiles.id, measurementRereads.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(gte(measurementRereads.createdAt, since))
    .orderBy(desc(measurementRereads.createdAt), desc(measurementRereads.id));
  return rows
    .filter((row) => row.cmBefore !== row.cmAfter || row.after.endsWith(" in"))
    .map((row) => ({ ...row, field: row.field as LengthField }));
}
