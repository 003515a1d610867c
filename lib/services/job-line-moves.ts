import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { jobLines } from "@/db/schema";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { canMoveLine, formatInstant, formatJobReference, formatLineRange, isOpenJob, lineStateLabels, type LineState } from "@/lib/domain/jobs";
import { deliverNow } from "@/lib/email";
import { conflict, notFound } from "@/lib/errors";
import { exclusionViolation } from "@/db/unique-violation";
import { lineFacts } from "@/lib/domain/audit-events";
import { diffChanges, logEvent } from "./activity";
import { lineChanges, loadLineContext, mailClient, mailPromotions, notifyTalent, type LineContext } from "./job-line-effects";
import { blockedDaysOf, lineHoldingTime, lockTalent, ranksOverlapping, readLine, stateAt, type AdminLine, type BlockedDay } from "./job-line-state";
import { getOptionSettings } from "./job-settings";

/*
 * The moves of a line (issue 28, items 5 and 6): confirm, release, cancel and challenge. Each runs in one transaction
 * holding the talent's row lock, so the moves and placements of one talent's lines happen one at a time and every
 * check reads what the one before it wrote; the exclusion constraint on confirmed lines holds even past that.
 */

const LINE_NOT_FOUND = "Line not found.";
const blockKindLabel = { out_of_town: "out of town", unavailable: "unavailable", holiday: "on holiday" } as const;

/** The 409 when something holds the line's time: what, for which job and client. */
export async function assertFirstInLine(tx: DbOrTx, ctx: LineContext, now: Date): Promise<void> {
  const holder = await lineHoldingTime(tx, ctx.line, now);
  if (!holder) return;
  const client = holder.clientCompany ?? holder.clientName;
  const what = holder.state === "confirmed" ? "is confirmed" : "holds an earlier option";
  throw conflict(
    `${ctx.stageName} is not free: job ${formatJobReference(holder.reference)} (${client}) ${what} on ${formatLineRange(holder.startsAt, holder.endsAt)}.`,
  );
}

/** The 409 when the talent blocked a day of the line and staff did not override; answers the days overridden. */
export async function assertNotBlocked(tx: DbOrTx, ctx: LineContext, override: boolean): Promise<BlockedDay[]> {
  const blocked = (await blockedDaysOf(tx, [ctx.line])).get(ctx.line.id) ?? [];
  if (blocked.length && !override) {
    const days = blocked.map((b) => `${blockKindLabel[b.block_kind]} ${b.starts_on === b.ends_on ? b.starts_on : `${b.starts_on} to ${b.ends_on}`}`).join(", ");
    const message = `${ctx.stageName} has blocked these days (${days}). Send override to confirm anyway.`;
    throw conflict(message, { override: [message] });
  }
  return blocked;
}

/** Makes an option confirmed, inside the transaction: checks, the write, the client's mail and the talent's notice. */
export async function confirmInTx(tx: DbOrTx, ctx: LineContext, staff: Viewer, now: Date, override: boolean): Promise<number[]> {
  await assertFirstInLine(tx, ctx, now);
  const overridden = await assertNotBlocked(tx, ctx, override);
  let changes = {};
  try {
    const [moved] = await tx
      .update(jobLines)
      .set({ state: "confirmed", optionExpiresAt: null, challengeDeadline: null, challengedByLineId: null, updatedAt: now })
      .where(and(eq(jobLines.id, ctx.line.id), eq(jobLines.state, "option")))
      .returning();
    if (!moved) throw conflict("The line was changed by someone else. Reload it and try again.");
    changes = lineChanges(ctx.line, moved);
  } catch (error) {
    if (exclusionViolation(error) !== null) throw conflict(`${ctx.stageName} is already confirmed for part of ${formatLineRange(ctx.line.startsAt, ctx.line.endsAt)}.`);
    throw error;
  }
  const subject = { type: "job_line", id: ctx.line.id };
  await logEvent(tx, staff, "job_line.confirmed", { subject, payload: lineFacts(ctx.line, ctx.job), changes });
  if (overridden.length) await logEvent(tx, staff, "job_line.block_overridden", { subject, payload: { ...lineFacts(ctx.line, ctx.job), to: "confirm" } });
  await notifyTalent(tx, ctx, "confirmed", staff.id);
  return mailClient(tx, ctx, "confirmed");
}

/**
 * Runs `work` on a line in a transaction holding its talent's lock, the line read again after the lock; delivers the
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
  const mailIds = await db.transaction(async (tx) => {
    const first = await loadLineContext(tx, lineId);
    if (!first) throw notFound(LINE_NOT_FOUND);
    await lockTalent(tx, first.line.talentProfileId);
    const ctx = (await loadLineContext(tx, lineId))!;
    return work(tx, ctx, staff, now);
  });
  await deliverNow(mailIds);
  return (await readLine(db, lineId, now))!;
}

/** The 409 for a move the line's state (as it reads now) does not allow. */
function assertMove(ctx: LineContext, to: LineState, now: Date): LineState {
  const from = stateAt(ctx.line, now);
  if (!canMoveLine(from, to)) {
    throw conflict(from === to ? `The line is already ${lineStateLabels[to].toLowerCase()}.` : `A line that is ${lineStateLabels[from].toLowerCase()} cannot be ${to === "option" ? "reopened" : lineStateLabels[to].toLowerCase()}.`);
  }
  if (!isOpenJob(ctx.job.status)) throw conflict(`Job ${formatJobReference(ctx.job.reference)} is ${ctx.job.status}: its lines cannot change.`);
  return from;
}

/** `POST /admin/job-lines/{id}/confirm`: only the first live line of its overlap; `override` books over blocked days. */
export function confirmLine(viewer: Viewer | null, lineId: number, { override }: { override: boolean }) {
  return withLockedLine(viewer, lineId, async (tx, ctx, staff, now) => {
    assertMove(ctx, "confirmed", now);
    return confirmInTx(tx, ctx, staff, now, override);
  });
}

/** Moves a live line out (released or cancelled), mailing the options this promotes. */
async function leave(tx: DbOrTx, ctx: LineContext, to: "released" | "cancelled", staff: Viewer, now: Date): Promise<number[]> {
  const from = assertMove(ctx, to, now);
  const before = await ranksOverlapping(tx, ctx.line.talentProfileId, ctx.line, now);
  const [moved] = await tx
    .update(jobLines)
    .set({ state: to, updatedAt: now })
    .where(and(eq(jobLines.id, ctx.line.id), eq(jobLines.state, from)))
    .returning();
  if (!moved) throw conflict("The line was changed by someone else. Reload it and try again.");
  await logEvent(tx, staff, to === "released" ? "job_line.released" : "job_line.cancelled", {
    subject: { type: "job_line", id: ctx.line.id },
    payload: lineFacts(ctx.line, ctx.job),
    changes: lineChanges(ctx.line, moved),
  });
  const ids = to === "released" ? await mailClient(tx, ctx, "released") : [];
  // The talent hears of a booking that is off: a confirmed line released, or any line cancelled.
  if (to === "cancelled" || from === "confirmed") await notifyTalent(tx, ctx, "cancelled", staff.id);
  ids.push(...(await mailPromotions(tx, before, ctx.line.talentProfileId, ctx.line, now)));
  return ids;
}

/** Cancels one line inside a wider transaction (a job being cancelled), its talent's lock taken first. */
export async function cancelLineInTx(tx: DbOrTx, lineId: number, staff: Viewer, now: Date): Promise<number[]> {
  const first = await loadLineContext(tx, lineId);
  if (!first) throw notFound(LINE_NOT_FOUND);
  await lockTalent(tx, first.line.talentProfileId);
  return leave(tx, (await loadLineContext(tx, lineId))!, "cancelled", staff, now);
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
    if (stateAt(ctx.line, now) !== "option") throw conflict("Only an option can challenge the line ahead of it.");
    const holder = await lineHoldingTime(tx, ctx.line, now);
    if (!holder) throw conflict("This option is already 1st: there is nothing to challenge.");
    const held = `job ${formatJobReference(holder.reference)} (${holder.clientCompany ?? holder.clientName})`;
    if (holder.state === "confirmed") throw conflict(`The time is confirmed for ${held}: a confirmed line cannot be challenged.`);
    if (holder.challengeDeadline) throw conflict(`The option of ${held} is already challenged until ${formatInstant(holder.challengeDeadline)}.`);
    const deadline = new Date(now.getTime() + challengeWindowHours * 3_600_000);
    const [set] = await tx
      .update(jobLines)
      .set({ challengeDeadline: deadline, challengedByLineId: ctx.line.id, updatedAt: now })
      .where(and(eq(jobLines.id, holder.id), eq(jobLines.state, "option")))
      .returning();
    if (!set) throw conflict("The line ahead was changed by someone else. Reload it and try again.");
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
    return mailClient(tx, target, "challenged", { deadline });
  });
  const db = await getDb();
  return { line, challenged: (await readLine(db, challengedId, new Date()))! };
}
