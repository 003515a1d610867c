import "server-only";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/db/client";
import { bookingInquiries, bookings, jobLines, jobs, packages, talentProfiles, users } from "@/db/schema";
import { requireRole } from "@/lib/auth/guards";
import { hasPermission, type Viewer } from "@/lib/auth/viewer";
import { ADULT_AGE } from "@/lib/domain/age";
import { formatJobReference } from "@/lib/domain/jobs";
import { countOf } from "@/lib/domain/plural";
import { approvedStatuses } from "@/lib/domain/talent-status";
import {
  APPLICATION_WAIT_HOURS,
  minorBornAfter,
  OPTION_EXPIRY_SOON_HOURS,
  PACKAGE_EXPIRY_DAYS,
  REQUESTS_COUNT_CAP,
  WORK_ITEMS_SHOWN,
  workSectionKeys,
  workSections,
  type NavCounts,
  type WorkItem,
  type WorkSection,
  type WorkSectionKey,
} from "@/lib/domain/work-queue";
import { formatShortMomentInZone } from "@/lib/domain/zoned-time";
import { getAgencySettings } from "@/lib/services/settings";
import { morningSections } from "./work-queue-morning";
import { liveAt } from "./job-line-state";
import { talentDisplayName } from "@/lib/services/talents";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/*
 * Each section is one bounded query: its first WORK_ITEMS_SHOWN rows with the number of all matching rows beside them
 * (`count(*) over ()`, counted before the limit), so the dashboard never reads a whole table.
 */
const totalOver = sql<number>`(count(*) over ())::int`;
const totalOf = (rows: { total: number }[]) => Number(rows[0]?.total ?? 0);

/** The rule of each section as SQL conditions, shared by the queue and the menu's counts. */
function rules(now: Date) {
  return {
    /** A request waits while it is pending and has not been turned into a job. */
    requests: and(eq(bookings.status, "pending"), isNull(bookings.jobId)),
    applications: and(eq(users.role, "talent"), eq(users.status, "pending"), lte(users.createdAt, new Date(now.getTime() - APPLICATION_WAIT_HOURS * HOUR_MS))),
    packages: and(isNull(packages.revokedAt), gt(packages.expiresAt, now), lte(packages.expiresAt, new Date(now.getTime() + PACKAGE_EXPIRY_DAYS * DAY_MS))),
    /** Still live as the line's life reads it now (liveAt) and lapsing within the next 24 hours (issue 39). */
    options: and(eq(jobLines.state, "option"), liveAt(jobLines, now), isNotNull(jobLines.optionExpiresAt), lt(jobLines.optionExpiresAt, new Date(now.getTime() + OPTION_EXPIRY_SOON_HOURS * HOUR_MS))),
    /** A minor on `now`'s day (a `date` column compares as a date) whose guardian has not confirmed. */
    guardians: (statuses: Viewer["status"][]) =>
      and(
        eq(users.role, "talent"),
        inArray(users.status, statuses),
        isNull(talentProfiles.guardianConsentAt),
        gt(talentProfiles.dob, minorBornAfter(now, ADULT_AGE)),
        lte(talentProfiles.dob, now.toISOString().slice(0, 10)),
      ),
  };
}

/** The talent statuses whose guardians the viewer may chase: the roster with `talents`, applicants with `pending-approval`. */
function guardianStatuses(viewer: Viewer): Viewer["status"][] {
  return [...(hasPermission(viewer, "talents") ? approvedStatuses : []), ...(hasPermission(viewer, "pending-approval") ? (["pending"] as const) : [])];
}

const canSee = (viewer: Viewer, key: WorkSectionKey) =>
  key === "guardians" ? guardianStatuses(viewer).length > 0 : workSections[key].anyOf.some((p) => hasPermission(viewer, p));

/** One request: the inquiry a booking belongs to, or the booking alone (ids are positive, so they never meet). */
const inquiryGroup = sql`coalesce(${bookings.inquiryId}, -${bookings.id})`;

/**
 * The waiting requests (pending and not yet a job, an inquiry of several talents counted once) counted up to
 * REQUESTS_COUNT_CAP + 1 through the partial index on their groups (`bookings_waiting_group_idx`), as a scalar
 * subquery: the one count the menu, the queue, the stat card and the bookings page show (issue 39: they disagreed, 7
 * against 8; issue 38: counting every pending booking read 12,500 rows at 50,000 bookings).
 */
function waitingRequestsCounted(where: SQL | undefined) {
  const groups = new QueryBuilder()
    .selectDistinct({ g: sql`${inquiryGroup}`.as("g") })
    .from(bookings)
    .where(where)
    .orderBy(sql`${inquiryGroup}`)
    .limit(REQUESTS_COUNT_CAP + 1)
    .as("waiting_groups");
  return sql<number>`(select count(*)::int from ${groups})`;
}

/** The booking requests waiting for an answer, counted up to REQUESTS_COUNT_CAP + 1 ("100+" past the cap, `cappedCount`). */
export async function countWaitingRequests(db: Db, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: waitingRequestsCounted(rules(now).requests) }).from(sql`(select 1) as one`);
  return Number(row?.n ?? 0);
}

/** How many waiting rows the new-requests section reads: its lines come from the newest of them (issue 38). */
const REQUESTS_WINDOW = 100;

/**
 * New requests, one line per inquiry (a shortlist or package selection sends several talents' bookings at once): the
 * inquiries of the newest REQUESTS_WINDOW waiting bookings, newest first (an inquiry's bookings are made together, so
 * the first lines are exact unless the inquiries above them held a hundred talents), and the number of waiting
 * inquiries counted over the group index up to the cap.
 */
async function requests(db: Db, where: SQL | undefined): Promise<WorkSection> {
  const recent = db
    .select({ g: sql<number>`${inquiryGroup}`.as("g"), id: bookings.id, createdAt: bookings.createdAt })
    .from(bookings)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(REQUESTS_WINDOW)
    .as("recent");
  const groups = await db
    .select({
      firstId: sql<number>`min(${recent.id})::int`,
      talents: sql<number>`count(*)::int`,
      at: sql<Date>`max(${recent.createdAt})`.mapWith(bookings.createdAt),
      total: waitingRequestsCounted(where),
    })
    .from(recent)
    .groupBy(recent.g)
    .orderBy(desc(sql`max(${recent.createdAt})`), desc(sql`min(${recent.id})`))
    .limit(WORK_ITEMS_SHOWN);
  if (!groups.length) return { key: "requests", count: 0, items: [] };
  const details = await db
    .select({
      id: bookings.id,
      clientName: bookings.clientName,
      companyName: bookings.companyName,
      talent: talentDisplayName,
      packageTitle: packages.title,
      source: bookingInquiries.source,
    })
    .from(bookings)
    .innerJoin(talentProfiles, eq(talentProfiles.id, bookings.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .leftJoin(packages, eq(packages.id, bookings.packageId))
    .leftJoin(bookingInquiries, eq(bookingInquiries.id, bookings.inquiryId))
    .where(inArray(bookings.id, groups.map((g) => g.firstId)));
  const byId = new Map(details.map((d) => [d.id, d]));
  const items = groups.flatMap((g): WorkItem[] => {
    const d = byId.get(g.firstId);
    if (!d) return [];
    const kind = d.packageTitle != null || d.source === "package" ? `Package selection${d.packageTitle ? ` from “${d.packageTitle}”` : ""}` : d.source === "shortlist" ? "Shortlist" : "Booking request";
    const who = g.talents > 1 ? `${d.talent} and ${countOf(g.talents - 1, "other")}` : d.talent;
    return [
      {
        key: `booking-${d.id}`,
        label: d.companyName ? `${d.clientName} (${d.companyName})` : d.clientName,
        detail: `${kind} · ${who}`,
        href: `/admin/bookings/${d.id}`,
        at: g.at.toISOString(),
        at_kind: "received",
      },
    ];
  });
  const total = totalOf(groups);
  return { key: "requests", count: Math.min(total, REQUESTS_COUNT_CAP), ...(total > REQUESTS_COUNT_CAP ? { capped: true } : {}), items };
}

async function applications(db: Db, where: SQL | undefined): Promise<WorkSection> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt, total: totalOver })
    .from(users)
    .where(where)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(WORK_ITEMS_SHOWN);
  return {
    key: "applications",
    count: totalOf(rows),
    items: rows.map((r) => ({
      key: `application-${r.id}`,
      label: r.name,
      detail: r.email,
      href: `/admin/pending-approval?review=${r.id}`,
      at: r.createdAt.toISOString(),
      at_kind: "received",
    })),
  };
}

async function guardians(db: Db, where: SQL | undefined): Promise<WorkSection> {
  const rows = await db
    .select({
      userId: users.id,
      status: users.status,
      name: talentDisplayName,
      guardianName: talentProfiles.guardianName,
      createdAt: users.createdAt,
      total: totalOver,
    })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(where)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(WORK_ITEMS_SHOWN);
  return {
    key: "guardians",
    count: totalOf(rows),
    items: rows.map((r) => {
      const applicant = r.status === "pending";
      return {
        key: `guardian-${r.userId}`,
        label: r.name,
        detail: `${applicant ? "Applicant" : "On the roster"} · ${r.guardianName ? `guardian ${r.guardianName}` : "no guardian on file"}`,
        href: applicant ? `/admin/pending-approval?review=${r.userId}` : `/admin/talents/${r.userId}`,
        at: r.createdAt.toISOString(),
        at_kind: "received",
      };
    }),
  };
}

async function expiringPackages(db: Db, where: SQL | undefined): Promise<WorkSection> {
  const rows = await db
    .select({
      id: packages.id,
      title: packages.title,
      clientName: packages.clientName,
      clientCompany: packages.clientCompany,
      selectedAt: packages.selectedAt,
      expiresAt: packages.expiresAt,
      total: totalOver,
    })
    .from(packages)
    .where(where)
    .orderBy(asc(packages.expiresAt), asc(packages.id))
    .limit(WORK_ITEMS_SHOWN);
  return {
    key: "packages",
    count: totalOf(rows),
    items: rows.map((r) => ({
      key: `package-${r.id}`,
      label: r.title,
      detail: `${r.clientCompany ?? r.clientName} · ${r.selectedAt ? "selection received" : "no selection yet"}`,
      href: `/admin/packages/${r.id}`,
      at: r.expiresAt.toISOString(),
      at_kind: "expires",
    })),
  };
}

async function expiringOptions(db: Db, where: SQL | undefined, zone: string): Promise<WorkSection> {
  const rows = await db
    .select({
      id: jobLines.id,
      jobId: jobLines.jobId,
      title: jobs.title,
      reference: jobs.reference,
      talent: talentDisplayName,
      expiresAt: jobLines.optionExpiresAt,
      total: totalOver,
    })
    .from(jobLines)
    .innerJoin(jobs, eq(jobs.id, jobLines.jobId))
    .innerJoin(talentProfiles, eq(talentProfiles.id, jobLines.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(where)
    .orderBy(asc(jobLines.optionExpiresAt), asc(jobLines.id))
    .limit(WORK_ITEMS_SHOWN);
  return {
    key: "options",
    count: totalOf(rows),
    items: rows.map((r) => ({
      key: `option-${r.id}`,
      label: r.talent,
      detail: `${r.title} · ${formatJobReference(r.reference)}`,
      href: `/admin/jobs/${r.jobId}`,
      // The rule keeps only lines with an expiry.
      at: (r.expiresAt ?? new Date(0)).toISOString(),
      at_kind: "expires",
      when: `expires ${formatShortMomentInZone(r.expiresAt ?? new Date(0), zone)}`,
    })),
  };
}

/**
 * The dashboard's work queue: for each section the viewer may see (a sub-admin only those of the permissions they
 * hold), its first lines, each a link, and how many there are in all. Staff only.
 */
export async function getWorkQueue(viewer: Viewer | null, now = new Date()): Promise<WorkSection[]> {
  const staff = requireRole(viewer, "admin", "subadmin");
  const db = await getDb();
  const rule = rules(now);
  const { timeZone: zone } = await getAgencySettings();
  const read: Record<WorkSectionKey, () => Promise<WorkSection>> = {
    requests: () => requests(db, rule.requests),
    applications: () => applications(db, rule.applications),
    guardians: () => guardians(db, rule.guardians(guardianStatuses(staff))),
    packages: () => expiringPackages(db, rule.packages),
    options: () => expiringOptions(db, rule.options, zone),
    ...morningSections(db, now, zone),
  };
  return Promise.all(workSectionKeys.filter((key) => canSee(staff, key)).map((key) => read[key]()));
}

/**
 * The admin menu's counts, by the menu entry's href, in one statement of scalar counts (only those the viewer may
 * see): requests waiting beside Bookings, every application waiting beside Pending Approval, options lapsing today
 * beside Jobs, packages expiring this week beside Packages.
 */
export async function getNavCounts(viewer: Viewer | null, now = new Date()): Promise<NavCounts> {
  const staff = requireRole(viewer, "admin", "subadmin");
  const rule = rules(now);
  const scalar = (from: SQL, where: SQL | undefined, what = sql`*`) => sql<number>`(select count(${what})::int from ${from} where ${where})`;
  const wanted: [string, SQL<number>][] = [];
  if (hasPermission(staff, "pending-approval")) {
    wanted.push(["/admin/pending-approval", scalar(sql`${users}`, and(eq(users.role, "talent"), eq(users.status, "pending")))]);
  }
  if (hasPermission(staff, "bookings")) {
    // Requests as the queue counts them: an inquiry of several talents is one.
    wanted.push(["/admin/bookings", waitingRequestsCounted(rule.requests)]);
    wanted.push(["/admin/jobs", scalar(sql`${jobLines}`, rule.options)]);
  }
  if (hasPermission(staff, "packages")) wanted.push(["/admin/packages", scalar(sql`${packages}`, rule.packages)]);
  if (!wanted.length) return {};
  const db = await getDb();
  // A select of scalar subqueries from a one-row source: one statement, one round trip, whatever is counted.
  const [row] = await db
    .select(Object.fromEntries(wanted.map(([, count], i) => [`c${i}`, count])))
    .from(sql`(select 1) as one`);
  return Object.fromEntries(wanted.map(([href], i) => [href, Number(row?.[`c${i}`] ?? 0)]));
}

