import "server-only";
import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobLines, jobs } from "@/db/schema";
import { requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import type { LineKind } from "@/lib/domain/jobs";
import { dayInZone, formatLineRangeInZone, nextDay } from "@/lib/domain/zoned-time";
import { callTimeOf } from "./job-line-mails";
import { liveAt, rankAt } from "./job-line-state";
import { jobTimeZoneSql } from "@/lib/services/settings";

/**
 * A talent's own schedule (issue 28, item 11): their live lines, confirmed first, then options with their rank. What
 * a talent may see of a line and no more: no fee, no client contact, no notes (the booker's), nobody else's lines.
 */
export interface ScheduleLine {
  id: number;
  job_reference: string;
  job_title: string;
  kind: LineKind;
  state: "confirmed" | "option";
  /** The option's place in the queue for its time (1 = first); null for a confirmed line. */
  rank: number | null;
  starts_at: Date;
  ends_at: Date;
  /** The job's time zone (its own, else the agency's): the line's times read in it. */
  time_zone: string;
  option_expires_at: Date | null;
  /** Issue 39: whom the work is for (the company, else the client's name), where, and when in the job's zone. */
  client: string;
  location: string | null;
  /** "Friday, December 11, 2026, 7:00 PM – 11:00 PM EST". */
  when: string;
  /** "7:00 PM EST", or "All day". */
  call_time: string;
  /** The days (YYYY-MM-DD in the job's zone) the line touches: her availability calendar marks them. */
  days: string[];
}

/** A line as the calendar feed writes it: with when it last changed (its DTSTAMP, so the feed's text is stable). */
export type FeedLine = Omit<ScheduleLine, "when" | "call_time" | "days"> & { updated_at: Date; job: object };

/** The talent's live lines ending after `from`, confirmed first, then options; each in time order. */
export async function readScheduleLines(
  talentProfileId: number,
  { from, includeOptions = true }: { from: Date; includeOptions?: boolean },
  now = new Date(),
): Promise<FeedLine[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: jobLines.id,
      job_reference: jobs.reference,
      job_title: jobs.title,
      kind: jobLines.kind,
      state: jobLines.state,
      rank: rankAt(jobLines, now),
      starts_at: jobLines.startsAt,
      ends_at: jobLines.endsAt,
      time_zone: jobTimeZoneSql,
      option_expires_at: jobLines.optionExpiresAt,
      client: sql<string>`coalesce(${jobs.clientCompany}, ${jobs.clientName})`,
      location: jobs.location,
      job: jobs,
      updated_at: sql<Date>`greatest(${jobLines.updatedAt}, ${jobs.updatedAt})`.mapWith(jobLines.updatedAt),
    })
    .from(jobLines)
    .innerJoin(jobs, eq(jobs.id, jobLines.jobId))
    .where(
      and(
        eq(jobLines.talentProfileId, talentProfileId),
        liveAt(jobLines, now),
        includeOptions ? undefined : eq(jobLines.state, "confirmed"),
        gt(jobLines.endsAt, from),
        ne(jobs.status, "cancelled"),
      ),
    )
    .orderBy(sql`${jobLines.state} = 'confirmed' desc`, asc(jobLines.startsAt), asc(jobLines.id));
  return rows.map((r) => ({
    ...r,
    state: r.state === "confirmed" ? "confirmed" : "option",
    rank: r.state === "confirmed" ? null : r.rank,
  }));
}

/** The start of today in UTC: a line that ended earlier today still shows. */
const startOfTodayUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** `GET /schedule`: the signed-in talent's lines from today on. */
export async function getOwnSchedule(viewer: Viewer | null): Promise<ScheduleLine[]> {
  const talent = requireTalent(viewer);
  const now = new Date();
  const lines = await readScheduleLines(talent.talentProfileId, { from: startOfTodayUtc(now) }, now);
  return lines.map((line) => {
      const zone = line.time_zone;
      return {
        id: line.id,
        job_reference: line.job_reference,
        job_title: line.job_title,
        kind: line.kind,
        state: line.state,
        rank: line.rank,
        starts_at: line.starts_at,
        ends_at: line.ends_at,
        time_zone: zone,
        option_expires_at: line.option_expires_at,
        client: line.client,
        location: line.location,
        when: formatLineRangeInZone(line.starts_at, line.ends_at, zone),
        call_time: callTimeOf(line.starts_at, line.ends_at, zone),
        days: daysCovered(line.starts_at, line.ends_at, zone),
      };
    });
}

/** The days in `zone` a range touches (its end excluded), at most 62. */
function daysCovered(startsAt: Date, endsAt: Date, zone: string): string[] {
  const days: string[] = [];
  const last = dayInZone(new Date(endsAt.getTime() - 1), zone);
  for (let day = dayInZone(startsAt, zone); day <= last && days.length < 62; day = nextDay(day)) days.push(day);
  return days;
}
