import "server-only";
import { and, asc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { availabilityBlocks, jobLines, jobs, talentProfiles, users } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { DAY_MS, MAX_RANGE_DAYS } from "@/lib/domain/jobs";
import { validationError } from "@/lib/errors";
import type { CalendarQuery } from "@/lib/validation/jobs";
import { ranksInMemory, readAt } from "@/lib/domain/job-line-life";
import { jobTimeZoneSql } from "@/lib/services/settings";
import { containsPattern } from "@/lib/services/platform";
import { userMatchesTalentSearch } from "@/lib/services/talents";

/** What the board shows of a line and what its rank needs: no fee, notes or bookkeeping columns. */
const boardLineColumns = {
  id: jobLines.id,
  jobId: jobLines.jobId,
  talentProfileId: jobLines.talentProfileId,
  kind: jobLines.kind,
  state: jobLines.state,
  startsAt: jobLines.startsAt,
  endsAt: jobLines.endsAt,
  placedAt: jobLines.placedAt,
  optionExpiresAt: jobLines.optionExpiresAt,
  challengeDeadline: jobLines.challengeDeadline,
};

const stageName = sql<string>`coalesce(${talentProfiles.stageName}, ${users.name})`;

/**
 * The ids of the first `n` talents of the active roster by shown name, as a condition on `talent_profiles.id`: the
 * first `n` with a stage name in the order of `talent_profiles_stage_name_idx` and the first `n` without one (shown by
 * the account's name), so the roster query sorts at most 2n candidates, however many talents the agency has.
 */
function rosterFirstByName(db: Awaited<ReturnType<typeof getDb>>, n: number) {
  const named = db
    .select({ id: talentProfiles.id })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(eq(users.status, "active"), isNotNull(talentProfiles.stageName)))
    .orderBy(asc(talentProfiles.stageName), asc(talentProfiles.id))
    .limit(n);
  const unnamed = db
    .select({ id: talentProfiles.id })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(eq(users.status, "active"), isNull(talentProfiles.stageName)))
    .orderBy(asc(users.name), asc(talentProfiles.id))
    .limit(n);
  return sql`${talentProfiles.id} = any(array((${named}) union all (${unnamed})))`;
}

/**
 * `GET /admin/calendar?from&to&talent_ids`: the board's data for the days `from` to `to` (each line with its job's zone): the talents (those
 * asked for, or every talent on the roster, by name), their lines touching those days with state and rank, and their
 * blocked days. Three indexed queries, whatever the number of talents. The ranks are counted in memory from the lines
 * that can overlap a line shown (a line lasts at most 60 days, so those start and end within 60 days of the range):
 * a rank subquery per line was the board's largest cost (issue 28's benchmark, docs/decisions.md).
 */
export async function getCalendar(viewer: Viewer | null, query: CalendarQuery) {
  requirePermission(viewer, "bookings");
  const db = await getDb();
  const now = new Date();
  const start = new Date(`${query.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
  const pageNo = query.page ?? 1;
  const rosterWhere = and(
    query.talent_ids ? inArray(talentProfiles.id, query.talent_ids) : eq(users.status, "active"),
    // The candidates through the trigram indexes, then the shown name itself.
    ...(query.search ? [userMatchesTalentSearch(containsPattern(query.search)), ilike(stageName, containsPattern(query.search))] : []),
  );
  // A page of the whole roster (the board's first load) reads its talents through the name indexes, not the roster:
  // the first `offset + limit` by name come from those with a stage name (`talent_profiles_stage_name_idx`, in order)
  // and those without one, shown by the account's name (few, the same index's nulls). Issue 38: sorting the whole
  // active roster of 1,880 for a page of 50 made the board's first statement grow with the agency.
  const wholeRosterPage = query.limit && !query.talent_ids && !query.search;
  const firstByName = wholeRosterPage ? rosterFirstByName(db, pageNo * query.limit!) : undefined;
  // The page's total, counted in the same statement (once, not per row).
  const total = wholeRosterPage
    ? sql<number>`(select count(*)::int from ${talentProfiles} join ${users} on ${users.id} = ${talentProfiles.userId} where ${users.status} = 'active')`
    : sql<number>`(count(*) over ())::int`;
  const roster = db
    .select({ id: talentProfiles.id, stage_name: stageName, user_id: users.id, image_url: users.profileImageUrl, total })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(rosterWhere, firstByName))
    .orderBy(asc(stageName), asc(talentProfiles.id))
    .$dynamic();
  // With `limit`, one page of the roster (and its size, counted in the same statement): the lines and blocks below
  // are then read for those talents only.
  const rosterRows = query.limit ? await roster.limit(query.limit).offset((pageNo - 1) * query.limit) : await roster;
  const talents = rosterRows.map(({ id, stage_name, user_id, image_url }) => ({ id, stage_name, user_id, image_url }));
  const rosterTotal = rosterRows[0]?.total ?? 0;
  const talent_paging = query.limit
    ? { page: pageNo, limit: query.limit, total: rosterTotal, last_page: Math.max(1, Math.ceil(rosterTotal / query.limit)) }
    : null;
  if (query.talent_ids) {
    const known = new Set(talents.map((t) => t.id));
    const unknown = [...new Set(query.talent_ids)].filter((id) => !known.has(id));
    if (unknown.length) throw validationError("Validation failed", { talent_ids: [`Unknown talent: ${unknown.join(", ")}`] });
  }
  const ids = talents.map((t) => t.id);
  if (!ids.length) return { from: query.from, to: query.to, talents, talent_paging, lines: [], blocks: [] };
  const reach = MAX_RANGE_DAYS * DAY_MS;
  // Each talent's lines in the window, read talent by talent through (talent, starts_at) with both bounds on
  // starts_at: a line that ends after start - reach started at most MAX_RANGE_DAYS before that (no line lasts longer),
  // and without the lower bound all history is read. The inner ORDER BY keeps the subquery a per-talent lateral
  // (issue 38: flattened, the planner read the whole window of every talent's lines through starts_at, 9,000 rows for
  // a page of 50 talents' 100 lines, and hashed the whole jobs table for them).
  const windowLines = db
    .select({ line: boardLineColumns, reference: jobs.reference, title: jobs.title, clientName: jobs.clientName, clientCompany: jobs.clientCompany, timeZone: jobTimeZoneSql.as("time_zone"), clientEmail: jobs.clientEmail })
    .from(jobLines)
    .innerJoin(jobs, eq(jobs.id, jobLines.jobId))
    .where(
      and(
        eq(jobLines.talentProfileId, talentProfiles.id),
        gte(jobLines.startsAt, new Date(start.getTime() - 2 * reach)),
        lt(jobLines.startsAt, new Date(end.getTime() + reach)),
        gt(jobLines.endsAt, new Date(start.getTime() - reach)),
      ),
    )
    .orderBy(asc(jobLines.startsAt), asc(jobLines.id))
    .as("window_lines");
  const [lineRows, blocks] = await Promise.all([
    db
      .select({ line: windowLines.line, reference: windowLines.reference, title: windowLines.title, clientName: windowLines.clientName, clientCompany: windowLines.clientCompany, timeZone: windowLines.timeZone, clientEmail: windowLines.clientEmail })
      .from(talentProfiles)
      .innerJoinLateral(windowLines, sql`true`)
      .where(inArray(talentProfiles.id, ids))
      .orderBy(asc(windowLines.line.startsAt), asc(windowLines.line.id)),
    db
      .select({ id: availabilityBlocks.id, talent_profile_id: availabilityBlocks.talentProfileId, starts_on: availabilityBlocks.startsOn, ends_on: availabilityBlocks.endsOn, kind: availabilityBlocks.kind })
      .from(availabilityBlocks)
      .where(and(inArray(availabilityBlocks.talentProfileId, ids), lte(availabilityBlocks.startsOn, query.to), gte(availabilityBlocks.endsOn, query.from)))
      .orderBy(asc(availabilityBlocks.startsOn)),
  ]);
  const ranks = ranksInMemory(lineRows.map((r) => r.line), now);
  const liveRows = lineRows.filter(({ line }) => ranks.get(line.id) != null);
  const confirmedAt = (l: (typeof lineRows)[number]["line"]) => readAt(l, now).state === "confirmed";
  // Issue 39: a later option names the job that holds the time ahead of it (a confirmed line, or the earliest placed).
  const heldBy = (line: (typeof lineRows)[number]["line"]) => {
    const ahead = liveRows
      .filter(({ line: a }) => a.id !== line.id && a.talentProfileId === line.talentProfileId && a.startsAt < line.endsAt && a.endsAt > line.startsAt)
      .filter(({ line: a }) => confirmedAt(a) || a.placedAt < line.placedAt || (a.placedAt.getTime() === line.placedAt.getTime() && a.id < line.id))
      .sort((a, b) => Number(confirmedAt(b.line)) - Number(confirmedAt(a.line)) || a.line.placedAt.getTime() - b.line.placedAt.getTime() || a.line.id - b.line.id)[0];
    return ahead ? { job_id: ahead.line.jobId, job_reference: ahead.reference, job_title: ahead.title, client: ahead.clientCompany ?? ahead.clientName } : null;
  };
  // The days are read in each line's own zone on the board (a Friday 7 PM New York line is Friday's, though it starts
  // on Saturday in UTC), so lines within a day of the range are sent too: no zone is more than 14 hours from UTC.
  const shown = lineRows.filter(({ line }) => line.startsAt.getTime() < end.getTime() + DAY_MS && line.endsAt.getTime() > start.getTime() - DAY_MS);
  const lines = shown.map(({ line, reference, title, clientName, clientCompany, clientEmail, timeZone }) => {
    const { state, live } = readAt(line, now);
    const rank = ranks.get(line.id) ?? null;
    return {
      id: line.id,
      job_id: line.jobId,
      job_reference: reference,
      job_title: title,
      client: clientCompany ?? clientName,
      client_email: clientEmail,
      talent_profile_id: line.talentProfileId,
      kind: line.kind,
      state,
      rank: live ? rank : null,
      starts_at: line.startsAt,
      ends_at: line.endsAt,
      time_zone: timeZone,
      option_expires_at: line.optionExpiresAt,
      challenge_deadline: line.challengeDeadline,
      held_by: state === "option" && rank != null && rank > 1 ? heldBy(line) : null,
    };
  });
  return { from: query.from, to: query.to, talents, talent_paging, lines, blocks };
}
