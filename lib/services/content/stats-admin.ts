import "server-only";
import { requestStatusAt } from "@/lib/services/jobs";
import { and, count, eq, gte, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/db/client";
import { blogPosts, bookings, talentProfiles, users } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { cappedCount } from "@/lib/domain/work-queue";
import { approvedStatuses } from "@/lib/domain/talent-status";
import { listRecentActivity } from "@/lib/services/audit";
import { countWaitingRequests } from "@/lib/services/jobs";

export const RECENT_DAYS = 30;

export interface StatCard {
  /** Which screen the card opens: talents, pending, bookings, posts (the spec maps them by position too). */
  key: "talents" | "pending" | "bookings" | "posts";
  value: number;
  title: string;
  description: string;
  /** Growth over the last 30 days, e.g. "+12%": what was added in the window against what there was before it. */
  change: string;
}

export interface RecentActivityItem {
  id: number;
  action: string;
  user: string;
  /** The subject's current state when it has one (a talent's or booking's status), else "completed". */
  status: string;
  time: string;
  section: string;
}

/** "+12%": the items added in the window relative to the count before it; "+100%" when there was none before. */
export function changeOf(total: number, recent: number): string {
  const before = total - recent;
  if (recent <= 0) return "0%";
  if (before <= 0) return "+100%";
  return `+${Math.round((recent / before) * 100)}%`;
}

async function countWith(db: Db, table: PgTable, where: SQL | undefined, createdAt: Parameters<typeof gte>[0], since: Date) {
  const [[{ total }], [{ recent }]] = await Promise.all([
    db.select({ total: count() }).from(table).where(where),
    db.select({ recent: count() }).from(table).where(and(where, gte(createdAt, since))),
  ]);
  return { total, recent };
}

/** Recent Activity from the activity log, each entry with the current state of what it was about. */
async function recentActivity(db: Db, limit: number): Promise<RecentActivityItem[]> {
  const entries = await listRecentActivity(limit);
  const ids = (type: string) => entries.filter((e) => e.subject_type === type && e.subject_id != null).map((e) => e.subject_id as number);
  const talentIds = ids("talent");
  const bookingIds = ids("booking");
  const [talentRows, bookingRows] = await Promise.all([
    talentIds.length
      ? db
          .select({ id: talentProfiles.id, status: users.status })
          .from(talentProfiles)
          .innerJoin(users, eq(users.id, talentProfiles.userId))
          .where(inArray(talentProfiles.id, talentIds))
      : [],
    bookingIds.length ? db.select({ id: bookings.id, status: requestStatusAt(new Date()) }).from(bookings).where(inArray(bookings.id, bookingIds)) : [],
  ]);
  const talentStatus = new Map(talentRows.map((r) => [r.id, r.status]));
  const bookingStatus = new Map(bookingRows.map((r) => [r.id, r.status]));
  return entries.map((e) => {
    const status =
      (e.subject_type === "talent" && e.subject_id != null && talentStatus.get(e.subject_id)) ||
      (e.subject_type === "booking" && e.subject_id != null && bookingStatus.get(e.subject_id)) ||
      "completed";
    return { id: e.id, action: e.action, user: e.admin_name, status, time: e.timestamp.toISOString(), section: e.section };
  });
}

/**
 * `GET /admin/stats` (and `/admin/dashboard`): the four stat cards, counted from the database, and Recent Activity.
 * Talents are the approved roster (active and hidden); pending are applications waiting for review.
 */
export async function getAdminStats(viewer: Viewer | null, now = new Date()) {
  requirePermission(viewer, "dashboard");
  const db = await getDb();
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const talentRole = eq(users.role, "talent");
  const [talents, pending, bookingCounts, posts, [{ published }], waiting, activity] = await Promise.all([
    countWith(db, users, and(talentRole, inArray(users.status, [...approvedStatuses])), users.createdAt, since),
    countWith(db, users, and(talentRole, eq(users.status, "pending")), users.createdAt, since),
    countWith(db, bookings, undefined, bookings.createdAt, since),
    countWith(db, blogPosts, undefined, blogPosts.createdAt, since),
    db.select({ published: count() }).from(blogPosts).where(isNotNull(blogPosts.publishedAt)),
    countWaitingRequests(db, now),
    recentActivity(db, 10),
  ]);
  const cards: StatCard[] = [
    {
      key: "talents",
      value: talents.total,
      title: "Total Talents",
      description: `${talents.recent} joined in the last ${RECENT_DAYS} days`,
      change: changeOf(talents.total, talents.recent),
    },
    {
      key: "pending",
      value: pending.total,
      title: "Pending Applications",
      description: `${pending.recent} received in the last ${RECENT_DAYS} days`,
      change: changeOf(pending.total, pending.recent),
    },
    {
      key: "bookings",
      value: bookingCounts.total,
      title: "Total Bookings",
      description: `${cappedCount(waiting)} ${waiting === 1 ? "request" : "requests"} awaiting an answer`,
      change: changeOf(bookingCounts.total, bookingCounts.recent),
    },
    {
      key: "posts",
      value: posts.total,
      title: "Blog Posts",
      description: `${published} published`,
      change: changeOf(posts.total, posts.recent),
    },
  ];
  return { status: "success" as const, data: cards, recentActivity: activity };
}
