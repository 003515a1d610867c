import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, getTableName, inArray, isNotNull, isNull, not, or, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb, type DbOrTx, type Tx } from "@/db/client";
import {
  activityLog,
  bookings,
  contactMessages,
  emailOutbox,
  jobLines,
  notificationRecipients,
  notifications,
  packages,
  packageTalents,
  rateLimits,
  talentMedia,
  talentProfiles,
  uploads,
  users,
  type TalentProfile,
  type User,
} from "@/db/schema";
import { requireRole } from "@/lib/auth/guards";
import { hashPassword } from "@/lib/auth/password";
import type { Viewer } from "@/lib/auth/viewer";
import { ERASE_CONFIRM_MISMATCH, ERASED_TALENT_NAME } from "@/lib/domain/privacy";
import { conflict, notFound, validationError } from "@/lib/errors";
import { clearStoredPdfs } from "@/lib/pdf/pdf-store";
import { deleteStoredFile } from "@/lib/storage";
import { dropResizedImages } from "@/lib/storage/image-cache";
import { lockAccountRow } from "@/lib/services/platform";
import { allowActivityLogMaintenance, logEvent } from "@/lib/services/audit";
import { PERSONAL_DATA, type ErasureContext, type ErasureStepName } from "./privacy-registry";
import { deliverNow } from "@/lib/email";
import { releaseLinesOfErasedTalent } from "@/lib/services/jobs";
import { TALENT_NOT_FOUND } from "@/lib/services/talents";
import { invalidateTalent } from "@/lib/services/talents";

/**
 * Erasing a talent (issue 29, item 9; issue 35, item 3): their personal data goes, what the agency must keep stays.
 * What happens to each table is read from the registry of personal data (lib/services/privacy-registry.ts; prose in
 * docs/privacy.md). The account row and the profile row remain, emptied, because bookings and job lines point at
 * them and keep their figures: they read "Erased talent" from then on. It runs in one transaction that first takes
 * the account's lock (lib/services/account-lock.ts), the same lock every write of the talent's and of staff to her
 * takes, so a write racing the erasure either commits before it (and the erasure removes what it wrote) or waits and
 * refuses. Files go after the commit, with the image optimizer's resized copies; the daily run removes any left.
 * Who may: an admin (typed confirmation), or the retention job for a declined applicant ("System").
 */

const ALREADY_ERASED = "This talent has already been erased.";

/** Who erases: an admin, or null for the retention job (the activity log names it "System"). */
type Eraser = Pick<Viewer, "id" | "name"> | null;

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

/** The person being erased, as she was when the lock was taken, and what the steps gather on the way. */
interface Subject {
  user: User;
  profile: TalentProfile | null;
  /** Her addresses (hers and her guardian's). */
  addresses: string[];
  /** The texts that name her, longest first: name, stage name, email, guardian's name and email. */
  quoted: string[];
  /**
   * Those distinctive enough to take out of text that is not hers (another talent's booking, a mail to someone
   * else): an address, or a name of two words or of six letters and more. "Al" is taken out of her own rows only.
   */
  distinctive: string[];
  /** Files to remove after the commit. */
  urls: Set<string>;
}

const REGEX_SPECIALS = /[.*+?^${}()|[\]\\]/g;
const htmlEscape = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * A PostgreSQL pattern matching any of the texts as whole words (a name inside another word, "Ann" in "Annual",
 * stays), in plain text and as HTML writes it.
 */
function wordsPattern(texts: string[]): string | null {
  const forms = [...new Set(texts.flatMap((t) => [t, htmlEscape(t)]))].sort((a, b) => b.length - a.length);
  if (forms.length === 0) return null;
  return `(${forms.map((t) => `${/^\w/.test(t) ? "\\m" : ""}${t.replace(REGEX_SPECIALS, "\\$&")}${/\w$/.test(t) ? "\\M" : ""}`).join("|")})`;
}

/** Replaces every one of `texts` in each column, in the rows matching `where` that contain one. */
async function scrubTexts(tx: Tx, table: PgTable, columns: SQL[], texts: string[], where?: SQL): Promise<void> {
  const pattern = wordsPattern(texts);
  if (!pattern) return;
  const sets = columns.map((c) => sql`${c} = regexp_replace(${c}, ${pattern}, ${ERASED_TALENT_NAME}, 'gi')`);
  const any = sql.join(
    columns.map((c) => sql`${c} ~* ${pattern}`),
    sql` or `,
  );
  await tx.execute(sql`update ${table} set ${sql.join(sets, sql`, `)} where (${any})${where ? sql` and ${where}` : sql``}`);
}

/** A package entry's changes without the booker's note about the talent `profileId` (arrays, or the shortened JSON text). */
function withoutNoteAbout(value: unknown, profileId: number): unknown {
  if (typeof value === "string") {
    return value.replace(new RegExp(`"note":"(?:[^"\\\\]|\\\\.)*","talent":${profileId}(?=[,}])`, "g"), `"note":null,"talent":${profileId}`);
  }
  if (Array.isArray(value)) return value.map((v) => withoutNoteAbout(v, profileId));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const out = Object.fromEntries(Object.entries(record).map(([k, v]) => [k, withoutNoteAbout(v, profileId)]));
    if (record.talent === profileId && "note" in record) out.note = null;
    return out;
  }
  return value;
}

/**
 * The steps that match her otherwise than by an owner column (the registry names each). They run before her rows
 * are deleted or emptied, so they can still find what pointed at her.
 */
const steps: Record<ErasureStepName, (tx: Tx, s: Subject) => Promise<void>> = {
  /** Her files: the profile picture, her uploads and her photos, removed after the commit (`cleanUp`). */
  async files(tx, s) {
    if (s.user.profileImageUrl) s.urls.add(s.user.profileImageUrl);
    for (const u of await tx.select({ url: uploads.url }).from(uploads).where(eq(uploads.ownerId, s.user.id))) s.urls.add(u.url);
    if (s.profile) {
      for (const m of await tx.select({ url: talentMedia.fileUrl }).from(talentMedia).where(eq(talentMedia.talentProfileId, s.profile.id))) s.urls.add(m.url);
    }
  },

  /** A notification sent to her alone goes; one sent to others too stays (her recipient row goes by the registry). */
  async notificationsForHerAlone(tx, s) {
    const own = tx.select({ id: notificationRecipients.notificationId }).from(notificationRecipients).where(eq(notificationRecipients.userId, s.user.id));
    const others = tx.select({ id: notificationRecipients.notificationId }).from(notificationRecipients).where(not(eq(notificationRecipients.userId, s.user.id)));
    await tx.delete(notifications).where(and(eq(notifications.targetAll, false), inArray(notifications.id, own), not(inArray(notifications.id, others))));
  },

  /** Mails to her (or her guardian) go; mails to others keep their record without her name or email. */
  async outboxMails(tx, s) {
    if (s.addresses.length) await tx.delete(emailOutbox).where(inArray(emailOutbox.to, s.addresses));
    await scrubTexts(tx, emailOutbox, [sql`"subject"`, sql`"html"`, sql`"text"`], s.distinctive);
  },

  async rateLimitCounters(tx, s) {
    for (const address of s.addresses) {
      await tx.delete(rateLimits).where(sql`right(${rateLimits.key}, ${address.length + 1}) = ${`:${address}`}`);
    }
  },

  async contactMessages(tx, s) {
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = lower(${s.user.email})`);
  },

  /** The client's words about her in a booking request: hers, and any other (a client may name her asking for another). */
  async bookingTexts(tx, s) {
    const columns = [sql`"project_description"`, sql`"requirements"`, sql`"location"`];
    if (s.profile) await scrubTexts(tx, bookings, columns, s.quoted, eq(bookings.talentProfileId, s.profile.id));
    await scrubTexts(tx, bookings, columns, s.distinctive);
  },

  /** The booker's message to the client of a package she was in. */
  async packageTexts(tx, s) {
    if (!s.profile) return;
    const hers = tx.select({ id: packageTalents.packageId }).from(packageTalents).where(eq(packageTalents.talentProfileId, s.profile.id));
    await scrubTexts(tx, packages, [sql`"message"`], s.quoted, inArray(packages.id, hers));
  },

  /**
   * The activity log keeps what happened, not who it happened to, and never changes anyone else's entry: entries
   * about her (her account, her profile, her job lines) lose her name, email and what changed; her own actions lose
   * her name, address and browser; a package entry loses the booker's note about her. The append-only trigger is
   * opened for this transaction only (`allowActivityLogMaintenance`), for these statements.
   */
  async activityLog(tx, s) {
    const { user, profile } = s;
    const lineIds = profile ? (await tx.select({ id: jobLines.id }).from(jobLines).where(eq(jobLines.talentProfileId, profile.id))).map((l) => l.id) : [];
    const about = or(
      // A "talent" subject is the profile's id (the account's only for a talent without a profile): matching both
      // would reach another talent whose profile id is her account id.
      and(eq(activityLog.subjectType, "talent"), eq(activityLog.subjectId, profile ? profile.id : user.id)),
      and(eq(activityLog.subjectType, "user"), eq(activityLog.subjectId, user.id)),
      ...(lineIds.length ? [and(eq(activityLog.subjectType, "job_line"), inArray(activityLog.subjectId, lineIds))] : []),
    )!;
    // Typed entries (`event` set) name her by id: her name goes with her audit_actors row (the registry's scrub), so
    // their words, payload and actor stay as written. Only the old text entries carry her name to take out.
    const oldText = isNull(activityLog.event);
    await allowActivityLogMaintenance(tx);
    for (const text of s.quoted) {
      await tx
        .update(activityLog)
        .set({ action: sql`replace(${activityLog.action}, ${text}, ${ERASED_TALENT_NAME})` })
        .where(and(about, oldText, sql`strpos(${activityLog.action}, ${text}) > 0`));
    }
    await tx.update(activityLog).set({ changes: null }).where(and(about, isNotNull(activityLog.changes)));
    await tx.update(activityLog).set({ actorName: ERASED_TALENT_NAME, ip: null, userAgent: null }).where(and(eq(activityLog.actorId, user.id), oldText));
    if (profile) {
      const entries = await tx
        .select({ id: activityLog.id, changes: activityLog.changes })
        .from(activityLog)
        .where(and(eq(activityLog.subjectType, "package"), sql`${activityLog.changes}::text ~ ${`talent\\\\?": ?${profile.id}[^0-9]`}`));
      for (const entry of entries) {
        const scrubbed = withoutNoteAbout(entry.changes, profile.id) as typeof entry.changes;
        if (JSON.stringify(scrubbed) !== JSON.stringify(entry.changes)) await tx.update(activityLog).set({ changes: scrubbed }).where(eq(activityLog.id, entry.id));
      }
    }
  },
};

/** Her rows in a table the registry lists with an owner column: deleted, or emptied by the values given. Returns how many rows of each table went. */
async function applyToOwnedRows(tx: Tx, s: Subject, ctx: ErasureContext): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const entry of PERSONAL_DATA) {
    if (!entry.owner) continue;
    const id = entry.owner.is === "user" ? s.user.id : s.profile?.id;
    if (id == null) continue;
    const where = eq(entry.owner.column, id);
    const e = entry.erasure;
    if (e.do === "delete") {
      const gone = await tx.delete(entry.table).where(where).returning();
      if (gone.length) removed[getTableName(entry.table)] = gone.length;
    }
    else if (e.do === "scrub") await tx.update(entry.table).set(e.set(ctx)).where(where);
    else if (e.do === "keep" && e.then && "set" in e.then) await tx.update(entry.table).set(e.then.set(ctx)).where(where);
  }
  return removed;
}

/** The steps the registry names, in its order. */
async function runSteps(tx: Tx, s: Subject): Promise<void> {
  for (const entry of PERSONAL_DATA) {
    const e = entry.erasure;
    const step = e.do === "step" ? e.step : e.do === "keep" && e.then && "step" in e.then ? e.then.step : null;
    if (step) await steps[step](tx, s);
  }
}

/**
 * The erasure itself, inside `tx`, in steps: (1) the account's lock, so two erasures of one talent (an admin and the
 * retention job) run one after the other and the second finds it erased (409), and every racing write waits;
 * (2) her job lines (room for releasing or cancelling her live lines, before anything else of hers changes);
 * (3) the registry's steps that find her by address, text or subject; (4) her own rows, deleted or emptied;
 * (5) the log entry. Returns what to clean up afterwards.
 */
async function eraseWithin(tx: Tx, userId: number, eraser: Eraser, passwordHash: string, check?: (user: { email: string }) => void): Promise<Erased> {
  // (1) The lock, and the person as she is.
  const user = await lockAccountRow(tx, userId);
  if (!user || user.role !== "talent") throw notFound(TALENT_NOT_FOUND);
  if (user.erasedAt) throw conflict(ALREADY_ERASED);
  check?.(user);
  const [profile] = await tx.select().from(talentProfiles).where(eq(talentProfiles.userId, userId));
  const subject: Subject = {
    user,
    profile: profile ?? null,
    addresses: [user.email, profile?.guardianEmail].filter((a): a is string => !!a),
    quoted: [user.email, user.name, profile?.stageName, profile?.guardianName, profile?.guardianEmail]
      .map((t) => t?.trim())
      .filter((t): t is string => !!t && t.length >= 2 && t !== ERASED_TALENT_NAME)
      .sort((a, b) => b.length - a.length),
    distinctive: [],
    urls: new Set(),
  };
  subject.distinctive = subject.quoted.filter((t) => t.includes("@") || /\s/.test(t) || t.length >= 6);
  const ctx: ErasureContext = { userId, profileId: profile?.id ?? null, passwordHash, now: new Date() };

  // (2) Her live lines leave first, through the lines' own rules and locks (issue 36, item 4): options released with
  // the usual mail naming no one, confirmed lines cancelled. The lines stay with their figures (the registry's legal
  // hold); their notes go in (4).
  const mailIds = profile ? await releaseLinesOfErasedTalent(tx, profile.id, ctx.now) : [];

  // (3) What finds her by address, by text or by subject, while her rows still say who she is.
  await runSteps(tx, subject);
  // (4) Her own rows, by the owner columns: sessions, passkeys, photos, ... deleted; the account and profile emptied.
  const removed = await applyToOwnedRows(tx, subject, ctx);

  // (5) The fact, without the person: a typed event with what went, as counts (files included), never the data.
  const logged = { type: "talent", id: ctx.profileId ?? userId };
  if (subject.urls.size) removed.files = subject.urls.size;
  const payload = ctx.profileId != null ? { talent_id: ctx.profileId, removed } : { talent_id: null, user_id: userId, removed };
  await logEvent(tx, eraser, "talent.erased", { subject: logged, payload });
  return { userId, profileId: ctx.profileId, urls: [...subject.urls], mailIds };
}

/** After the commit: the files (hers alone: each upload has its own URL), their resized copies, cached PDFs and the public pages. */
async function cleanUp(erased: Erased): Promise<void> {
  for (const url of erased.urls) await deleteStoredFile(url);
  await dropResizedImages(erased.urls);
  await clearStoredPdfs();
  invalidateTalent(erased.profileId);
}

/**
 * The stored files still held for erased talents: what an erasure leaves when its process stops between the commit
 * and the clean-up (a retry of the erasure answers 409 and cleans nothing), or what a write that slipped past the
 * account's lock left. The daily retention job finishes them, so an erased person's photos are never served for
 * long: a photo row of an erased profile goes too, and the file goes even when a row still points at it. Returns
 * how many files went.
 */
export async function finishErasures(limit = 500): Promise<number> {
  const db = await getDb();
  const erasedProfiles = db
    .select({ id: talentProfiles.id })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(isNotNull(users.erasedAt));
  const rows = await db.delete(talentMedia).where(inArray(talentMedia.talentProfileId, erasedProfiles)).returning({ url: talentMedia.fileUrl });
  const left = await db
    .select({ url: uploads.url })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.ownerId))
    .where(isNotNull(users.erasedAt))
    .limit(limit);
  const urls = [...new Set([...rows.map((r) => r.url), ...left.map((row) => row.url)])];
  if (urls.length === 0) return 0;
  for (const url of urls) await deleteStoredFile(url);
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
