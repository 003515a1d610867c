import "server-only";
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { activityLog, users, type ActivityEntry } from "@/db/schema";
import { requirePermission, requireRole } from "@/lib/auth/guards";
import type { Permission } from "@/lib/domain/permissions";
import type { Viewer } from "@/lib/auth/viewer";
import { RECORD_HISTORY_LIMIT, type ActivitySubjectType } from "@/lib/domain/activity";
import type { ActivityQuery } from "@/lib/validation/activity";
import { shortenText, type Changes } from "./audit-changes";
import { readPage } from "@/lib/services/platform";

export { diffChanges, prefixChanges, type Changes } from "./audit-changes";

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

/** Records a change the clock made (an option's expiry, a challenge's deadline): no one acted, so no actor id. */
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
function toEntry(r: ActivityEntry, withAddress: boolean) {
  return {
    id: r.id,
    admin_name: r.actorName,
    actor_id: r.actorId,
    section: r.section,
    action: r.action,
    subject_type: r.subjectType,
    subject_id: r.subjectId,
    changes: r.changes,
    ip: withAddress ? r.ip : null,
    user_agent: withAddress ? r.userAgent : null,
    timestamp: r.createdAt,
  };
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
  const cap = ACTIVITY_COUNT_CAP + (query.page - 1) * query.limit;
  const window = db.select({ one: sql`1` }).from(activityLog).where(where).limit(cap + 1).as("counted");
  const page = await readPage(
    query,
    db.select().from(activityLog).where(where).orderBy(desc(activityLog.createdAt), desc(activityLog.id)),
    db.select({ total: count() }).from(window),
  );
  const capped = page.total > cap;
  const total = capped ? cap : page.total;
  return { ...page, total, last_page: Math.max(1, Math.ceil(total / query.limit)), total_capped: capped, data: page.data.map((r) => toEntry(r, true)) };
}

/** How far `listActivity` counts the entries a filter matches (beyond the page asked for): then "10,000+". */
export const ACTIVITY_COUNT_CAP = 10_000;

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
  return rows.map((r) => toEntry(r, staff.role === "admin"));
}

export async function listRecentActivity(limit = 10) {
  const db = await getDb();
  return db.select().from(activityLog).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(limit);
}
