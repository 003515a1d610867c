import "server-only";
import { and, asc, eq, gt, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { availabilityBlocks, jobLines, jobs, talentProfiles, users } from "@/db/schema";
import { availabilityKindLabels, type AvailabilityKind } from "@/lib/domain/availability";
import { DAY_MS, formatJobReference, MAX_RANGE_DAYS } from "@/lib/domain/jobs";
import { WORK_ITEMS_SHOWN, type WorkItem, type WorkSection } from "@/lib/domain/work-queue";
import { dayInZone, formatShortMomentInZone, nextDay, startOfDayInZone } from "@/lib/domain/zoned-time";
import { callTimeOf } from "./job-line-mails";
import { liveAt } from "./job-line-state";
import { talentDisplayName } from "@/lib/services/talents";

/*
 * The morning view (issue 39, item 7): the sections "Today's work" opens with, read in the agency's zone. Who works
 * today and tomorrow (confirmed lines: talent, client, call time, place), challenged options with their deadline, and
 * conflicts (a live line on a day its talent blocked). Each is one bounded query with the total beside its rows.
 */

const totalOver = sql<number>`(count(*) over ())::int`;
const totalOf = (rows: { total: number }[]) => Number(rows[0]?.total ?? 0);
const client = sql<string>`coalesce(${jobs.clientCompany}, ${jobs.clientName})`;

/**
 * How far ahead the conflicts section looks (issue 38): lines starting within the next 30 days. Without a horizon it
 * read every live line of the future (15,000 at 3,000 talents) to find the few on a blocked day; the board shows the
 * later ones.
 */
const CONFLICTS_HORIZON_DAYS = 30;

/** A line lasts at most MAX_RANGE_DAYS: one still running at `at` started after this, a bound the starts_at index can use. */
const earliestStartOfLineRunningAt = (at: Date) => new Date(at.getTime() - MAX_RANGE_DAYS * DAY_MS);

/** Confirmed lines starting within [from, to) in time order, on open jobs. */
async function working(db: Db, key: "today" | "tomorrow", from: Date, to: Date, zone: string): Promise<WorkSection> {
  const rows = await db
    .select({ id: jobLines.id, jobId: jobLines.jobId, startsAt: jobLines.startsAt, endsAt: jobLines.endsAt, talent: talentDisplayName, client, place: jobs.location, title: jobs.title, total: totalOver })
    .from(jobLines)
    .innerJoin(jobs, eq(jobs.id, jobLines.jobId))
    .innerJoin(talentProfiles, eq(talentProfiles.id, jobLines.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(eq(jobLines.state, "confirmed"), ne(jobs.status, "cancelled"), lt(jobLines.startsAt, to), gte(jobLines.startsAt, earliestStartOfLineRunningAt(from)), gt(jobLines.endsAt, from)))
    .orderBy(asc(jobLines.startsAt), asc(jobLines.id))
    .limit(WORK_ITEMS_SHOWN);
  return {
    key,
    count: totalOf(rows),
    items: rows.map(
      (r): WorkItem => ({
        key: `${key}-${r.id}`,
        label: `${r.talent} · ${r.client}`,
        detail: [r.title, r.place ?? "place not set"].join(" · "),
        href: `/admin/jobs/${r.jobId}`,
        at: r.startsAt.toISOString(),
        at_kind: "expires",
        when: `call ${callTimeOf(r.startsAt, r.endsAt, zone)}`,
      }),
    ),
  };
}

async function challenged(db: Db, now: Date, zone: string): Promise<WorkSection> {
  const rows = await db
    .select({ id: jobLines.id, jobId: jobLines.jobId, deadline: jobLines.challengeDeadline, talent: talentDisplayName, client, reference: jobs.reference, total: totalOver })
    .from(jobLines)
    .innerJoin(jobs, eq(jobs.id, jobLines.jobId))
    .innerJoin(talentProfiles, eq(talentProfiles.id, jobLines.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(eq(jobLines.state, "option"), gt(jobLines.challengeDeadline, now), liveAt(jobLines, now)))
    .orderBy(asc(jobLines.challengeDeadline), asc(jobLines.id))
    .limit(WORK_ITEMS_SHOWN);
  return {
    key: "challenged",
    count: totalOf(rows),
    items: rows.map((r) => ({
      key: `challenged-${r.id}`,
      label: `${r.talent} · ${r.client}`,
      detail: `1st option challenged · job ${formatJobReference(r.reference)}`,
      href: `/admin/jobs/${r.jobId}`,
      at: r.deadline!.toISOString(),
      at_kind: "expires",
      when: `answer by ${formatShortMomentInZone(r.deadline!, zone)}`,
    })),
  };
}

/** Live lines, not yet over and starting within CONFLICTS_HORIZON_DAYS, on a day (in the agency's zone) their talent blocked. */
async function conflicts(db: Db, now: Date, zone: string): Promise<WorkSection> {
  const localDay = (column: typeof jobLines.startsAt | typeof jobLines.endsAt, minusOne = false): SQL =>
    sql`((${column}${minusOne ? sql` - interval '1 microsecond'` : sql``}) at time zone ${zone})::date`;
  const rows = await db
    .select({
      id: jobLines.id,
      jobId: jobLines.jobId,
      state: jobLines.state,
      startsAt: jobLines.startsAt,
      talent: talentDisplayName,
      client,
      kind: availabilityBlocks.kind,
      startsOn: availabilityBlocks.startsOn,
      endsOn: availabilityBlocks.endsOn,
      total: totalOver,
    })
    .from(jobLines)
    .innerJoin(jobs, eq(jobs.id, jobLines.jobId))
    .innerJoin(talentProfiles, eq(talentProfiles.id, jobLines.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .innerJoin(
      availabilityBlocks,
      and(
        eq(availabilityBlocks.talentProfileId, jobLines.talentProfileId),
        sql`${availabilityBlocks.startsOn} <= ${localDay(jobLines.endsAt, true)}`,
        sql`${availabilityBlocks.endsOn} >= ${localDay(jobLines.startsAt)}`,
      ),
    )
    .where(
      and(
        liveAt(jobLines, now),
        gt(jobLines.endsAt, now),
        gte(jobLines.startsAt, earliestStartOfLineRunningAt(now)),
        lt(jobLines.startsAt, new Date(now.getTime() + CONFLICTS_HORIZON_DAYS * DAY_MS)),
        ne(jobs.status, "cancelled"),
      ),
    )
    .orderBy(asc(jobLines.startsAt), asc(jobLines.id))
    .limit(WORK_ITEMS_SHOWN);
  return {
    key: "conflicts",
    count: totalOf(rows),
    items: rows.map((r) => ({
      key: `conflict-${r.id}-${r.startsOn}`,
      label: `${r.talent} · ${r.client}`,
      detail: `${r.state === "confirmed" ? "Confirmed" : "On option"}, but blocked ${r.startsOn === r.endsOn ? r.startsOn : `${r.startsOn} to ${r.endsOn}`} (${availabilityKindLabels[r.kind as AvailabilityKind].toLowerCase()})`,
      href: `/admin/jobs/${r.jobId}`,
      at: r.startsAt.toISOString(),
      at_kind: "expires",
      when: formatShortMomentInZone(r.startsAt, zone),
    })),
  };
}

/** The morning sections' readers, for `getWorkQueue`. */
export function morningSections(db: Db, now: Date, zone: string) {
  const today = dayInZone(now, zone);
  const tomorrow = nextDay(today);
  const [t0, t1, t2] = [today, tomorrow, nextDay(tomorrow)].map((d) => startOfDayInZone(d, zone));
  return {
    today: () => working(db, "today", t0, t1, zone),
    tomorrow: () => working(db, "tomorrow", t1, t2, zone),
    challenged: () => challenged(db, now, zone),
    conflicts: () => conflicts(db, now, zone),
  };
}
