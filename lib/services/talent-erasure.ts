import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, not, or, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx, type Tx } from "@/db/client";
import {
  activityLog,
  availabilityBlocks,
  calendarFeedTokens,
  contactMessages,
  emailOutbox,
  guardianLinks,
  jobLines,
  measurementRereads,
  notificationRecipients,
  notifications,
  packageTalents,
  passwordResetCodes,
  rateLimits,
  socialAccounts,
  talentMedia,
  talentProfiles,
  uploads,
  users,
} from "@/db/schema";
import { requireRole } from "@/lib/auth/guards";
import { hashPassword } from "@/lib/auth/password";
import type { Viewer } from "@/lib/auth/viewer";
import { ERASE_CONFIRM_MISMATCH, ERASED_TALENT_NAME, erasedEmail } from "@/lib/domain/privacy";
import { conflict, notFound, validationError } from "@/lib/errors";
import { clearStoredPdfs } from "@/lib/pdf/pdf-store";
import { dropResizedImages } from "@/lib/storage/image-cache";
import { logActivity, logSystemActivity } from "./activity";
import { allowActivityLogMaintenance } from "./activity";
import { deliverNow } from "@/lib/email";
import { releaseLinesOfErasedTalent } from "./job-line-moves";
import { endAllSessions } from "./sessions";
import { TALENT_NOT_FOUND } from "./talents-admin-reads";
import { deleteUnusedFile, invalidateTalent } from "./talents-admin-writes";

/**
 * Erasing a talent (issue 29, item 9): their personal data goes, what the agency must keep stays. The account row and
 * the profile row remain, emptied, because bookings and job lines point at them and keep their figures: they read
 * "Erased talent" from then on. Everything else about the person is deleted or nulled in one transaction, and their
 * files (photos, the profile picture, anything they uploaded) after it commits, with the image optimizer's resized
 * copies. Who may: an admin (typed confirmation), or the retention job for a declined applicant ("System").
 * docs/decisions.md lists what is kept and why.
 */

const ALREADY_ERASED = "This talent has already been erased.";

/** Who erases: an admin, or null for the retention job (the activity log names it "System"). */
type Eraser = Pick<Viewer, "id" | "name"> | null;

/** The activity log's entry: the fact and the subject's id, never a name. */
const erasedAction = (subjectId: number) => `Erased talent ${subjectId}`;

interface Erased {
  userId: number;
  profileId: number | null;
  /** Stored files to delete once the transaction has committed. */
  urls: string[];
  /** Mails queued in the transaction (the release of her options), delivered after the commit. */
  mailIds: number[];
}

/** A password hash no one knows the password of (the account is suspended anyway; this is belt and braces). */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString("base64url"));

/** Replaces each text in the activity entries matching `where` (the personal data a past entry quoted). */
async function scrubActivity(tx: Tx, where: SQL, texts: string[]) {
  await allowActivityLogMaintenance(tx);
  for (const text of texts) {
    await tx
      .update(activityLog)
      .set({ action: sql`replace(${activityLog.action}, ${text}, ${ERASED_TALENT_NAME})` })
      .where(and(where, sql`strpos(${activityLog.action}, ${text}) > 0`));
  }
}

/**
 * The erasure itself, inside `tx`. The account row is locked first, so two erasures of one talent (an admin and the
 * retention job) run one after the other and the second finds it erased (409). Returns what to clean up afterwards.
 */
async function eraseWithin(tx: Tx, userId: number, eraser: Eraser, passwordHash: string, check?: (user: { email: string }) => void): Promise<Erased> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "talent")))
    .for("update");
  if (!user) throw notFound(TALENT_NOT_FOUND);
  if (user.erasedAt) throw conflict(ALREADY_ERASED);
  check?.(user);
  const [profile] = await tx.select().from(talentProfiles).where(eq(talentProfiles.userId, userId));
  const profileId = profile?.id ?? null;
  const now = new Date();
  // Her live lines leave first, through the lines' own rules and locks (issue 36, item 4).
  const mailIds = profile ? await releaseLinesOfErasedTalent(tx, profile.id, now) : [];

  const urls = new Set<string>();
  if (user.profileImageUrl) urls.add(user.profileImageUrl);
  for (const u of await tx.select({ url: uploads.url }).from(uploads).where(eq(uploads.ownerId, userId))) urls.add(u.url);

  await tx
    .update(users)
    .set({
      name: ERASED_TALENT_NAME,
      email: erasedEmail(userId),
      passwordHash,
      status: "suspended",
      roleLabel: null,
      phone: null,
      whatsapp: null,
      profileImageUrl: null,
      lastActiveAt: null,
      declinedAt: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await endAllSessions(userId, tx);
  await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));

  // Notifications: the talent's read states, and any notification sent to this talent alone.
  const own = tx
    .select({ id: notificationRecipients.notificationId })
    .from(notificationRecipients)
    .where(eq(notificationRecipients.userId, userId));
  const others = tx
    .select({ id: notificationRecipients.notificationId })
    .from(notificationRecipients)
    .where(not(eq(notificationRecipients.userId, userId)));
  await tx.delete(notifications).where(and(eq(notifications.targetAll, false), inArray(notifications.id, own), not(inArray(notifications.id, others))));
  await tx.delete(notificationRecipients).where(eq(notificationRecipients.userId, userId));

  // Mails recorded for the person, their counters, and messages they sent through the contact form.
  const addresses = [user.email, profile?.guardianEmail].filter((a): a is string => !!a);
  await tx.delete(emailOutbox).where(inArray(emailOutbox.to, addresses));
  for (const address of addresses) {
    await tx.delete(rateLimits).where(sql`right(${rateLimits.key}, ${address.length + 1}) = ${`:${address}`}`);
  }
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = lower(${user.email})`);

  let lineIds: number[] = [];
  if (profile) {
    for (const m of await tx.select({ url: talentMedia.fileUrl }).from(talentMedia).where(eq(talentMedia.talentProfileId, profile.id))) urls.add(m.url);
    await tx
      .update(talentProfiles)
      .set({
        stageName: null,
        category: null,
        gender: null,
        dob: null,
        country: null,
        state: null,
        city: null,
        cityUnlisted: false,
        bio: null,
        height: null,
        heightCm: null,
        weight: null,
        bust: null,
        waist: null,
        hips: null,
        shoeSize: null,
        dressSize: null,
        hairColor: null,
        eyeColor: null,
        hairColorKey: null,
        eyeColorKey: null,
        experienceLevel: null,
        hourlyRate: null,
        portfolioUrl: null,
        instagramHandle: null,
        isFeatured: false,
        isAvailable: false,
        guardianName: null,
        guardianEmail: null,
        guardianConsentAt: null,
        publishedAt: null,
        newFacePosition: null,
        updatedAt: now,
      })
      .where(eq(talentProfiles.id, profile.id));
    // Photos (application snapshots too), social accounts with their tokens, consent links, the calendar feed,
    // measurement notices, blocked days, and places in client packages (a package drops the talent).
    for (const table of [talentMedia, socialAccounts, guardianLinks, calendarFeedTokens, measurementRereads, availabilityBlocks, packageTalents]) {
      await tx.delete(table).where(eq(table.talentProfileId, profile.id));
    }
    // Job lines keep their dates, state and figures; a booker's note about the person goes.
    const lines = await tx.update(jobLines).set({ notes: null }).where(eq(jobLines.talentProfileId, profile.id)).returning({ id: jobLines.id });
    lineIds = lines.map((l) => l.id);
  }

  // The activity log keeps what happened, not who it happened to: past entries lose the name, stage name and email.
  const subjectIds = [userId, ...(profileId !== null ? [profileId] : [])];
  const about = or(
    and(eq(activityLog.subjectType, "talent"), inArray(activityLog.subjectId, subjectIds)),
    and(eq(activityLog.subjectType, "user"), eq(activityLog.subjectId, userId)),
    ...(lineIds.length ? [and(eq(activityLog.subjectType, "job_line"), inArray(activityLog.subjectId, lineIds))] : []),
  )!;
  const quoted = [user.email, user.name, profile?.stageName, profile?.guardianName, profile?.guardianEmail]
    .map((t) => t?.trim())
    .filter((t): t is string => !!t && t.length >= 2 && t !== ERASED_TALENT_NAME)
    .sort((a, b) => b.length - a.length);
  await scrubActivity(tx, about, quoted);
  // What those entries changed (the talent's own fields, before and after) is personal data too: the fact stays.
  await tx.update(activityLog).set({ changes: null }).where(about);
  // An email address is distinctive enough to take out of any entry that quotes it.
  await scrubActivity(tx, sql`true`, [user.email]);

  const subject = { type: "talent", id: profileId ?? userId };
  if (eraser) await logActivity(eraser, "talents", erasedAction(subject.id), { subject, tx });
  else await logSystemActivity("talents", erasedAction(subject.id), subject, tx);
  return { userId, profileId, urls: [...urls], mailIds };
}

/** After the commit: the files, their resized copies, cached PDFs and the public pages. */
async function cleanUp(erased: Erased): Promise<void> {
  const db = await getDb();
  for (const url of erased.urls) await deleteUnusedFile(db, url);
  await dropResizedImages(erased.urls);
  await clearStoredPdfs();
  invalidateTalent(erased.profileId);
}

/**
 * The stored files still held for erased talents: what an erasure leaves when its process stops between the commit
 * and the clean-up (a retry of the erasure answers 409 and cleans nothing). The daily retention job finishes them,
 * so a crash never leaves an erased person's photos served. Returns how many files went.
 */
export async function finishErasures(limit = 500): Promise<number> {
  const db = await getDb();
  const left = await db
    .select({ url: uploads.url })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.ownerId))
    .where(isNotNull(users.erasedAt))
    .limit(limit);
  if (left.length === 0) return 0;
  const urls = left.map((row) => row.url);
  for (const url of urls) await deleteUnusedFile(db, url);
  await dropResizedImages(urls);
  await clearStoredPdfs();
  return urls.length;
}

/** Erases one talent by user id on behalf of `eraser` (null: the retention job); `check` may refuse before anything changes. */
export async function eraseTalent(userId: number, eraser: Eraser, check?: (user: { email: string }) => void): Promise<Erased> {
  const passwordHash = await unusablePasswordHash();
  const db = await getDb();
  const erased = await db.transaction((tx) => eraseWithin(tx, userId, eraser, passwordHash, check));
  await deliverNow(erased.mailIds);
  await cleanUp(erased);
  return erased;
}

/**
 * `POST /admin/talents/{id}/erase`: an admin (never a sub-admin, whatever they hold) erases a talent, confirming
 * with the talent's email typed out (422 at `confirm` otherwise; letter case and surrounding spaces do not count).
 */
export async function eraseTalentByAdmin(viewer: Viewer | null, userId: number, confirm: string) {
  const admin = requireRole(viewer, "admin");
  const erased = await eraseTalent(userId, admin, (user) => {
    if (confirm.trim().toLowerCase() !== user.email.trim().toLowerCase()) {
      throw validationError("Validation failed", { confirm: [ERASE_CONFIRM_MISMATCH] });
    }
  });
  return { id: erased.userId, erased: true as const };
}

/** Declined applicants whose decline is older than `before`, not yet erased: the retention job's work list. */
export async function declinedApplicantsBefore(db: DbOrTx, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, "talent"),
        eq(users.status, "declined"),
        isNull(users.erasedAt),
        sql`coalesce(${users.declinedAt}, ${users.updatedAt}) < ${before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(users.id)
    .limit(limit);
  return rows.map((r) => r.id);
}
