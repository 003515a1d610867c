import "server-only";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { getDb } from "@/db/client";
import { availabilityBlocks, type AvailabilityBlock } from "@/db/schema";
import { requirePermission, requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import type { AvailabilityKind } from "@/lib/domain/availability";
import { notFound } from "@/lib/errors";
import type { AvailabilityBlockValues } from "@/lib/validation/availability";
import { logActivity } from "./activity";
import { loadTalent, TALENT_NOT_FOUND } from "./talents-admin-reads";

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

async function insertBlock(talentProfileId: number, input: AvailabilityBlockValues, createdById: number): Promise<AvailabilityBlockView> {
  const db = await getDb();
  const [row] = await db
    .insert(availabilityBlocks)
    .values({ talentProfileId, createdById, ...columnsOf(input) })
    .returning();
  return toView(row!);
}

/** Updates a block, only if it belongs to the talent when one is given (otherwise 404). */
async function updateBlock(id: number, input: AvailabilityBlockValues, talentProfileId?: number): Promise<AvailabilityBlockView> {
  const db = await getDb();
  const [row] = await db
    .update(availabilityBlocks)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(and(eq(availabilityBlocks.id, id), talentProfileId === undefined ? undefined : eq(availabilityBlocks.talentProfileId, talentProfileId)))
    .returning();
  if (!row) throw notFound("Blocked days not found.");
  return toView(row);
}

async function deleteBlock(id: number, talentProfileId?: number): Promise<AvailabilityBlock> {
  const db = await getDb();
  const [row] = await db
    .delete(availabilityBlocks)
    .where(and(eq(availabilityBlocks.id, id), talentProfileId === undefined ? undefined : eq(availabilityBlocks.talentProfileId, talentProfileId)))
    .returning();
  if (!row) throw notFound("Blocked days not found.");
  return row;
}

// --- the talent's own --------------------------------------------------------------------------------------------

export async function listOwnAvailability(viewer: Viewer | null, range: Range = {}): Promise<AvailabilityBlockView[]> {
  const talent = requireTalent(viewer);
  return listBlocks(talent.talentProfileId, range);
}

export async function createOwnAvailability(viewer: Viewer | null, input: AvailabilityBlockValues): Promise<AvailabilityBlockView> {
  const talent = requireTalent(viewer);
  return insertBlock(talent.talentProfileId, input, talent.id);
}

export async function updateOwnAvailability(viewer: Viewer | null, id: number, input: AvailabilityBlockValues): Promise<AvailabilityBlockView> {
  const talent = requireTalent(viewer);
  return updateBlock(id, input, talent.talentProfileId);
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
  const block = await insertBlock(talentProfileId, input, staff.id);
  await logActivity(staff, "talents", `Blocked ${input.starts_on} to ${input.ends_on} (${input.kind})`, { type: "talent", id: talentProfileId });
  return block;
}

export async function updateAvailabilityByStaff(viewer: Viewer | null, id: number, input: AvailabilityBlockValues): Promise<AvailabilityBlockView> {
  const staff = requirePermission(viewer, "talents");
  const block = await updateBlock(id, input);
  await logActivity(staff, "talents", `Changed blocked days to ${input.starts_on} to ${input.ends_on} (${input.kind})`, {
    type: "talent",
    id: block.talent_profile_id,
  });
  return block;
}

export async function deleteAvailabilityByStaff(viewer: Viewer | null, id: number): Promise<{ id: number }> {
  const staff = requirePermission(viewer, "talents");
  const block = await deleteBlock(id);
  await logActivity(staff, "talents", `Removed blocked days ${block.startsOn} to ${block.endsOn}`, { type: "talent", id: block.talentProfileId });
  return { id };
}
