import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { bookings, jobLines } from "@/db/schema";
import { exclusionViolation } from "@/db/unique-violation";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { lineFacts } from "@/lib/domain/audit-events";
import { decide, type StoredLine } from "@/lib/domain/job-line-life";
import { lineInstants, rangeProblem } from "@/lib/domain/line-times";
import { deliverNow } from "@/lib/email";
import { notFound, validationError } from "@/lib/errors";
import { diffChanges, logEvent } from "@/lib/services/audit";
import { scheduleLineDeadlines } from "@/lib/tasks";
import { jobMessages, type LineTalentMoveInput } from "@/lib/validation/jobs";
import { loadLineContext, mailClient, mailPromotions, notifyTalent } from "./job-line-effects";
import { decideOrRefuse, lockJob, lockTalents, refusalError, staleLine, talentStanding } from "./job-line-life";
import { ranksOverlapping, readLine } from "./job-line-state";

/*
 * A line given to another talent (issue 39: the board's drop on another talent's row, and the line sheet's picker).
 *
 * What holds a talent's time is a line of hers, so the move is two facts, not one rewritten row: talent A's line ends
 * (an option is released, a confirmed booking cancelled, as her schedule, feed and history say) and talent B gets a
 * new line on the same job, placed now (docs/decisions.md, "A line moved to another talent"). One transaction holds
 * the job's lock, then both talents' locks in id order (lib/services/jobs/job-line-life.ts), so it queues with every
 * other move of either talent; B's line is weighed as placing it would be: an option goes to the back of B's queue
 * over its time, a confirmed line must find B free and unblocked (or `override`), with the exclusion constraint on
 * confirmed lines behind it. The client gets one mail naming both talents, A is told the time is hers again, B that
 * she is on option or confirmed, the options behind A's line that move up are mailed, and one typed event is logged.
 */

const LINE_NOT_FOUND = "Line not found.";
const NEW_LINE: StoredLine = { state: "option", optionExpiresAt: null, challengeDeadline: null };
const invalid = (field: string, message: string) => validationError("Validation failed", { [field]: [message] });
const SAME_TALENT = "The line is already this talent's: to change only its day, move it on the same row.";

/** `POST /admin/job-lines/{id}/move`: the line to talent `talent_profile_id` (and to a new time when given). */
export async function moveLineToTalent(viewer: Viewer | null, lineId: number, input: LineTalentMoveInput) {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  const now = new Date();
  const done = await db.transaction(async (tx) => moveInTx(tx, staff, lineId, input, now));
  await deliverNow(done.mailIds);
  return { line: (await readLine(db, done.id, now))!, previous: (await readLine(db, lineId, now))! };
}

async function moveInTx(tx: DbOrTx, staff: Viewer, lineId: number, input: LineTalentMoveInput, now: Date): Promise<{ id: number; mailIds: number[] }> {
  const first = await loadLineContext(tx, lineId);
  if (!first) throw notFound(LINE_NOT_FOUND);
  const to = input.talent_profile_id;
  if (to === first.line.talentProfileId) throw invalid("talent_profile_id", SAME_TALENT);
  // The lock order: the job, then both talents in id order.
  await lockJob(tx, first.line.jobId);
  const locked = await lockTalents(tx, [first.line.talentProfileId, to]);
  const ctx = await loadLineContext(tx, lineId);
  if (!ctx) throw notFound(LINE_NOT_FOUND);
  if (!locked.includes(to)) throw invalid("talent_profile_id", "This talent does not exist.");

  // The line as it stands: live, its job open, its talent not erased (the checks of any move of a line).
  // (Not A's holder or blocked days: those weigh where a line goes, and A's line is leaving.)
  const standingA = (await talentStanding(tx, ctx.line.talentProfileId)) ?? { bookable: false, erased: false };
  const leaving = decide(ctx.line, "move", { job: ctx.job, talent: { name: ctx.stageName, ...standingA } }, now);
  if (!leaving.allowed) throw refusalError(leaving.reason);
  const confirmed = leaving.from === "confirmed";
  // The new talent as a placement reads them: on the roster.
  const standing = (await talentStanding(tx, to))!;
  const placing = decide(NEW_LINE, "place", { job: ctx.job, talent: { name: "", ...standing } }, now);
  if (!placing.allowed) throw refusalError(placing.reason);

  const given = lineInstants(input, ctx.timeZone);
  const startsAt = given.starts_at ?? ctx.line.startsAt;
  const endsAt = given.ends_at ?? ctx.line.endsAt;
  const wrong = rangeProblem(startsAt, endsAt);
  if (wrong) throw invalid(wrong.field, jobMessages[wrong.problem]);
  const movedDay = startsAt.getTime() !== ctx.line.startsAt.getTime() || endsAt.getTime() !== ctx.line.endsAt.getTime();

  // A's line ends: released (an option) or cancelled (a confirmed booking), as the job screen's own moves write it.
  const before = await ranksOverlapping(tx, ctx.line.talentProfileId, ctx.line, now);
  const [ended] = await tx
    .update(jobLines)
    .set({ state: confirmed ? "cancelled" : "released", updatedAt: now })
    .where(and(eq(jobLines.id, ctx.line.id), eq(jobLines.state, ctx.line.state)))
    .returning();
  if (!ended) throw staleLine();
  await scheduleLineDeadlines(tx, ended);

  // B's line: placed now (the back of B's queue over its time); the client's option keeps its expiry.
  const expiry = ctx.line.optionExpiresAt && ctx.line.optionExpiresAt.getTime() > now.getTime() ? ctx.line.optionExpiresAt : null;
  const [placed] = await tx
    .insert(jobLines)
    .values({ jobId: ctx.job.id, talentProfileId: to, kind: ctx.line.kind, startsAt, endsAt, optionExpiresAt: confirmed ? null : expiry, notes: ctx.line.notes })
    .returning();
  let line = placed;
  let overridden = false;
  if (confirmed) {
    // A confirmed line stays confirmed only where B is free and unblocked: the confirm's own rules.
    const { facts } = await decideOrRefuse(tx, (await loadLineContext(tx, placed.id))!, "confirm", now, { override: input.override });
    overridden = Boolean(facts.blocked?.length);
    try {
      [line] = await tx.update(jobLines).set({ state: "confirmed", optionExpiresAt: null, updatedAt: now }).where(eq(jobLines.id, placed.id)).returning();
    } catch (error) {
      if (exclusionViolation(error) !== null) throw refusalError({ code: "double_confirm", talent: facts.talent.name, startsAt, endsAt, timeZone: ctx.timeZone });
      throw error;
    }
  }
  await scheduleLineDeadlines(tx, line);
  // The client's request follows its work: it now reads as B's line.
  await tx.update(bookings).set({ jobLineId: line.id }).where(eq(bookings.jobLineId, ctx.line.id));

  const moved = (await loadLineContext(tx, line.id))!;
  const rank = confirmed ? null : ((await ranksOverlapping(tx, to, line, now)).get(line.id) ?? 1);
  const subject = { type: "job_line", id: line.id };
  await logEvent(tx, staff, "job_line.reassigned", {
    subject,
    payload: { ...lineFacts(line, ctx.job), from_talent_id: ctx.line.talentProfileId, from_line_id: ctx.line.id, state: confirmed ? "confirmed" : "option", moved_day: movedDay },
    changes: diffChanges({ talentProfileId: ctx.line.talentProfileId, startsAt: ctx.line.startsAt, endsAt: ctx.line.endsAt }, { talentProfileId: to, startsAt, endsAt }),
  });
  if (overridden) await logEvent(tx, staff, "job_line.block_overridden", { subject, payload: { ...lineFacts(line, ctx.job), to: "move" } });

  const ids = await mailClient(tx, moved, "reassigned", { previousTalent: ctx.stageName, previous: ctx.line, moved: movedDay, confirmed, rank: rank ?? undefined, actorId: staff.id });
  ids.push(...(await notifyTalent(tx, ctx, confirmed ? "cancelled" : "released", staff.id)));
  ids.push(...(await notifyTalent(tx, moved, confirmed ? "confirmed" : "optioned", staff.id, { rank: rank ?? 1 })));
  ids.push(...(await mailPromotions(tx, before, ctx.line.talentProfileId, ctx.line, now)));
  return { id: line.id, mailIds: ids };
}
