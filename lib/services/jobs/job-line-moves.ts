import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { jobLines } from "@/db/schema";
import { markBillableWhenDue } from "./billing-status";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { formatJobReference } from "@/lib/domain/jobs";
import { deliverNow } from "@/lib/email";
import { scheduleLineDeadlines } from "@/lib/tasks";
import { exclusionViolation } from "@/db/unique-violation";
import { lineFacts, type AuditEventName, type AuditEventPayloads } from "@/lib/domain/audit-events";
import { diffChanges, logEvent, logSystemActivity } from "@/lib/services/audit";
import { lineChanges, loadLineContext, mailClient, mailPromotions, notifyTalent, type LineContext } from "./job-line-effects";
import { decideOrRefuse, openLine, refusalError, staleLine } from "./job-line-life";
import { lineHoldingTime, liveAt, ranksOverlapping, readLine, type AdminLine } from "./job-line-state";
import { getOptionSettings } from "@/lib/services/settings";

/*
 * The moves of a line (issue 28, items 5 and 6): confirm, release, cancel and challenge. Each runs in one transaction
 * holding the job's and then the talent's row lock (lib/services/job-line-life.ts), asks `decide` whether the move is
 * allowed, so the moves and placements of one talent's lines happen one at a time and every check reads what the one
 * before it wrote; the exclusion constraint on confirmed lines holds even past that.
 */

/**
 * An activity entry of a line move: by the staff member, a typed event; or (`null`: the client's answer by link) by
 * the system, in words that say so.
 */
async function logLineMove<E extends AuditEventName>(
  staff: Viewer | null,
  event: E,
  payload: AuditEventPayloads[E],
  action: string,
  subject: { type: string; id: number },
  tx: DbOrTx,
  changes?: ReturnType<typeof lineChanges>,
) {
  if (staff) await logEvent(tx, staff, event, { subject, payload, changes });
  else await logSystemActivity("bookings", `${action} (the client's answer by link)`, subject, tx, changes);
}

/**
 * Makes an option confirmed, inside the transaction: checks, the write, the client's mail and the talent's notice.
 * `staff` null: the client confirmed from the challenge mail's link (issue 39).
 */
export async function confirmInTx(tx: DbOrTx, ctx: LineContext, staff: Viewer | null, now: Date, override: boolean): Promise<number[]> {
  const { facts } = await decideOrRefuse(tx, ctx, "confirm", now, { override });
  const overridden = facts.blocked ?? [];
  let changes = {};
  try {
    const [moved] = await tx
      .update(jobLines)
      .set({ state: "confirmed", optionExpiresAt: null, challengeDeadline: null, challengedByLineId: null, updatedAt: now })
      .where(and(eq(jobLines.id, ctx.line.id), eq(jobLines.state, "option")))
      .returning();
    if (!moved) throw staleLine();
    await scheduleLineDeadlines(tx, moved);
    await markBillableWhenDue(tx, moved.jobId);
    changes = lineChanges(ctx.line, moved);
  } catch (error) {
    if (exclusionViolation(error) !== null) throw refusalError({ code: "double_confirm", talent: ctx.stageName, startsAt: ctx.line.startsAt, endsAt: ctx.line.endsAt, timeZone: ctx.timeZone });
    throw error;
  }
  const subject = { type: "job_line", id: ctx.line.id };
  const label = `${ctx.stageName}, job ${formatJobReference(ctx.job.reference)}`;
  await logLineMove(staff, "job_line.confirmed", lineFacts(ctx.line, ctx.job), `Confirmed line #${ctx.line.id} (${label})`, subject, tx, changes);
  if (overridden.length) {
    await logLineMove(staff, "job_line.block_overridden", { ...lineFacts(ctx.line, ctx.job), to: "confirm" }, `Overrode blocked days to confirm line #${ctx.line.id} (${label})`, subject, tx);
  }
  const ids = await notifyTalent(tx, ctx, "confirmed", staff?.id ?? null);
  return [...ids, ...(await mailClient(tx, ctx, "confirmed", { actorId: staff?.id ?? null }))];
}

/**
 * Runs `work` on a line in a transaction holding its job's and its talent's locks (`openLine`); delivers the
 * mails it queued once committed and answers the line as it now reads.
 */
export async function withLockedLine(
  viewer: Viewer | null,
  lineId: number,
  work: (tx: DbOrTx, ctx: LineContext, staff: Viewer, now: Date) => Promise<number[]>,
): Promise<AdminLine> {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  const now = new Date();
  const mailIds = await db.transaction(async (tx) => work(tx, await openLine(tx, lineId), staff, now));
  await deliverNow(mailIds);
  return (await readLine(db, lineId, now))!;
}

/** `POST /admin/job-lines/{id}/confirm`: only the first live line of its overlap; `override` books over blocked days. */
export function confirmLine(viewer: Viewer | null, lineId: number, { override }: { override: boolean }) {
  return withLockedLine(viewer, lineId, (tx, ctx, staff, now) => confirmInTx(tx, ctx, staff, now, override));
}

/**
 * Moves a live line out (released or cancelled), mailing the options this promotes. `staff` null: the system (an
 * erasure, which names no talent to the client (`talentName`) and tells no talent; or the client's answer by link).
 */
export async function leave(
  tx: DbOrTx,
  ctx: LineContext,
  to: "released" | "cancelled",
  staff: Viewer | null,
  now: Date,
  options: { talentName?: string } = {},
): Promise<number[]> {
  const { from } = await decideOrRefuse(tx, ctx, to === "released" ? "release" : "cancel", now);
  const before = await ranksOverlapping(tx, ctx.line.talentProfileId, ctx.line, now);
  const [moved] = await tx
    .update(jobLines)
    .set({ state: to, updatedAt: now })
    .where(and(eq(jobLines.id, ctx.line.id), eq(jobLines.state, from)))
    .returning();
  if (!moved) throw staleLine();
  await scheduleLineDeadlines(tx, moved);
  const verb = to === "released" ? "Released" : "Cancelled";
  const subject = { type: "job_line", id: ctx.line.id };
  const action = `${verb} line #${ctx.line.id} (${options.talentName ?? ctx.stageName}, job ${formatJobReference(ctx.job.reference)})`;
  const erasure = options.talentName !== undefined;
  if (erasure) await logSystemActivity("bookings", action, subject, tx, lineChanges(ctx.line, moved));
  else await logLineMove(staff, to === "released" ? "job_line.released" : "job_line.cancelled", lineFacts(ctx.line, ctx.job), action, subject, tx, lineChanges(ctx.line, moved));
  const actorId = staff?.id ?? null;
  let ids: number[];
  if (erasure) {
    // An erased talent's options are released with the usual mail, naming no one (issue 36); she is told nothing.
    ids = to === "released" ? await mailClient(tx, { ...ctx, stageName: options.talentName! }, "released", { actorId }) : [];
  } else {
    // A confirmed booking that goes is a cancellation for its client (with the terms), never "Option released".
    ids = await mailClient(tx, ctx, to === "cancelled" || from === "confirmed" ? "cancelled" : "released", { confirmed: from === "confirmed", actorId });
    // The talent hears of a booking that is off: a confirmed line released, or any line cancelled.
    if (to === "cancelled" || from === "confirmed") ids.push(...(await notifyTalent(tx, ctx, "cancelled", actorId)));
  }
  ids.push(...(await mailPromotions(tx, before, ctx.line.talentProfileId, ctx.line, now)));
  return ids;
}

/** Cancels one line inside a wider transaction (a job being cancelled, whose row the caller locked), its talent's lock taken. */
export async function cancelLineInTx(tx: DbOrTx, lineId: number, staff: Viewer, now: Date): Promise<number[]> {
  return leave(tx, await openLine(tx, lineId), "cancelled", staff, now);
}

/** `POST /admin/job-lines/{id}/release`: frees the time; the next option becomes 1st. */
export function releaseLine(viewer: Viewer | null, lineId: number) {
  return withLockedLine(viewer, lineId, (tx, ctx, staff, now) => leave(tx, ctx, "released", staff, now));
}

/** `DELETE /admin/job-lines/{id}`: cancels the line (kept for the job's history); the next option becomes 1st. */
export function cancelLine(viewer: Viewer | null, lineId: number) {
  return withLockedLine(viewer, lineId, (tx, ctx, staff, now) => leave(tx, ctx, "cancelled", staff, now));
}

/**
 * `POST /admin/job-lines/{id}/challenge`: on an option that is not 1st, gives the option holding the time a deadline
 * (the options setting, 24 hours by default) and mails its client; at the deadline, if still an option, it is released
 * (`runDueOptionWork`). A confirmed line cannot be challenged, nor one already under challenge.
 */
export async function challengeLine(viewer: Viewer | null, lineId: number) {
  let challengedId = 0;
  const { challengeWindowHours } = await getOptionSettings();
  const line = await withLockedLine(viewer, lineId, async (tx, ctx, staff, now) => {
    await decideOrRefuse(tx, ctx, "challenge", now);
    const holder = (await lineHoldingTime(tx, ctx.line, now))!;
    const deadline = new Date(now.getTime() + challengeWindowHours * 3_600_000);
    const [set] = await tx
      .update(jobLines)
      .set({ challengeDeadline: deadline, challengedByLineId: ctx.line.id, updatedAt: now })
      .where(and(eq(jobLines.id, holder.id), eq(jobLines.state, "option")))
      .returning();
    if (!set) throw staleLine();
    await scheduleLineDeadlines(tx, set);
    challengedId = holder.id;
    const target = (await loadLineContext(tx, holder.id))!;
    const changes = diffChanges(
      { challengeDeadline: holder.challengeDeadline, challengedByLineId: null },
      { challengeDeadline: set.challengeDeadline, challengedByLineId: set.challengedByLineId },
    );
    await logEvent(tx, staff, "job_line.challenged", {
      subject: { type: "job_line", id: holder.id },
      payload: { ...lineFacts(target.line, target.job), for_line_id: ctx.line.id, for_talent_id: ctx.line.talentProfileId },
      changes,
    });
    return mailClient(tx, target, "challenged", { deadline, actorId: staff.id });
  });
  const db = await getDb();
  return { line, challenged: (await readLine(db, challengedId, new Date()))! };
}

/** What the clients of an erased talent's released options read instead of her name. */
const ERASED_LINE_TALENT = "a talent";

/**
 * An erasure's step (issue 36, item 4), inside the erasure's transaction: every live line of the talent leaves (an
 * option is released, its client mailed without her name; a confirmed line is cancelled), each under its job's and
 * talent's locks, jobs in id order. Answers the mails for `deliverNow` after the commit. From then on `decide` refuses
 * every move of her lines but these, and the clock mails nothing about them.
 */
export async function releaseLinesOfErasedTalent(tx: DbOrTx, talentProfileId: number, now: Date): Promise<number[]> {
  const lines = await tx
    .select({ id: jobLines.id, jobId: jobLines.jobId })
    .from(jobLines)
    .where(and(eq(jobLines.talentProfileId, talentProfileId), liveAt(jobLines, now)))
    .orderBy(asc(jobLines.jobId), asc(jobLines.id));
  const ids: number[] = [];
  for (const { id } of lines) {
    const ctx = await openLine(tx, id);
    const to = ctx.line.state === "confirmed" ? "cancelled" : "released";
    ids.push(...(await leave(tx, ctx, to, null, now, { talentName: ERASED_LINE_TALENT })));
  }
  return ids;
}
