import "server-only";
import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { guardianLinks, talentProfiles, users, type GuardianLink, type TalentProfile } from "@/db/schema";
import { absoluteUrl } from "@/lib/absolute-url";
import { requirePermission } from "@/lib/auth/guards";
import { newOpaqueToken, sha256 } from "@/lib/auth/tokens";
import type { Viewer } from "@/lib/auth/viewer";
import { GUARDIAN_LINK_DAYS, type GuardianState } from "@/lib/domain/talent-publication";
import { deliverNow, enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { conflict, notFound } from "@/lib/errors";
import { isMinor } from "@/lib/validation/register-rules";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { loadTalent } from "./talents-admin-reads";
import { talentDisplayName } from "./talent-display-name";
import { lockTalentForStaff } from "@/lib/services/platform";

/*
 * A minor's parent or guardian confirms consent themselves (issue 26): they get a link `/guardian/{token}` by mail
 * (random, stored as its SHA-256, one use, 14 days), open a page that says who the talent is and what they consent
 * to, and confirm; the time and their address are recorded. Until then the profile cannot be published.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_GUARDIAN = "This talent has no parent or guardian on file.";
const NOT_A_MINOR = "This talent is not a minor: no guardian's consent is needed.";
const ALREADY_CONFIRMED = "The guardian has already confirmed consent.";
const LINK_USED = "This link has already been used.";
const LINK_EXPIRED = "This link has expired. Ask the agency to send a new one.";

/** The guardian's block as staff see it (talent page here, pending review on the `apply` branch). */
export interface GuardianStatus {
  minor: boolean;
  name: string | null;
  email: string | null;
  state: GuardianState;
  consented_at: string | null;
  /** Where the confirmation came from, for the record. */
  consent_ip: string | null;
  link_sent_at: string | null;
  link_expires_at: string | null;
}

type GuardianProfile = Pick<TalentProfile, "id" | "dob" | "guardianName" | "guardianEmail" | "guardianConsentAt">;

/** The guardian's status from the profile and its latest link (pure: the caller reads them, one query for a list). */
export function guardianStatusOf(profile: GuardianProfile, latest: GuardianLink | null, now = new Date()): GuardianStatus {
  const minor = isMinor(profile.dob, now);
  const used = latest?.usedAt ? latest : null;
  let state: GuardianState;
  if (!minor) state = "not_required";
  else if (profile.guardianConsentAt) state = "confirmed";
  else if (!latest) state = "no_link";
  else state = latest.expiresAt.getTime() <= now.getTime() ? "expired" : "awaiting";
  return {
    minor,
    name: profile.guardianName,
    email: profile.guardianEmail,
    state,
    consented_at: profile.guardianConsentAt?.toISOString() ?? null,
    consent_ip: used?.usedIp ?? null,
    link_sent_at: latest?.createdAt.toISOString() ?? null,
    link_expires_at: latest?.expiresAt.toISOString() ?? null,
  };
}

/** The latest link of each profile, for `guardianStatusOf` over a list (the pending review, the talent page). */
export async function latestGuardianLinks(db: DbOrTx, profileIds: number[]): Promise<Map<number, GuardianLink>> {
  if (!profileIds.length) return new Map();
  const rows = await db
    .select()
    .from(guardianLinks)
    .where(inArray(guardianLinks.talentProfileId, profileIds))
    .orderBy(desc(guardianLinks.createdAt), desc(guardianLinks.id));
  const latest = new Map<number, GuardianLink>();
  for (const row of rows) if (!latest.has(row.talentProfileId)) latest.set(row.talentProfileId, row);
  return latest;
}

/** One profile's guardian status, read now. */
export async function readGuardianStatus(db: DbOrTx, profile: GuardianProfile): Promise<GuardianStatus> {
  const latest = await latestGuardianLinks(db, [profile.id]);
  return guardianStatusOf(profile, latest.get(profile.id) ?? null);
}

/**
 * Issues a new link inside the caller's transaction and retires the older unused ones, so only the latest mail's
 * link works. Returns the link's absolute URL for the mail (the token itself is never stored).
 */
export async function issueGuardianLink(tx: DbOrTx, profileId: number, guardianEmail: string, now = new Date()): Promise<string> {
  await tx
    .update(guardianLinks)
    .set({ retiredAt: now })
    .where(and(eq(guardianLinks.talentProfileId, profileId), isNull(guardianLinks.usedAt), isNull(guardianLinks.retiredAt)));
  const token = newOpaqueToken();
  await tx.insert(guardianLinks).values({
    talentProfileId: profileId,
    tokenHash: sha256(token),
    guardianEmail,
    expiresAt: new Date(now.getTime() + GUARDIAN_LINK_DAYS * DAY_MS),
    createdAt: now,
  });
  return absoluteUrl(`/guardian/${token}`);
}

/**
 * `POST /admin/talents/{id}/guardian-link`: a new link to the guardian (the old one stops working), mailed through
 * the outbox in the same transaction. 409 when no guardian is needed, none is on file, or they already confirmed.
 */
export async function resendGuardianLink(viewer: Viewer | null, userId: number): Promise<GuardianStatus> {
  const staff = requirePermission(viewer, "talents");
  const db = await getDb();
  const { user, profile } = await loadTalent(db, userId);
  if (!profile || !isMinor(profile.dob)) throw conflict(NOT_A_MINOR);
  if (!profile.guardianEmail || !profile.guardianName) throw conflict(NO_GUARDIAN);
  if (profile.guardianConsentAt) throw conflict(ALREADY_CONFIRMED);
  const { guardianEmail, guardianName } = profile;
  const mailIds = await db.transaction(async (tx) => {
    await lockTalentForStaff(tx, userId);
    const link = await issueGuardianLink(tx, profile.id, guardianEmail);
    const changes = diffChanges(null, { guardianLinkSentTo: guardianEmail });
    await logEvent(tx, staff, "talent.guardian_link_sent", { subject: { type: "talent", id: profile.id }, payload: { talent_id: profile.id }, changes });
    return enqueueMail(tx, mails.guardianConsent(guardianEmail, guardianName, user.name, link));
  });
  await deliverNow(mailIds);
  return readGuardianStatus(db, profile);
}

/** What the guardian's page shows for a token. */
export type GuardianLinkView =
  | { state: "open"; talent_name: string; guardian_name: string; expires_at: string }
  | { state: "confirmed"; talent_name: string; consented_at: string }
  | { state: "expired" | "unknown" };

async function findLink(db: DbOrTx, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ link: guardianLinks, profile: talentProfiles, talentName: talentDisplayName, userName: users.name })
    .from(guardianLinks)
    .innerJoin(talentProfiles, eq(talentProfiles.id, guardianLinks.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(guardianLinks.tokenHash, sha256(token)));
  return row ?? null;
}

/**
 * The guardian's page's read. A used link shows its confirmation (a guardian reopening the mail sees it is done);
 * a retired, expired or changed-address link shows as expired. The applicant's own name, as they registered, is
 * what the guardian knows them by.
 */
export async function readGuardianLink(token: string, now = new Date()): Promise<GuardianLinkView> {
  const row = await findLink(await getDb(), token);
  if (!row) return { state: "unknown" };
  const { link, profile } = row;
  if (link.usedAt) return { state: "confirmed", talent_name: row.userName, consented_at: link.usedAt.toISOString() };
  if (link.retiredAt || link.expiresAt.getTime() <= now.getTime() || profile.guardianEmail !== link.guardianEmail) {
    return { state: "expired" };
  }
  return { state: "open", talent_name: row.userName, guardian_name: profile.guardianName ?? "", expires_at: link.expiresAt.toISOString() };
}

/**
 * `POST /guardian/{token}`: the guardian confirms. One conditional update takes the link (unused, not retired, not
 * expired), so a link works once even when clicked twice at once; the profile records the time, the link the
 * address. 404 for an unknown token; 409 for a used or expired one, the message saying which.
 */
export async function confirmGuardianConsent(token: string, context: { ip: string }, now = new Date()) {
  const db = await getDb();
  const row = await findLink(db, token);
  if (!row) throw notFound("This link is not valid.");
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(guardianLinks)
      .set({ usedAt: now, usedIp: context.ip })
      .where(
        and(
          eq(guardianLinks.id, row.link.id),
          isNull(guardianLinks.usedAt),
          isNull(guardianLinks.retiredAt),
          gt(guardianLinks.expiresAt, now),
          eq(guardianLinks.guardianEmail, row.profile.guardianEmail ?? ""),
        ),
      )
      .returning({ id: guardianLinks.id });
    if (!taken) {
      // Read again: a confirmation a moment ago (a double click) is "used", not "expired".
      const [now_] = await tx.select({ usedAt: guardianLinks.usedAt }).from(guardianLinks).where(eq(guardianLinks.id, row.link.id));
      throw conflict(now_?.usedAt ? LINK_USED : LINK_EXPIRED);
    }
    await tx.update(talentProfiles).set({ guardianConsentAt: now, updatedAt: now }).where(eq(talentProfiles.id, row.profile.id));
    return { confirmed: true as const, talent_name: row.userName, consented_at: now.toISOString() };
  });
}
