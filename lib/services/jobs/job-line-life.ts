import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobs, talentProfiles, users, type Job } from "@/db/schema";
import { decide, refusalStatus, refusalText, type LineFacts, type LineMove, type LineRefusal, type TimeHolder } from "@/lib/domain/job-line-life";
import { conflict, notFound, validationError } from "@/lib/errors";
import { loadLineContext, type LineContext } from "./job-line-effects";
import { blockedDaysOf, lineHoldingTime } from "./job-line-state";

/*
 * The one service of a line's life (issue 37, item 1): it takes the locks in one order (the job row, then the talents
 * in id order), gathers the facts `decide` (lib/domain/job-line-life.ts) weighs, and turns a refusal into the answer.
 * Every move (a booker's, the clock's, an erasure's, a booking request's confirm) goes through it, so a placement
 * racing "complete job" meets the job's lock, and two confirms of one talent meet the talent's.
 */

const LINE_NOT_FOUND = "Line not found.";

/** Takes the job's row lock and answers the job as it now is (null when gone). First in the lock order. */
export async function lockJob(tx: DbOrTx, jobId: number): Promise<Job | null> {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for("update");
  return job ?? null;
}

/** Takes the talents' row locks in id order (second in the lock order); answers the ids that exist. */
export async function lockTalents(tx: DbOrTx, talentProfileIds: number[]): Promise<number[]> {
  const ids = [...new Set(talentProfileIds)].sort((a, b) => a - b);
  if (!ids.length) return [];
  const rows = await tx.select({ id: talentProfiles.id }).from(talentProfiles).where(inArray(talentProfiles.id, ids)).orderBy(asc(talentProfiles.id)).for("update");
  return rows.map((r) => r.id);
}

/** A line with its job and talent, read after its job's and its talent's locks (404 when it does not exist). */
export async function openLine(tx: DbOrTx, lineId: number): Promise<LineContext> {
  const first = await loadLineContext(tx, lineId);
  if (!first) throw notFound(LINE_NOT_FOUND);
  await lockJob(tx, first.line.jobId);
  await lockTalents(tx, [first.line.talentProfileId]);
  const ctx = await loadLineContext(tx, lineId);
  if (!ctx) throw notFound(LINE_NOT_FOUND);
  return ctx;
}

/** The error a refusal answers with: its words from `refusalText`, a 409 (or a 422 at its field). */
export function refusalError(reason: LineRefusal) {
  const message = refusalText(reason);
  const { status, field } = refusalStatus(reason);
  const errors = field ? { [field]: [message] } : undefined;
  return status === 422 ? validationError(message, errors) : conflict(message, errors);
}

/** Whether a talent may be booked (on the roster) and whether they were erased. */
export async function talentStanding(tx: DbOrTx, talentProfileId: number): Promise<{ bookable: boolean; erased: boolean } | null> {
  const [t] = await tx
    .select({ status: users.status, erasedAt: users.erasedAt })
    .from(talentProfiles)
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(eq(talentProfiles.id, talentProfileId));
  return t ? { bookable: t.status === "active" && !t.erasedAt, erased: t.erasedAt !== null } : null;
}

/** What holds the line's time, as `decide` reads it. */
async function holderOf(tx: DbOrTx, ctx: LineContext, now: Date): Promise<TimeHolder | null> {
  const h = await lineHoldingTime(tx, ctx.line, now);
  return h ? { state: h.state, startsAt: h.startsAt, endsAt: h.endsAt, challengeDeadline: h.challengeDeadline, reference: h.reference, client: h.clientCompany ?? h.clientName, timeZone: ctx.timeZone } : null;
}

/** Gathers the facts `move` needs (under the locks `openLine` took) and decides; throws the refusal's answer. */
export async function decideOrRefuse(tx: DbOrTx, ctx: LineContext, move: LineMove, now: Date, options: { override?: boolean } = {}) {
  const standing = (await talentStanding(tx, ctx.line.talentProfileId)) ?? { bookable: false, erased: false };
  const facts: LineFacts = { job: ctx.job, talent: { name: ctx.stageName, ...standing }, override: options.override };
  const needsTime = move === "confirm" || (move === "move" && ctx.line.state === "confirmed");
  if (needsTime || move === "challenge") facts.holder = await holderOf(tx, ctx, now);
  if (needsTime) facts.blocked = (await blockedDaysOf(tx, [{ ...ctx.line, timeZone: ctx.timeZone }])).get(ctx.line.id) ?? [];
  const decision = decide(ctx.line, move, facts, now);
  if (!decision.allowed) throw refusalError(decision.reason);
  return { ...decision, facts };
}

/** The refusal of an update that found the line changed under it (a conditional write that touched no row). */
export const staleLine = () => refusalError({ code: "stale" });

