import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { isApprovedStatus, type ApprovedStatus } from "@/lib/domain/talent-status";
import { conflict } from "@/lib/errors";
import { logEvent } from "@/lib/services/audit";
import { loadTalent } from "./talents-admin-reads";
import { invalidateTalent, talentChanges } from "./talents-admin-writes";
import { lockTalentForStaff } from "@/lib/services/platform";

// The staff side of talents, status changes: an approved talent hidden from the public site or shown again.

const NOT_APPROVED = "Only an approved talent can be hidden or shown.";

/**
 * `PATCH /admin/talents/{id}/status`: hides an approved talent from the public site or shows them again. An
 * applicant (pending or declined) is approved on the pending-approval screen instead: 409 here.
 */
export async function setTalentVisibility(viewer: Viewer | null, userId: number, status: ApprovedStatus) {
  const staff = requirePermission(viewer, "talents");
  const db = await getDb();
  const current = await loadTalent(db, userId);
  if (!isApprovedStatus(current.user.status)) throw conflict(NOT_APPROVED);
  if (current.user.status !== status) {
    await db.transaction(async (tx) => {
      await lockTalentForStaff(tx, userId);
      const before = await loadTalent(tx, userId);
      const [user] = await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
      const subject = { type: "talent", id: current.profile?.id ?? userId };
      const payload = current.profile ? { talent_id: current.profile.id } : { talent_id: null, user_id: userId };
      await logEvent(tx, staff, status === "hidden" ? "talent.hidden" : "talent.shown", { subject, payload, changes: talentChanges({ user: before.user }, { user }) });
    });
    invalidateTalent(current.profile?.id);
  }
  const message = status === "hidden" ? "This talent is now hidden from public view." : "This talent is now visible to the public.";
  return { id: userId, status, is_hidden: status === "hidden", message };
}
