import "server-only";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { socialAccounts, talentProfiles, users } from "@/db/schema";
import { readPage } from "@/lib/services/platform";
import { requirePermission } from "@/lib/auth/guards";
import type { UserStatus, Viewer } from "@/lib/auth/viewer";
import { cacheTags, invalidate } from "@/lib/cache";
import { deliverNow, enqueueMail, type MailMessage } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { absoluteUrl } from "@/lib/absolute-url";
import { conflict, notFound } from "@/lib/errors";
import type { Paging } from "@/lib/validation/common";
import { missingFromApplication } from "@/lib/domain/application-completeness";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { readSnapshots } from "./application-snapshots";
import { toAdminTalent } from "./talents-admin-reads";

const ALREADY_REVIEWED = "This application has already been reviewed.";

/**
 * `GET /admin/pending`: talent applications waiting for review, newest first. Each is the admin talent shape (with
 * `name`) plus `application`: its snapshots and what it lacks of what the agency selects on (an older client sends
 * none of it).
 */
export async function listPendingApplicants(viewer: Viewer | null, paging: Paging) {
  requirePermission(viewer, "pending-approval");
  const db = await getDb();
  const where = and(eq(users.role, "talent"), eq(users.status, "pending"));
  const page = await readPage(
    paging,
    db
      .select({ user: users, profile: talentProfiles })
      .from(users)
      .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id)),
    db.select({ total: count() }).from(users).where(where),
  );
  const rows = page.data;
  const profileIds = rows.map((r) => r.profile?.id).filter((id): id is number => id != null);
  const social = profileIds.length
    ? await db.select().from(socialAccounts).where(inArray(socialAccounts.talentProfileId, profileIds))
    : [];
  const snapshots = await readSnapshots(db, profileIds);
  const items = rows.map(({ user, profile }) => {
    const talent = toAdminTalent(user, profile, [], social.filter((s) => s.talentProfileId === profile?.id));
    const photos = (profile && snapshots.get(profile.id)) || [];
    const p = talent.talent_profile;
    const missing = missingFromApplication({
      height: p?.height ?? null,
      bust: p?.bust ?? null,
      waist: p?.waist ?? null,
      hips: p?.hips ?? null,
      shoe_size: p?.shoe_size ?? null,
      hair_color: p?.hair_color ?? null,
      eye_color: p?.eye_color ?? null,
      snapshot_kinds: photos.map((photo) => photo.kind),
    });
    return { ...talent, application: { snapshots: photos, missing } };
  });
  return { ...page, data: items };
}

/**
 * Moves an applicant from one of `from` to `to` in one conditional update, so two admins acting at once cannot both
 * succeed: the second gets 409. The applicant's mail (`mailOf`) is queued in the same transaction.
 */
async function review(
  viewer: Viewer,
  userId: number,
  from: UserStatus[],
  to: "active" | "declined",
  mailOf: (talent: { name: string; email: string }) => MailMessage,
): Promise<{ id: number; name: string; email: string; profileId: number | null; mailIds: number[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Locked first, so the status it reads is the one the conditional update below moves from.
    const [before] = await tx.select({ status: users.status }).from(users).where(eq(users.id, userId)).for("update");
    const [updated] = await tx
      .update(users)
      .set({ status: to, updatedAt: new Date(), declinedAt: to === "declined" ? new Date() : null })
      .where(and(eq(users.id, userId), eq(users.role, "talent"), inArray(users.status, from)))
      .returning({ id: users.id, name: users.name, email: users.email, status: users.status });
    if (!updated) {
      const [exists] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, "talent")));
      throw exists ? conflict(ALREADY_REVIEWED) : notFound("Talent not found.");
    }
    const [profile] = await tx.select({ id: talentProfiles.id }).from(talentProfiles).where(eq(talentProfiles.userId, userId));
    const subject = { type: "talent", id: profile?.id ?? userId };
    await logEvent(tx, viewer, to === "active" ? "talent.approved" : "talent.declined", {
      subject,
      payload: profile ? { talent_id: profile.id } : { talent_id: null, user_id: userId },
      changes: diffChanges(before, { status: updated.status }),
    });
    return { id: updated.id, name: updated.name, email: updated.email, profileId: profile?.id ?? null, mailIds: await enqueueMail(tx, mailOf(updated)) };
  });
}

/**
 * `PATCH /admin/approve/{id}`: the applicant becomes an active talent with a dashboard, and is told by email. The
 * public profile stays unpublished until staff publish it from the talent's page with the checklist
 * (lib/services/talent-publication.ts). A declined applicant can still be approved later; an already approved one
 * is a 409.
 */
export async function approveTalent(viewer: Viewer | null, userId: number) {
  const staff = requirePermission(viewer, "pending-approval");
  const talent = await review(staff, userId, ["pending", "declined"], "active", (t) =>
    mails.applicationApproved(t.email, t.name, absoluteUrl("/login")),
  );
  await deliverNow(talent.mailIds);
  invalidate(...(talent.profileId != null ? [cacheTags.talent(talent.profileId)] : []), cacheTags.talents);
  return { id: talent.id, status: "active" as const };
}

/** `PATCH /admin/decline/{id}`: a pending application is declined and the applicant told by email. */
export async function declineTalent(viewer: Viewer | null, userId: number) {
  const staff = requirePermission(viewer, "pending-approval");
  const talent = await review(staff, userId, ["pending"], "declined", (t) => mails.applicationDeclined(t.email, t.name));
  await deliverNow(talent.mailIds);
  return { id: talent.id, status: "declined" as const };
}

/** One application as the review queue shows it. */
export type PendingApplicant = Awaited<ReturnType<typeof listPendingApplicants>>["data"][number];
