import "server-only";
import { and, count, eq, isNull, ne } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { talentMedia, talentProfiles, type TalentProfile, type User } from "@/db/schema";
import { requirePermission, requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { isApprovedStatus, isPublicTalentState } from "@/lib/domain/talent-status";
import { missingSummary, publicationChecklist, type ChecklistEntry } from "@/lib/domain/talent-publication";
import { conflict, type FieldErrors } from "@/lib/errors";
import { isMinor } from "@/lib/validation/register-rules";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { readGuardianStatus, type GuardianStatus } from "./guardian-consent";
import { loadTalent } from "./talents-admin-reads";
import { invalidateTalent } from "./talents-admin-writes";
import { lockTalentForStaff, refuseErased } from "@/lib/services/platform";

/*
 * Publication (issue 26): approval gives a talent their dashboard; staff publish the public profile from the
 * talent's admin page once the checklist (lib/domain/talent-publication.ts) is complete. Staff also choose the home
 * page's New Faces here, each with a place on the board.
 */

const NOT_APPROVED = "Only an approved talent can be published.";
const NO_PROFILE = "This talent has no profile to publish.";

/** The publication block of the talent's admin page, and the answer of every call that changes it. */
export interface TalentPublication {
  id: number;
  status: User["status"];
  published: boolean;
  published_at: string | null;
  /** Seen by the public now: published and not hidden. */
  public: boolean;
  new_face_position: number | null;
  checklist: ChecklistEntry[];
  ready: boolean;
  guardian: GuardianStatus | null;
}

async function checklistOf(db: DbOrTx, user: User, profile: TalentProfile): Promise<ChecklistEntry[]> {
  // Portfolio photos besides the profile photo: the profile photo alone is not a portfolio.
  const notTheProfilePhoto = user.profileImageUrl ? ne(talentMedia.fileUrl, user.profileImageUrl) : undefined;
  const [{ photos }] = await db
    .select({ photos: count() })
    .from(talentMedia)
    .where(and(eq(talentMedia.talentProfileId, profile.id), notTheProfilePhoto));
  return publicationChecklist({
    hasProfilePhoto: !!user.profileImageUrl,
    portfolioPhotos: Number(photos),
    hasHeight: profile.heightCm != null || !!profile.height?.trim(),
    hasBio: !!profile.bio?.trim(),
    minor: isMinor(profile.dob),
    guardianConsented: profile.guardianConsentAt != null,
  });
}

async function publicationOf(db: DbOrTx, userId: number): Promise<TalentPublication> {
  const { user, profile } = await loadTalent(db, userId);
  const checklist = profile ? await checklistOf(db, user, profile) : [];
  const publishedAt = profile?.publishedAt ?? null;
  return {
    id: user.id,
    status: user.status,
    published: publishedAt != null,
    published_at: publishedAt?.toISOString() ?? null,
    public: isPublicTalentState({ status: user.status, published_at: publishedAt }),
    new_face_position: profile?.newFacePosition ?? null,
    checklist,
    ready: !!profile && checklist.every((e) => e.done),
    guardian: profile && isMinor(profile.dob) ? await readGuardianStatus(db, profile) : null,
  };
}

/** `GET /admin/talents/{id}/publication`: the checklist, the published state, New Faces, the guardian. */
export async function getTalentPublication(viewer: Viewer | null, userId: number): Promise<TalentPublication> {
  requirePermission(viewer, "talents");
  return publicationOf(await getDb(), userId);
}

/**
 * `POST /admin/talents/{id}/publish`: puts an approved talent's profile on the public site. 409 when the talent is
 * not approved or the checklist is not complete; the message and `errors` (one entry per checklist item) say what is
 * missing. Publishing a published profile changes nothing.
 */
export async function publishTalent(viewer: Viewer | null, userId: number): Promise<TalentPublication> {
  const staff = requirePermission(viewer, "talents");
  const db = await getDb();
  const { user, profile } = await loadTalent(db, userId);
  refuseErased(user);
  if (!isApprovedStatus(user.status)) throw conflict(NOT_APPROVED);
  if (!profile) throw conflict(NO_PROFILE);
  if (!profile.publishedAt) {
    const checklist = await checklistOf(db, user, profile);
    const open = checklist.filter((e) => !e.done);
    if (open.length) {
      const errors: FieldErrors = Object.fromEntries(open.map((e) => [e.item, [e.missing as string]]));
      throw conflict(missingSummary(checklist), errors);
    }
    await db.transaction(async (tx) => {
      await lockTalentForStaff(tx, userId);
      const [after] = await tx
        .update(talentProfiles)
        .set({ publishedAt: new Date() })
        .where(and(eq(talentProfiles.id, profile.id), isNull(talentProfiles.publishedAt)))
        .returning({ publishedAt: talentProfiles.publishedAt });
      if (!after) return; // published meanwhile by someone else, whose entry says so
      const changes = diffChanges({ publishedAt: null }, after);
      await logEvent(tx, staff, "talent.published", { subject: { type: "talent", id: profile.id }, payload: { talent_id: profile.id }, changes });
    });
    invalidateTalent(profile.id);
  }
  return publicationOf(db, userId);
}

/** `POST /admin/talents/{id}/unpublish`: takes the profile off the public site; the dashboard stays. */
export async function unpublishTalent(viewer: Viewer | null, userId: number): Promise<TalentPublication> {
  const staff = requirePermission(viewer, "talents");
  const db = await getDb();
  const { profile } = await loadTalent(db, userId);
  if (profile?.publishedAt) {
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ publishedAt: talentProfiles.publishedAt }).from(talentProfiles).where(eq(talentProfiles.id, profile.id)).for("update");
      await tx.update(talentProfiles).set({ publishedAt: null }).where(eq(talentProfiles.id, profile.id));
      const changes = diffChanges(before, { publishedAt: null });
      await logEvent(tx, staff, "talent.unpublished", { subject: { type: "talent", id: profile.id }, payload: { talent_id: profile.id }, changes });
    });
    invalidateTalent(profile.id);
  }
  return publicationOf(db, userId);
}

/**
 * `PUT /admin/talents/{id}/new-face`: puts the talent on the home page's New Faces board at `position` (1 first),
 * or takes them off (null). The board shows only public talent, so an unpublished one keeps the place for later.
 * Two talents given the same place are shown in the order they were published.
 */
export async function setNewFace(viewer: Viewer | null, userId: number, position: number | null): Promise<TalentPublication> {
  const staff = requirePermission(viewer, "talents");
  const db = await getDb();
  const { user, profile } = await loadTalent(db, userId);
  refuseErased(user);
  if (!profile) throw conflict(NO_PROFILE);
  if (profile.newFacePosition !== position) {
    await db.transaction(async (tx) => {
      await lockTalentForStaff(tx, userId);
      const [before] = await tx.select({ newFacePosition: talentProfiles.newFacePosition }).from(talentProfiles).where(eq(talentProfiles.id, profile.id)).for("update");
      await tx.update(talentProfiles).set({ newFacePosition: position }).where(eq(talentProfiles.id, profile.id));
      const changes = diffChanges(before, { newFacePosition: position });
      const subject = { type: "talent", id: profile.id };
      if (position == null) await logEvent(tx, staff, "talent.new_faces_removed", { subject, payload: { talent_id: profile.id }, changes });
      else await logEvent(tx, staff, "talent.new_faces_placed", { subject, payload: { talent_id: profile.id, position }, changes });
    });
    invalidateTalent(profile.id);
  }
  return publicationOf(db, userId);
}

/**
 * Whether the signed-in talent's own profile is public now (approved, shown and published by staff): the dashboard
 * offers the public profile and the comp card's download only then, so an approved talent awaiting publication is
 * never sent to a 404.
 */
export async function isOwnProfilePublic(viewer: Viewer | null): Promise<boolean> {
  const talent = requireTalent(viewer);
  const db = await getDb();
  const [profile] = await db.select({ publishedAt: talentProfiles.publishedAt }).from(talentProfiles).where(eq(talentProfiles.id, talent.talentProfileId));
  return isPublicTalentState({ status: talent.status, published_at: profile?.publishedAt ?? null });
}
