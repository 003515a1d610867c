import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { jobLines, jobs, talentProfiles, users, type Job } from "@/db/schema";
import { exclusionViolation } from "@/db/unique-violation";
import { requirePermission } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { DAY_MS, formatJobReference, formatLineRange, isLiveLine, isOpenJob, MAX_RANGE_DAYS } from "@/lib/domain/jobs";
import { deliverNow } from "@/lib/email";
import { conflict, notFound, validationError } from "@/lib/errors";
import { jobMessages, type LineCreateInput, type LineUpdateInput } from "@/lib/validation/jobs";
import { lineFacts } from "@/lib/domain/audit-events";
import { logEvent } from "./activity";
import { lineChanges, loadLineContext, mailClient, mailPromotions, notifyTalent } from "./job-line-effects";
import { assertFirstInLine, assertNotBlocked, confirmInTx, withLockedLine } from "./job-line-moves";
import { lockTalent, ranksOverlapping, readLine, stateAt } from "./job-line-state";
import { getOptionSettings } from "./job-settings";

export const JOB_NOT_FOUND = "Job not found.";

const invalid = (field: string, message: string) => validationError("Validation failed", { [field]: [message] });

/** The 422 when a talent cannot be placed: unknown, or not on the roster (pending, hidden, suspended...). */
async function assertBookableTalent(tx: DbOrTx, talentProfileId: number, field = "talent_profile_id"): Promise<void> {
  const [talent] = await tx
    .select({ status: users.status })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(talentProfiles.id, talentProfileId));
  if (!talent) throw invalid(field, "This talent does not exist.");
  if (talent.status !== "active") throw invalid(field, "This talent is not on the roster (hidden or not approved) and cannot be booked.");
}

/** The 409 when a job is closed (completed or cancelled): its lines no longer change. */
function assertOpenJob(job: Pick<Job, "status" | "reference">): void {
  if (!isOpenJob(job.status)) throw conflict(`Job ${formatJobReference(job.reference)} is ${job.status}: its lines cannot change.`);
}

type OptionSettings = Awaited<ReturnType<typeof getOptionSettings>>;

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

/**
 * Places one line inside `tx` (the talent's lock taken first, so its place in the queue is the order placements
 * commit in) and, with `confirm`, confirms it at once under the confirm rules. Answers the line's id and the mails.
 */
export async function placeLineInTx(
  tx: DbOrTx,
  staff: Viewer,
  job: Job,
  input: LineCreateInput,
  now: Date,
  settings: OptionSettings,
): Promise<{ id: number; mailIds: number[] }> {
  assertOpenJob(job);
  await assertBookableTalent(tx, input.talent_profile_id);
  const optionExpiresAt = expiryOf(input.option_expires_at, now, settings);
  await lockTalent(tx, input.talent_profile_id);
  const [line] = await tx
    .insert(jobLines)
    .values({
      jobId: job.id,
      talentProfileId: input.talent_profile_id,
      kind: input.kind,
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      optionExpiresAt,
      fee: input.fee ?? null,
      currency: input.currency ?? null,
      notes: input.notes,
    })
    .returning();
  const ctx = (await loadLineContext(tx, line.id))!;
  await logEvent(tx, staff, "job_line.placed", { subject: { type: "job_line", id: line.id }, payload: lineFacts(line, ctx.job), changes: lineChanges(null, line) });
  const mailIds = input.confirm ? await confirmInTx(tx, ctx, staff, now, input.override) : [];
  return { id: line.id, mailIds };
}

/** `POST /admin/jobs/{id}/lines`: a new option (or, with `confirm`, a confirmed line); answers it with its rank and conflicts. */
export async function placeLine(viewer: Viewer | null, jobId: number, input: LineCreateInput) {
  const staff = requirePermission(viewer, "bookings");
  const db = await getDb();
  const now = new Date();
  const settings = await getOptionSettings();
  const placed = await db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId));
    if (!job) throw notFound(JOB_NOT_FOUND);
    return placeLineInTx(tx, staff, job, input, now, settings);
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
  return withLockedLine(viewer, lineId, async (tx, ctx, staff, now) => {
    assertOpenJob(ctx.job);
    const state = stateAt(ctx.line, now);
    const startsAt = input.starts_at ?? ctx.line.startsAt;
    const endsAt = input.ends_at ?? ctx.line.endsAt;
    const moved = changed(input.starts_at, ctx.line.startsAt) || changed(input.ends_at, ctx.line.endsAt);
    if (endsAt.getTime() <= startsAt.getTime()) throw invalid("ends_at", jobMessages.reversed);
    if (endsAt.getTime() - startsAt.getTime() > MAX_RANGE_DAYS * DAY_MS) throw invalid("ends_at", jobMessages.tooLong);
    if (moved && !isLiveLine(state)) throw conflict(`A line that is ${state} cannot move.`);
    if (input.option_expires_at !== undefined && state !== "option") throw conflict("Only an option has an expiry.");
    const fee = input.fee === undefined ? ctx.line.fee : input.fee;
    const currency = input.currency === undefined ? ctx.line.currency : input.currency;
    if (fee != null && !currency) throw invalid("currency", jobMessages.feeNeedsCurrency);

    const before = moved ? await ranksOverlapping(tx, ctx.line.talentProfileId, ctx.line, now) : null;
    let after: typeof ctx.line | undefined;
    try {
      [after] = await tx
        .update(jobLines)
        .set({
          kind: input.kind,
          startsAt,
          endsAt,
          fee,
          currency,
          notes: input.notes === undefined ? undefined : input.notes,
          optionExpiresAt: input.option_expires_at === undefined ? undefined : expiryOf(input.option_expires_at, now, settings),
          placedAt: moved && state === "option" ? sql`clock_timestamp()` : undefined,
          updatedAt: now,
        })
        .where(and(eq(jobLines.id, ctx.line.id), eq(jobLines.state, ctx.line.state)))
        .returning();
    } catch (error) {
      if (exclusionViolation(error) !== null) throw conflict(`${ctx.stageName} is already confirmed for part of ${formatLineRange(startsAt, endsAt)}.`);
      throw error;
    }
    const subject = { type: "job_line", id: ctx.line.id };
    await logEvent(tx, staff, "job_line.edited", { subject, payload: lineFacts(after ?? ctx.line, ctx.job), changes: lineChanges(ctx.line, after ?? ctx.line) });
    if (!moved) return [];
    const movedCtx = (await loadLineContext(tx, ctx.line.id))!;
    if (state === "confirmed") {
      await assertFirstInLine(tx, movedCtx, now);
      if ((await assertNotBlocked(tx, movedCtx, input.override ?? false)).length) {
        await logEvent(tx, staff, "job_line.block_overridden", { subject, payload: { ...lineFacts(movedCtx.line, ctx.job), to: "move" } });
      }
    }
    await notifyTalent(tx, movedCtx, "moved", staff.id);
    const ids = await mailClient(tx, movedCtx, "moved", { previous: ctx.line });
    ids.push(...(await mailPromotions(tx, before!, ctx.line.talentProfileId, ctx.line, now)));
    return ids;
  });
}
