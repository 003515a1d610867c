import "server-only";
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { activityLog, auditActors, talentProfiles, users, type ActivityEntry } from "@/db/schema";
import { requirePermission, requireRole } from "@/lib/auth/guards";
import type { Permission } from "@/lib/domain/permissions";
import type { Viewer } from "@/lib/auth/viewer";
import { RECORD_HISTORY_LIMIT, type ActivitySubjectType } from "@/lib/domain/activity";
import { auditEvents, describeEvent, peopleIn, type AuditEventName, type AuditEventPayloads } from "@/lib/domain/audit-events";
import { deviceLabel } from "@/lib/domain/devices";
import type { ActivityQuery } from "@/lib/validation/activity";
import { shortenText, type Changes } from "./audit-changes";
import { readCappedPage } from "@/lib/services/platform";
import { LIST_COUNT_CAP } from "@/lib/domain/paging";

export { prefixChanges, type Changes } from "./audit-changes";

/** The record a change touched: its kind and id (a setting has a key, not an id: the action names it). */
interface ActivitySubject {
  type: string;
  id?: number | null;
}

export interface LogActivityOptions {
  subject?: ActivitySubject;
  /** What the write changed (`diffChanges(before, after)`), read in the write's own transaction. */
  changes?: Changes;
  /** The write's transaction: a refused or rolled-back write then leaves no entry. */
  tx?: DbOrTx;
}

/** The longest user agent kept: enough to tell a browser, not a place to store arbitrary text. */
const MAX_USER_AGENT = 300;

/**
 * The old text form (an English sentence in `action`), kept so a call site written meanwhile still works until it is
 * converted to `logEvent`; new entries use the catalogue (lib/domain/audit-events.ts).
 * Records a staff change: who, from where (the request's address, which `apiRoute` puts on the viewer), which
 * section, what, on which record, and what changed.
 */
export async function logActivity(
  viewer: Pick<Viewer, "id" | "name" | "ip" | "userAgent">,
  section: string,
  action: string,
  options: LogActivityOptions = {},
): Promise<void> {
  const db = options.tx ?? (await getDb());
  await db.insert(activityLog).values({
    actorId: viewer.id,
    actorName: viewer.name,
    section,
    action: shortenText(action),
    subjectType: options.subject?.type,
    subjectId: options.subject?.id,
    changes: options.changes ?? null,
    ip: viewer.ip ?? null,
    userAgent: viewer.userAgent ? viewer.userAgent.slice(0, MAX_USER_AGENT) : null,
  });
}

// --- typed events (issue 37 item 3) -----------------------------------------------------------------------------

/** A person a typed entry names, with the name the words will use (the call site knows it, e.g. before a delete). */
interface AuditPerson {
  userId: number;
  kind: "staff" | "talent";
  name: string;
  talentProfileId?: number | null;
}

export interface LogEventOptions<E extends AuditEventName> {
  /** The record; the event's own kind with no id when left out. */
  subject?: ActivitySubject;
  payload: AuditEventPayloads[E];
  changes?: Changes;
  /** Names to keep for the people the payload names, when the rows are gone (a delete) or not yet readable. */
  people?: AuditPerson[];
}

/** Keeps one `audit_actors` row per person, with the latest name (never over an erased one). */
async function rememberPeople(db: DbOrTx, people: AuditPerson[]): Promise<void> {
  for (const p of people) {
    await db
      .insert(auditActors)
      .values({ userId: p.userId, kind: p.kind, displayName: p.name, talentProfileId: p.talentProfileId ?? null })
      .onConflictDoUpdate({
        target: auditActors.userId,
        set: { displayName: p.name, kind: p.kind, talentProfileId: p.talentProfileId ?? sql`${auditActors.talentProfileId}`, updatedAt: new Date() },
        setWhere: sql`${auditActors.erasedAt} IS NULL`,
      });
  }
}

/** The talents and accounts a payload names that the call site did not: read in the write's transaction. */
async function peopleFromPayload(db: DbOrTx, payload: unknown, given: AuditPerson[]): Promise<AuditPerson[]> {
  const { talents, users: accountIds } = peopleIn(payload);
  const out: AuditPerson[] = [];
  const talentIds = talents.filter((id) => !given.some((g) => g.talentProfileId === id));
  if (talentIds.length) {
    const rows = await db
      .select({ userId: users.id, name: users.name, stageName: talentProfiles.stageName, profileId: talentProfiles.id })
      .from(talentProfiles)
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(inArray(talentProfiles.id, talentIds));
    for (const r of rows) out.push({ userId: r.userId, kind: "talent", name: r.name || r.stageName || "", talentProfileId: r.profileId });
  }
  const userIds = accountIds.filter((id) => !given.some((g) => g.userId === id));
  if (userIds.length) {
    const rows = await db.select({ id: users.id, name: users.name, role: users.role }).from(users).where(inArray(users.id, userIds));
    for (const r of rows) out.push({ userId: r.id, kind: r.role === "talent" ? "talent" : "staff", name: r.name });
  }
  return out;
}

/**
 * Records a typed event in the write's transaction: who by id, on what, the event's payload (ids and facts, no one's
 * name) and what changed. The names go to `audit_actors` (one row per person), so the words are made when the log
 * is read and an erasure empties that one row. `viewer` null is the clock ("System").
 */
export async function logEvent<E extends AuditEventName>(
  tx: DbOrTx,
  viewer: (Pick<Viewer, "id" | "name" | "ip" | "userAgent"> & { role?: string }) | null,
  event: E,
  options: LogEventOptions<E>,
): Promise<void> {
  const spec = auditEvents[event];
  const people = [...(options.people ?? [])];
  if (viewer) people.push({ userId: viewer.id, kind: viewer.role === "talent" ? "talent" : "staff", name: viewer.name });
  people.push(...(await peopleFromPayload(tx, options.payload, people)));
  await rememberPeople(tx, people);
  await tx.insert(activityLog).values({
    actorId: viewer?.id ?? null,
    actorName: viewer ? "" : "System",
    section: spec.section,
    action: spec.label,
    event,
    payload: options.payload as unknown as Record<string, unknown>,
    subjectType: options.subject?.type ?? spec.subject,
    subjectId: options.subject?.id,
    changes: options.changes ?? null,
    ip: viewer?.ip ?? null,
    userAgent: viewer?.userAgent ? viewer.userAgent.slice(0, MAX_USER_AGENT) : null,
  });
}

/**
 * @public The old text form, kept so a call site written meanwhile still works until it is converted to `logEvent(tx,
 * null, ...)`.
 * Records a change the clock made (an option's expiry, a challenge's deadline): no one acted, so no actor id. */
export async function logSystemActivity(section: string, action: string, subject: { type: string; id: number }, tx: DbOrTx, changes?: Changes): Promise<void> {
  await tx.insert(activityLog).values({ actorId: null, actorName: "System", section, action, subjectType: subject.type, subjectId: subject.id, changes: changes ?? null });
}

/**
 * Lets the calling transaction update or delete activity entries (personal-data erasure, the retention purge): the
 * log's trigger refuses both otherwise. The setting is local to the transaction, so it ends with it.
 */
export async function allowActivityLogMaintenance(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT set_config('app.activity_log_maintenance', 'on', true)`);
}

// --- reads -------------------------------------------------------------------------------------------------------

/**
 * One entry as the API and the activity screens show it, in the API's snake_case (issue 37). `section`, `action` and
 * `timestamp` are the old Activity History's fields (its `adminName` was local data, never an API field); the rest
 * says who, on what, from where and what changed.
 */
function toEntry(r: ActivityEntry, withAddress: boolean, names: Names = NO_NAMES) {
  const typed = r.event != null;
  return {
    id: r.id,
    admin_name: typed ? (r.actorId != null ? names.actor(r.actorId) : r.actorName) : r.actorName,
    actor_id: r.actorId,
    section: r.section,
    action: typed ? describeEvent(r.event!, r.payload, names) : r.action,
    /** The typed entry's event (`job_line.confirmed`), null for an old text entry. */
    event: r.event,
    subject_type: r.subjectType,
    subject_id: r.subjectId,
    changes: r.changes,
    ip: withAddress ? r.ip : null,
    user_agent: withAddress ? r.userAgent : null,
    /** The browser in words ("Chrome on macOS"), the raw user agent shown only when the entry is expanded. */
    device: withAddress && r.userAgent ? deviceLabel(r.userAgent) : null,
    timestamp: r.createdAt,
  };
}

interface Names {
  actor(userId: number): string;
  talent(profileId: number): string;
  user(userId: number): string;
}
const NO_NAMES: Names = { actor: (id) => `Account #${id}`, talent: (id) => `Talent #${id}`, user: (id) => `Account #${id}` };

/** The names typed entries use, from the `audit_actors` rows of the people they name (read once per page). */
async function namesFor(db: DbOrTx, rows: ActivityEntry[]): Promise<Names> {
  const userIds = new Set<number>();
  const talentIds = new Set<number>();
  for (const r of rows) {
    if (r.event == null) continue;
    if (r.actorId != null) userIds.add(r.actorId);
    const p = peopleIn(r.payload);
    p.users.forEach((id) => userIds.add(id));
    p.talents.forEach((id) => talentIds.add(id));
  }
  if (!userIds.size && !talentIds.size) return NO_NAMES;
  const actors = await db
    .select()
    .from(auditActors)
    .where(or(userIds.size ? inArray(auditActors.userId, [...userIds]) : undefined, talentIds.size ? inArray(auditActors.talentProfileId, [...talentIds]) : undefined));
  const byUser = new Map(actors.map((a) => [a.userId, a.displayName]));
  const byTalent = new Map(actors.filter((a) => a.talentProfileId != null).map((a) => [a.talentProfileId as number, a.displayName]));
  return {
    actor: (id) => byUser.get(id) ?? NO_NAMES.actor(id),
    talent: (id) => byTalent.get(id) ?? NO_NAMES.talent(id),
    user: (id) => byUser.get(id) ?? NO_NAMES.user(id),
  };
}

/** Entries as the screens show them, the typed ones put into words with the actors' names. */
export async function describeEntries(rows: ActivityEntry[], withAddress = true, db?: DbOrTx) {
  const names = await namesFor(db ?? (await getDb()), rows);
  return rows.map((r) => toEntry(r, withAddress, names));
}
export type ActivityView = ReturnType<typeof toEntry>;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function filterConditions(query: Omit<ActivityQuery, "page" | "limit">): SQL | undefined {
  return and(
    query.actor !== undefined ? eq(activityLog.actorId, query.actor) : undefined,
    query.subject_type !== undefined ? eq(activityLog.subjectType, query.subject_type) : undefined,
    query.subject_id !== undefined ? eq(activityLog.subjectId, query.subject_id) : undefined,
    query.from ? gte(activityLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(activityLog.createdAt, nextDay(query.to)) : undefined,
  );
}

/**
 * `GET /admin/activity` and the activity page: the log, newest first, filtered by person, kind of record, record and
 * days (UTC). Admins only: the log shows every area's changes and where staff worked from.
 */
export async function listActivity(viewer: Viewer | null, query: ActivityQuery) {
  requireRole(viewer, "admin");
  const db = await getDb();
  const where = filterConditions(query);
  // Counted only as far as needed (issue 38): past the cap the answer says "at least" (`total_capped`), so a load of
  // the page reads the entries it shows and at most `cap` index entries, however long the log has grown.
  const page = await readCappedPage(
    query,
    db.select().from(activityLog).where(where).orderBy(desc(activityLog.createdAt), desc(activityLog.id)),
    (atMost) => db.select({ total: count() }).from(db.select({ one: sql`1` }).from(activityLog).where(where).limit(atMost).as("counted")),
    LIST_COUNT_CAP,
  );
  return { ...page, data: await describeEntries(page.data, true, db) };
}


/**
 * The activity page's person filter: the staff (admins and sub-admins, from the users table, not a scan of the log),
 * by name. Someone no longer on the staff is still found in the log by their id (`?actor=`).
 */
export async function listActivityActors(viewer: Viewer | null): Promise<{ id: number; name: string }[]> {
  requireRole(viewer, "admin");
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.role, ["admin", "subadmin"]));
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * A record's last entries, for its History panel: the records given (a job with its lines), newest first. Shown to
 * the staff who may open the record (`permission`, the record's own); the address only to admins.
 */
export async function listRecordHistory(
  viewer: Viewer | null,
  permission: Permission,
  subjects: { type: ActivitySubjectType; ids: number[] }[],
  limit = RECORD_HISTORY_LIMIT,
) {
  const staff = requirePermission(viewer, permission);
  const wanted = subjects.filter((s) => s.ids.length);
  if (!wanted.length) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(activityLog)
    .where(or(...wanted.map((s) => and(eq(activityLog.subjectType, s.type), inArray(activityLog.subjectId, s.ids)))))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
  return describeEntries(rows, staff.role === "admin", db);
}

/** The dashboard's recent activity: the latest entries, the typed ones in words. */
export async function listRecentActivity(limit = 10) {
  const db = await getDb();
  const rows = await db.select().from(activityLog).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(limit);
  return describeEntries(rows, false, db);
}
