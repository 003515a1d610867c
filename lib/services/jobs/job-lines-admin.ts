import "server-only";
import { JOB_NOT_FOUND } from "@/lib/domain/jobs";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { jobLines, jobs } from "@/db/schema";
import { exclusionViolation } from "@/db/unique-violation";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { decide, readAt, type StoredLine } from "@/lib/domain/job-line-life";
import { lineInstants, rangeProblem } from "@/lib/domain/line-times";
import { deliverNow } from "@/lib/email";
import { scheduleLineDeadlines } from "@/lib/tasks";
import { conflict, notFound, validationError } from "@/lib/errors";
import { jobMessages, type LineCreateInput, type LineUpdateInput } from "@/lib/validation/jobs";
import { lineFacts } from "@/lib/domain/audit-events";
import { logEvent } from "@/lib/services/audit";
import { lineChanges, loadLineContext, mailClient, mailPromotions, notifyTalent, type LineContext } from "./job-line-effects";
import { confirmInTx, withLockedLine } from "./job-line-moves";
import { decideOrRefuse, lockJob, lockTalents, refusalError, talentStanding } from "./job-line-life";
import { ranksOverlapping, readLine } from "./job-line-state";
import { dayRateFromLineFee, type Billing } from "./job-money";
import { getBillingSettings, getOptionSettings, jobTimeZoneSql } from "@/lib/services/settings";


/** A caller that places a line with the old `fee` must read the billing setting before its transaction. */
function missingBilling(): never {
  throw new Error("The billing setting must be read before the transaction that turns a line's fee into a day rate.");
}

/** A line not yet written, as `decide` reads a placement. */
const NEW_LINE: StoredLine = { state: "option", optionExpiresAt: null, challengeDeadline: null };

const invalid = (field: string, message: string) => validationError("Validation failed", { [field]: [message] });

type OptionSettings = Awaited<ReturnType<typeof getOptionSettings>>;

/** A new line with its time resolved to UTC instants (from instants, wall times in the job's zone, or whole days). */
export type PlacedLineInput = Omit<LineCreateInput, "starts_at" | "ends_at" | "all_day" | "start_date" | "end_date"> & { starts_at: Date; ends_at: Date };

/** The 422 of a range that reads wrong once its wall times or days are read in the job's zone. */
function assertRange(startsAt: Date, endsAt: Date): void {
  const wrong = rangeProblem(startsAt, endsAt);
  if (wrong) throw invalid(wrong.field, jobMessages[wrong.problem]);
}

/**
 * An option's expiry: the one given (null: never), or the options setting's default from now. The setting is read
 * before the transaction opens (on the embedded database a read outside it would wait for it to end).
 */
function expiryOf(given: Date | null | undefined, now: Date, settings: OptionSettings): Date | null {
  if (given === null) return null;
  if (given) {
    if (given.getTime() <= now.getTime()) throw invalid("option_expires_at", jobMessages.expiryPast);
    return given;
  }
  return new Date(now.getTime() + settings.optionExpiryHours * 3_600_000);
}

/** A new option's mails (issue 39): its client hears of it with its rank and expiry, its talent that she is on option. */
async function mailPlaced(tx: DbOrTx, ctx: LineContext, staff: Viewer, now: Date): Promise<number[]> {
  const rank = (await ranksOverlapping(tx, ctx.line.talentProfileId, ctx.line, now)).get(ctx.line.id) ?? 1;
  const ids = await mailClient(tx, ctx, "placed", { rank, actorId: staff.id });
  ids.push(...(await notifyTalent(tx, ctx, "optioned", staff.id, { rank })));
  return ids;
}

/**
 * Places one line inside `tx` (the talent's lock taken first, so its place in the queue is the order placements
 * commit in) and, with `confirm`, confirms it at once under the confirm rules. Answers the line's id and the mails.
 */
export async function placeLineInTx(
  tx: DbOrTx,
  staff: Viewer,
  jobId: number,
  input: PlacedLineInput,
  now: Date,
  settings: OptionSettings,
  /** The billing setting, read before the transaction; needed only when the body carries the old `fee`. */
  billing?: Billing,
): Promise<{ id: number; mailIds: number[] }> {
  const job = await lockJob(tx, jobId);
  if (!job) throw notFound(JOB_NOT_FOUND);
  const standing = await talentStanding(tx, input.talent_profile_id);
  if (!standing) throw invalid("talent_profile_id", "This talent does not exist.");
  const placing = decide(NEW_LINE, "place", { job, talent: { name: "", ...standing } }, now);
  if (!placing.allowed) throw refusalError(placing.reason);
  const optionExpiresAt = expiryOf(input.option_expires_at, now, settings);
  await lockTalents(tx, [input.talent_profile_id]);
  const [line] = await tx
    .insert(jobLines)
    .values({
      jobId: job.id,
      talentProfileId: input.talent_profile_id,
      kind: input.kind,
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      optionExpiresAt,
      // `job_lines.fee` is deprecated (issue 40): a fee typed on the line becomes the talent's day rate below.
      notes: input.notes,
    })
    .returning();
  if (input.fee != null) await dayRateFromLineFee(tx, job.id, line, input.fee, input.currency, billing ?? missingBilling());
  await scheduleLineDeadlines(tx, line);
  const ctx = (await loadLineContext(tx, line.id))!;
  await logEvent(tx, staff, "job_line.placed", { subject: { type: "job_line", id: line.id }, payload: lineFacts(line, ctx.job), changes: lineChanges(null, line) });
  const mailIds = input.confirm ? await confirmInTx(tx, ctx, staff, now, input.override) : await mailPlaced(tx, ctx, staff, now);
  return { id: line.id, mailIds };
}

/** `POST /admin/jobs/{id}/lines`: a new option (or, with `confirm`, a confirmed line); answers it with its rank and conflicts. */
export async function placeLine(viewer: Viewer | null, jobId: number, input: LineCreateInput) {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  const now = new Date();
  const settings = await getOptionSettings();
  const billing = input.fee != null ? await getBillingSettings() : undefined;
  const placed = await db.transaction(async (tx) => {
    const [found] = await tx.select({ timeZone: jobTimeZoneSql }).from(jobs).where(eq(jobs.id, jobId));
    if (!found) throw notFound(JOB_NOT_FOUND);
    const { starts_at, ends_at } = lineInstants(input, found.timeZone);
    if (!starts_at) throw invalid(input.all_day ? "start_date" : "starts_at", input.all_day ? jobMessages.startDate : jobMessages.startsAt);
    if (!ends_at) throw invalid(input.all_day ? "end_date" : "ends_at", input.all_day ? jobMessages.endDate : jobMessages.endsAt);
    assertRange(starts_at, ends_at);
    return placeLineInTx(tx, staff, jobId, { ...input, starts_at, ends_at }, now, settings, billing);
  });
  await deliverNow(placed.mailIds);
  return (await readLine(db, placed.id, now))!;
}

const changed = (a: Date | undefined, b: Date) => a !== undefined && a.getTime() !== b.getTime();

/**
 * `PUT /admin/job-lines/{id}`: kind, time, fee, notes, an option's expiry. A moved option goes to the back of the queue
 * of its new time (it is placed again); a moved confirmed line must be free and unblocked there (or `override`). The
 * talent hears of a new time and the line's client is mailed it; the options the old time held back and now lead are
 * mailed.
 */
export async function updateLine(viewer: Viewer | null, lineId: number, input: LineUpdateInput) {
  const settings = await getOptionSettings();
  const billing = input.fee != null ? await getBillingSettings() : undefined;
  return withLockedLine(viewer, lineId, async (tx, ctx, staff, now) => {
    const { state } = readAt(ctx.line, now);
    const given = lineInstants(input, ctx.timeZone);
    const startsAt = given.starts_at ?? ctx.line.startsAt;
    const endsAt = given.ends_at ?? ctx.line.endsAt;
    const moved = changed(given.starts_at, ctx.line.startsAt) || changed(given.ends_at, ctx.line.endsAt);
    assertRange(startsAt, endsAt);
    // The state, the job and the talent as the line stands; a confirmed line's new time is weighed once written.
    await decideOrRefuse(tx, ctx, moved && state !== "confirmed" ? "move" : "edit", now);
    if (input.option_expires_at !== undefined && state !== "option") throw conflict("Only an option has an expiry.");
    // `job_lines.fee` is deprecated (issue 40): a fee typed on the line sets the talent's day rate on the job instead.
    if (input.fee != null) {
      if (!input.currency) throw invalid("currency", jobMessages.feeNeedsCurrency);
      await dayRateFromLineFee(tx, ctx.line.jobId, { talentProfileId: ctx.line.talentProfileId, startsAt, endsAt }, input.fee, input.currency, billing ?? missingBilling());
    }

    const before = moved ? await ranksOverlapping(tx, ctx.line.talentProfileId, ctx.line, now) : null;
    let after: typeof ctx.line | undefined;
    try {
      [after] = await tx
        .update(jobLines)
        .set({
          kind: input.kind,
          startsAt,
          endsAt,
          notes: input.notes === undefined ? undefined : input.notes,
          optionExpiresAt: input.option_expires_at === undefined ? undefined : expiryOf(input.option_expires_at, now, settings),
          placedAt: moved && state === "option" ? sql`clock_timestamp()` : undefined,
          updatedAt: now,
        })
        .where(and(eq(jobLines.id, ctx.line.id), eq(jobLines.state, ctx.line.state)))
        .returning();
      if (after) await scheduleLineDeadlines(tx, after);
    } catch (error) {
      if (exclusionViolation(error) !== null) throw refusalError({ code: "double_confirm", talent: ctx.stageName, startsAt, endsAt, timeZone: ctx.timeZone });
      throw error;
    }
    const subject = { type: "job_line", id: ctx.line.id };
    await logEvent(tx, staff, "job_line.edited", { subject, payload: lineFacts(after ?? ctx.line, ctx.job), changes: lineChanges(ctx.line, after ?? ctx.line) });
    if (!moved) return [];
    const movedCtx = (await loadLineContext(tx, ctx.line.id))!;
    if (state === "confirmed") {
      const { facts } = await decideOrRefuse(tx, movedCtx, "move", now, { override: input.override ?? false });
      if (facts.blocked?.length) {
        await logEvent(tx, staff, "job_line.block_overridden", { subject, payload: { ...lineFacts(movedCtx.line, ctx.job), to: "move" } });
      }
    }
    const ids = await notifyTalent(tx, movedCtx, "moved", staff.id, { previous: ctx.line });
    ids.push(...(await mailClient(tx, movedCtx, "moved", { previous: ctx.line, actorId: staff.id })));
    ids.push(...(await mailPromotions(tx, before!, ctx.line.talentProfileId, ctx.line, now)));
    return ids;
  });
}
