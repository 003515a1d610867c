import "server-only";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { getDb, type DbOrTx, type Tx } from "@/db/client";
import { availabilityBlocks, talentProfiles, type AvailabilityBlock } from "@/db/schema";
import { requirePermission, requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import type { AvailabilityKind } from "@/lib/domain/availability";
import { notFound } from "@/lib/errors";
import type { AvailabilityBlockValues } from "@/lib/validation/availability";
import { deliverNow } from "@/lib/email";
import { lockOwnAccount, lockTalentForStaff } from "@/lib/services/platform";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { checkWorkOnBlockedDays } from "./blocked-work";
import { loadTalent, TALENT_NOT_FOUND } from "@/lib/services/talents";

/**
 * A talent's blocked days: the talent's own (`/availability`, from the dashboard) and any talent's for staff with
 * the `talents` permission (`/admin/talents/{id}/availability`, from the talent's page). A talent reaching another
 * talent's block, and staff reaching an unknown talent or block, get a 404.
 */

export interface AvailabilityBlockView {
  id: number;
  talent_profile_id: number;
  starts_on: string;
  ends_on: string;
  kind: AvailabilityKind;
  note: string | null;
  created_at: Date;
  updated_at: Date;
}

interface Range {
  from?: string;
  to?: string;
}

const toView = (b: AvailabilityBlock): AvailabilityBlockView => ({
  id: b.id,
  talent_profile_id: b.talentProfileId,
  starts_on: b.startsOn,
  ends_on: b.endsOn,
  kind: b.kind as AvailabilityKind,
  note: b.note,
  created_at: b.createdAt,
  updated_at: b.updatedAt,
});

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The talent's blocks that touch the range (default: from today on), in date order. */
async function listBlocks(talentProfileId: number, range: Range): Promise<AvailabilityBlockView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(availabilityBlocks)
    .where(
      and(
        eq(availabilityBlocks.talentProfileId, talentProfileId),
        gte(availabilityBlocks.endsOn, range.from ?? todayUtc()),
        range.to ? lte(availabilityBlocks.startsOn, range.to) : undefined,
      ),
    )
    .orderBy(asc(availabilityBlocks.startsOn), asc(availabilityBlocks.id));
  return rows.map(toView);
}

const columnsOf = (input: AvailabilityBlockValues) => ({
  startsOn: input.starts_on,
  endsOn: input.ends_on,
  kind: input.kind,
  note: input.note || null,
});

/** Runs in the write's transaction with the block before and after (staff log it there). */
type OnWritten = (tx: DbOrTx, before: AvailabilityBlock | null, after: AvailabilityBlock | null) => Promise<void>;
const noLog: OnWritten = async () => {};

/**
 * Takes the account's lock first in a block write's transaction (lib/services/account-lock.ts): the talent's own
 * writes answer 410 once the account is erased, staff's 409.
 */
type Side = "own" | "staff";
async function lockOwner(tx: Tx, talentProfileId: number, side: Side) {
  const [owner] = await tx.select({ userId: talentProfiles.userId }).from(talentProfiles).where(eq(talentProfiles.id, talentProfileId));
  if (!owner) throw notFound(TALENT_NOT_FOUND);
  await (side === "own" ? lockOwnAccount(tx, owner.userId) : lockTalentForStaff(tx, owner.userId));
}

/** What an activity entry says a block write changed. */
const blockChanges = (before: AvailabilityBlock | null, after: AvailabilityBlock | null) =>
  diffChanges(before, after, { omit: ["id", "talentProfileId", "createdById", "createdAt"] });

async function insertBlock(talentProfileId: number, input: AvailabilityBlockValues, createdById: number, side: Side, onWritten = noLog): Promise<AvailabilityBlockView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockOwner(tx, talentProfileId, side);
    const [row] = await tx
      .insert(availabilityBlocks)
      .values({ talentProfileId, createdById, ...columnsOf(input) })
      .returning();
    await onWritten(tx, null, row!);
    return toView(row!);
  });
}

const blockWhere = (id: number, talentProfileId?: number) =>
  and(eq(availabilityBlocks.id, id), talentProfileId === undefined ? undefined : eq(availabilityBlocks.talentProfileId, talentProfileId));

/** Updates a block, only if it belongs to the talent when one is given (otherwise 404). */
async function updateBlock(id: number, input: AvailabilityBlockValues, side: Side, talentProfileId?: number, onWritten = noLog): Promise<AvailabilityBlockView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ talentProfileId: availabilityBlocks.talentProfileId }).from(availabilityBlocks).where(blockWhere(id, talentProfileId));
    if (!found) throw notFound("Blocked days not found.");
    await lockOwner(tx, found.talentProfileId, side);
    const [before] = await tx.select().from(availabilityBlocks).where(blockWhere(id, talentProfileId)).for("update");
    if (!before) throw notFound("Blocked days not found.");
    const [row] = await tx
      .update(availabilityBlocks)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(availabilityBlocks.id, id))
      .returning();
    await onWritten(tx, before, row!);
    return toView(row!);
  });
}

async function deleteBlock(id: number, talentProfileId?: number, onWritten = noLog): Promise<AvailabilityBlock> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(availabilityBlocks).where(blockWhere(id, talentProfileId)).returning();
    if (!row) throw notFound("Blocked days not found.");
    await onWritten(tx, row, null);
    return row;
  });
}

// --- the talent's own --------------------------------------------------------------------------------------------

export async function listOwnAvailability(viewer: Viewer | null, range: Range = {}): Promise<AvailabilityBlockView[]> {
  const talent = requireTalent(viewer);
  return listBlocks(talent.talentProfileId, range);
}

/**
 * A talent's block over days she has work on is refused (409 `WORK_ON_BLOCKED_DAYS`, naming the work) unless she
 * confirms; then her bookers are mailed once it commits (issue 39, `./blocked-work.ts`).
 */
function warnOfWork(talentProfileId: number, input: AvailabilityBlockValues) {
  const mailIds: number[] = [];
  const onWritten: OnWritten = async (tx) => void mailIds.push(...(await checkWorkOnBlockedDays(tx, talentProfileId, input)));
  return { onWritten, sent: () => deliverNow(mailIds) };
}

export async function createOwnAvailability(viewer: Viewer | null, input: AvailabilityBlockValues): Promise<AvailabilityBlockView> {
  const talent = requireTalent(viewer);
  const work = warnOfWork(talent.talentProfileId, input);
  const block = await insertBlock(talent.talentProfileId, input, talent.id, "own", work.onWritten);
  await work.sent();
  return block;
}

export async function updateOwnAvailability(viewer: Viewer | null, id: number, input: AvailabilityBlockValues): Promise<AvailabilityBlockView> {
  const talent = requireTalent(viewer);
  const work = warnOfWork(talent.talentProfileId, input);
  const block = await updateBlock(id, input, "own", talent.talentProfileId, work.onWritten);
  await work.sent();
  return block;
}

export async function deleteOwnAvailability(viewer: Viewer | null, id: number): Promise<{ id: number }> {
  const talent = requireTalent(viewer);
  await deleteBlock(id, talent.talentProfileId);
  return { id };
}

// --- staff, on a talent's page -----------------------------------------------------------------------------------

/** The profile of the talent whose account is `userId` (the id of `/admin/talents/{id}`); 404 for anyone else. */
async function profileIdOf(userId: number): Promise<number> {
  const db = await getDb();
  const { profile } = await loadTalent(db, userId);
  if (!profile) throw notFound(TALENT_NOT_FOUND);
  return profile.id;
}

/** `GET /admin/talents/{id}/availability`: `id` is the talent's account, as on the talent's page. */
export async function listAvailabilityByStaff(viewer: Viewer | null, userId: number, range: Range = {}): Promise<AvailabilityBlockView[]> {
  requirePermission(viewer, "talents");
  return listBlocks(await profileIdOf(userId), range);
}

export async function createAvailabilityByStaff(viewer: Viewer | null, userId: number, input: AvailabilityBlockValues): Promise<AvailabilityBlockView> {
  const staff = requirePermission(viewer, "talents");
  const talentProfileId = await profileIdOf(userId);
  return insertBlock(talentProfileId, input, staff.id, "staff", (tx, before, after) =>
    logEvent(tx, staff, "availability.blocked", {
      subject: { type: "talent", id: talentProfileId },
      payload: { talent_id: talentProfileId, starts_on: input.starts_on, ends_on: input.ends_on, kind: input.kind },
      changes: blockChanges(before, after),
    }),
  );
}

export async function updateAvailabilityByStaff(viewer: Viewer | null, id: number, input: AvailabilityBlockValues): Promise<AvailabilityBlockView> {
  const staff = requirePermission(viewer, "talents");
  return updateBlock(id, input, "staff", undefined, (tx, before, after) =>
    logEvent(tx, staff, "availability.changed", {
      subject: { type: "talent", id: after!.talentProfileId },
      payload: { talent_id: after!.talentProfileId, starts_on: input.starts_on, ends_on: input.ends_on, kind: input.kind },
      changes: blockChanges(before, after),
    }),
  );
}

export async function deleteAvailabilityByStaff(viewer: Viewer | null, id: number): Promise<{ id: number }> {
  const staff = requirePermission(viewer, "talents");
  await deleteBlock(id, undefined, (tx, before) =>
    logEvent(tx, staff, "availability.removed", {
      subject: { type: "talent", id: before!.talentProfileId },
      payload: { talent_id: before!.talentProfileId, starts_on: before!.startsOn, ends_on: before!.endsOn, kind: before!.kind },
      changes: blockChanges(before, null),
    }),
  );
  return { id };
}
