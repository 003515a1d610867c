import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobLines, jobs, talentProfiles, users, type Job, type JobLine } from "@/db/schema";
import { formatJobReference } from "@/lib/domain/jobs";
import { formatLineRangeInZone, formatMomentInZone } from "@/lib/domain/zoned-time";
import { enqueueMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { notifyUser } from "./notifications";
import { ranksOverlapping } from "./job-line-state";
import { diffChanges } from "./audit-changes";
import { jobTimeZoneSql } from "./job-settings";

/*
 * What a change of a line causes besides itself (issue 28, item 7): the client of the line is mailed through the
 * outbox in the change's transaction (a time change too), the talent is notified of confirms, cancels and time changes, and the options a
 * departure moves up to 1st are mailed. Every mail id is returned for `deliverNow` once the transaction has committed.
 */

/** A line with what its effects need: its job and its talent. */
export interface LineContext {
  line: JobLine;
  job: Job;
  talentUserId: number;
  stageName: string;
  /** The job's clock (its own zone, else the agency's): every time the effects write reads in it. */
  timeZone: string;
}

/** The lines of `ids` with their job and talent (read inside the transaction, after the talent's lock). */
async function loadLineContexts(tx: DbOrTx, ids: number[]): Promise<LineContext[]> {
  if (!ids.length) return [];
  return tx
    .select({ line: jobLines, job: jobs, talentUserId: users.id, stageName: sql<string>`coalesce(${talentProfiles.stageName}, ${users.name})`, timeZone: jobTimeZoneSql })
    .from(jobLines)
    .innerJoin(jobs, eq(jobs.id, jobLines.jobId))
    .innerJoin(talentProfiles, eq(talentProfiles.id, jobLines.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(inArray(jobLines.id, ids));
}

export async function loadLineContext(tx: DbOrTx, id: number): Promise<LineContext | null> {
  const [found] = await loadLineContexts(tx, [id]);
  return found ?? null;
}

type ClientChange = Parameters<typeof mails.lineChange>[1];

/** Mails the line's client about `change`, when the job has a client email. */
export async function mailClient(
  tx: DbOrTx,
  ctx: LineContext,
  change: ClientChange,
  extra: { deadline?: Date; previous?: { startsAt: Date; endsAt: Date } } = {},
): Promise<number[]> {
  const { deadline, previous } = extra;
  if (!ctx.job.clientEmail) return [];
  return enqueueMail(
    tx,
    mails.lineChange(ctx.job.clientEmail, change, {
      clientName: ctx.job.clientName,
      talentName: ctx.stageName,
      when: formatLineRangeInZone(ctx.line.startsAt, ctx.line.endsAt, ctx.timeZone),
      reference: formatJobReference(ctx.job.reference),
      title: ctx.job.title,
      deadline: deadline ? formatMomentInZone(deadline, ctx.timeZone) : undefined,
      previous: previous ? formatLineRangeInZone(previous.startsAt, previous.endsAt, ctx.timeZone) : undefined,
    }),
  );
}

/** Tells the talent their line was confirmed, cancelled or moved (never the fee or the client's email). */
export async function notifyTalent(tx: DbOrTx, ctx: LineContext, change: "confirmed" | "cancelled" | "moved", actorId: number | null): Promise<void> {
  const when = formatLineRangeInZone(ctx.line.startsAt, ctx.line.endsAt, ctx.timeZone);
  const client = ctx.job.clientCompany ?? ctx.job.clientName;
  const text = {
    confirmed: { title: "Booking confirmed", message: `You are confirmed for ${ctx.job.title} (${client}) on ${when}.` },
    cancelled: { title: "Booking cancelled", message: `${ctx.job.title} (${client}) on ${when} has been cancelled.` },
    moved: { title: "Booking time changed", message: `${ctx.job.title} (${client}) is now on ${when}.` },
  }[change];
  await notifyUser(tx, ctx.talentUserId, { ...text, createdBy: actorId });
}

/**
 * After a line left or moved, mails the clients of the options it moved up to 1st. `before` holds the ranks of the
 * live lines over the departed range, read before the change.
 */
export async function mailPromotions(
  tx: DbOrTx,
  before: Map<number, number | null>,
  talentProfileId: number,
  range: { startsAt: Date; endsAt: Date },
  now: Date,
): Promise<number[]> {
  const after = await ranksOverlapping(tx, talentProfileId, range, now);
  const promoted = [...after].filter(([id, rank]) => rank === 1 && (before.get(id) ?? 0) > 1).map(([id]) => id);
  const ids: number[] = [];
  for (const ctx of await loadLineContexts(tx, promoted)) {
    if (ctx.line.state === "option") ids.push(...(await mailClient(tx, ctx, "promoted")));
  }
  return ids;
}

/** What an activity entry says a write did to a line (keys and bookkeeping left out). */
export const lineChanges = (before: object | null, after: object | null) =>
  diffChanges(before, after, { omit: ["id", "jobId", "talentProfileId", "createdAt", "placedAt"] });
