import "server-only";
import { and, asc, eq, gt, inArray, lt, lte, gte, ne, or, sql, type Column, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { availabilityBlocks, jobLines, jobs, talentProfiles, users, type JobLine } from "@/db/schema";
import { DAY_MS } from "@/lib/domain/jobs";
import { readAt } from "@/lib/domain/job-line-life";
import { dayRangeInZone, isAllDayInZone } from "@/lib/domain/zoned-time";
import { jobTimeZoneSql } from "@/lib/services/settings";

/*
 * The SQL forms of a line's life (lib/domain/job-line-life.ts): `liveAt` is `readAt(line, now).live` and `rankAt` is
 * `ranksInMemory` as statements (test/api/jobs-line-life.test.ts holds them equal for random lines), plus the reads of
 * lines the staff API answers. The moves' rules and locks are lib/services/job-line-life.ts.
 */

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** SQL: `readAt(line, now).live` (confirmed, or an option neither expired nor past its challenge deadline). */
export function liveAt(t: { state: SQLWrapper; optionExpiresAt: SQLWrapper; challengeDeadline: SQLWrapper }, now: Date): SQL {
  return sql`(${t.state} = 'confirmed' or (${t.state} = 'option' and (${t.optionExpiresAt} is null or ${t.optionExpiresAt} > ${at(now)}) and (${t.challengeDeadline} is null or ${t.challengeDeadline} > ${at(now)})))`;
}

const ahead = alias(jobLines, "ahead");
/** `ahead` in a FROM written by hand (an alias in a template renders as its name alone). */
const aheadFrom = sql`${jobLines} as ${sql.identifier("ahead")}`;

/**
 * A column of the outer `job_lines` written with its table, for use inside a subquery over `ahead`: drizzle leaves
 * columns unqualified in a query over one table, and there an unqualified name would mean the subquery's own row.
 */
const outer = (column: Column) => sql`${sql.identifier("job_lines")}.${sql.identifier(column.name)}`;

/** SQL: `ranksInMemory` for one `job_lines` row at `now` (1 + live overlapping lines placed before it), or null when not live. */
export function rankAt(t: typeof jobLines, now: Date): SQL<number | null> {
  return sql<number | null>`case when ${liveAt(t, now)} then 1 + (select count(*)::int from ${aheadFrom}
    where ${ahead.talentProfileId} = ${outer(t.talentProfileId)} and ${ahead.id} <> ${outer(t.id)} and ${liveAt(ahead, now)}
    and ${ahead.startsAt} < ${outer(t.endsAt)} and ${ahead.endsAt} > ${outer(t.startsAt)}
    and (${ahead.placedAt} < ${outer(t.placedAt)} or (${ahead.placedAt} = ${outer(t.placedAt)} and ${ahead.id} < ${outer(t.id)}))) end`;
}

/** What holds a line's time: the first live line placed before it, or a confirmed one whenever placed. */
export async function lineHoldingTime(tx: DbOrTx, line: JobLine, now: Date) {
  const [holder] = await tx
    .select({ id: ahead.id, state: ahead.state, startsAt: ahead.startsAt, endsAt: ahead.endsAt, challengeDeadline: ahead.challengeDeadline, reference: jobs.reference, clientName: jobs.clientName, clientCompany: jobs.clientCompany })
    .from(ahead)
    .innerJoin(jobs, eq(jobs.id, ahead.jobId))
    .where(
      and(
        eq(ahead.talentProfileId, line.talentProfileId),
        ne(ahead.id, line.id),
        liveAt(ahead, now),
        lt(ahead.startsAt, line.endsAt),
        gt(ahead.endsAt, line.startsAt),
        or(eq(ahead.state, "confirmed"), lt(ahead.placedAt, line.placedAt), and(eq(ahead.placedAt, line.placedAt), lt(ahead.id, line.id))),
      ),
    )
    .orderBy(sql`${ahead.state} = 'confirmed' desc`, asc(ahead.placedAt), asc(ahead.id))
    .limit(1);
  return holder ?? null;
}

/** The ranks at `now` of the live lines of one talent overlapping a range: to see who a departure promotes. */
export async function ranksOverlapping(tx: DbOrTx, talentProfileId: number, range: { startsAt: Date; endsAt: Date }, now: Date) {
  const rows = await tx
    .select({ id: jobLines.id, rank: rankAt(jobLines, now) })
    .from(jobLines)
    .where(and(eq(jobLines.talentProfileId, talentProfileId), liveAt(jobLines, now), lt(jobLines.startsAt, range.endsAt), gt(jobLines.endsAt, range.startsAt)));
  return new Map(rows.map((r) => [r.id, r.rank]));
}

/** A day the talent blocked that a line touches (the line's `conflicts`). */
export interface BlockedDay {
  kind: "blocked_day";
  id: number;
  block_kind: "out_of_town" | "unavailable" | "holiday";
  starts_on: string;
  ends_on: string;
  note: string | null;
}

/**
 * The blocked days of the talents of `lines` that touch each line, in one query. A line covers the days of its job's
 * zone (`timeZone`; UTC when not given), both ends included: a Friday 7 PM New York line touches a blocked Friday.
 */
export async function blockedDaysOf(
  tx: DbOrTx,
  lines: (Pick<JobLine, "id" | "talentProfileId" | "startsAt" | "endsAt"> & { timeZone?: string })[],
): Promise<Map<number, BlockedDay[]>> {
  const found = new Map<number, BlockedDay[]>(lines.map((l) => [l.id, []]));
  if (!lines.length) return found;
  // A day either side: no zone is more than 14 hours from UTC.
  const first = new Date(Math.min(...lines.map((l) => l.startsAt.getTime())) - DAY_MS).toISOString().slice(0, 10);
  const last = new Date(Math.max(...lines.map((l) => l.endsAt.getTime())) + DAY_MS).toISOString().slice(0, 10);
  const blocks = await tx
    .select()
    .from(availabilityBlocks)
    .where(and(inArray(availabilityBlocks.talentProfileId, [...new Set(lines.map((l) => l.talentProfileId))]), lte(availabilityBlocks.startsOn, last), gte(availabilityBlocks.endsOn, first)));
  for (const line of lines) {
    const days = dayRangeInZone(line.startsAt, line.endsAt, line.timeZone ?? "UTC");
    for (const b of blocks) {
      if (b.talentProfileId === line.talentProfileId && b.startsOn <= days.last && b.endsOn >= days.first) {
        found.get(line.id)!.push({ kind: "blocked_day", id: b.id, block_kind: b.kind, starts_on: b.startsOn, ends_on: b.endsOn, note: b.note });
      }
    }
  }
  return found;
}

/** The columns a line is read with: the row, its rank and its talent's name. */
const lineColumns = (now: Date) => ({
  line: jobLines,
  rank: rankAt(jobLines, now),
  stageName: sql<string>`coalesce(${talentProfiles.stageName}, ${users.name})`,
  talentUserId: users.id,
  timeZone: jobTimeZoneSql,
});

/** Lines with their rank and talent, for `toLine`. */
const selectLines = (tx: DbOrTx, now: Date) =>
  tx
    .select(lineColumns(now))
    .from(jobLines)
    .innerJoin(talentProfiles, eq(talentProfiles.id, jobLines.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .innerJoin(jobs, eq(jobs.id, jobLines.jobId));

type LineRow = { line: JobLine; rank: number | null; stageName: string; timeZone: string };

/** One line as the staff API returns it (issue 28's line JSON). */
function toLine(row: LineRow, conflicts: BlockedDay[], now: Date) {
  const l = row.line;
  const { state, live } = readAt(l, now);
  return {
    id: l.id,
    job_id: l.jobId,
    talent_profile_id: l.talentProfileId,
    stage_name: row.stageName,
    kind: l.kind,
    state,
    rank: live ? row.rank : null,
    starts_at: l.startsAt,
    ends_at: l.endsAt,
    /** The job's clock, which the line's times are entered and read in (issue 36). */
    time_zone: row.timeZone,
    all_day: isAllDayInZone(l.startsAt, l.endsAt, row.timeZone),
    placed_at: l.placedAt,
    option_expires_at: l.optionExpiresAt,
    challenge_deadline: l.challengeDeadline,
    /** Deprecated (issue 40): the old whole-unit fee, kept for reading; new fees are the job's fee lines (`/fees`). */
    fee: l.fee,
    currency: l.currency,
    notes: l.notes,
    conflicts,
  };
}
export type AdminLine = ReturnType<typeof toLine>;

/** Lines matching `where`, ordered by talent then time, as `toLine` shapes them, with their conflicts. */
export async function readLines(tx: DbOrTx, where: SQL | undefined, now: Date): Promise<AdminLine[]> {
  const rows = await selectLines(tx, now).where(where).orderBy(asc(sql`coalesce(${talentProfiles.stageName}, ${users.name})`), asc(jobLines.startsAt), asc(jobLines.id));
  const conflicts = await blockedDaysOf(tx, rows.map((r) => ({ ...r.line, timeZone: r.timeZone })));
  return rows.map((r) => toLine(r, conflicts.get(r.line.id) ?? [], now));
}

/** One line by id, or null. */
export async function readLine(tx: DbOrTx, id: number, now: Date): Promise<AdminLine | null> {
  const [line] = await readLines(tx, eq(jobLines.id, id), now);
  return line ?? null;
}
