import "server-only";
import { and, asc, eq, gt, lt, ne } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobLines, jobs } from "@/db/schema";
import { formatJobReference } from "@/lib/domain/jobs";
import { formatDayInZone, nextDay, startOfDayInZone } from "@/lib/domain/zoned-time";
import { enqueueMail } from "@/lib/email";
import { jobMails } from "@/lib/email/job-mails";
import { AppError } from "@/lib/errors";
import { loadLineContext } from "./job-line-effects";
import { agencyIn, bookerOfLine, describeLine } from "./job-line-mails";
import { liveAt } from "./job-line-state";

/*
 * A talent blocking days she is held on (issue 39, item 2): the block is refused with a 409 naming the work (what,
 * for whom, when) unless she says `confirm: true`, having read it; then it is saved and each line's booker is mailed,
 * and the morning view lists the conflict. Days are read in the agency's zone (the talent's calendar shows them so).
 */

/** The stable `code` of the 409, for a client that shows the warning. */
const WORK_ON_BLOCKED_DAYS = "WORK_ON_BLOCKED_DAYS";

/** The talent's live lines (confirmed or optioned, on an open job) touching the days `from`..`to`, read in `tx`. */
async function heldLines(tx: DbOrTx, talentProfileId: number, from: string, to: string, now: Date) {
  const agency = await agencyIn(tx);
  const startsAt = startOfDayInZone(from, agency.timeZone);
  const endsAt = startOfDayInZone(nextDay(to), agency.timeZone);
  return tx
    .select({ id: jobLines.id, state: jobLines.state })
    .from(jobLines)
    .innerJoin(jobs, eq(jobs.id, jobLines.jobId))
    .where(and(eq(jobLines.talentProfileId, talentProfileId), liveAt(jobLines, now), lt(jobLines.startsAt, endsAt), gt(jobLines.endsAt, startsAt), ne(jobs.status, "cancelled"), ne(jobs.status, "completed")))
    .orderBy(asc(jobLines.startsAt), asc(jobLines.id));
}

/**
 * Inside the block's transaction: with work on the days and no `confirm`, the 409 (one line per job in `errors.work`);
 * with `confirm`, each held line's booker is mailed. Answers the mails' ids.
 */
export async function checkWorkOnBlockedDays(
  tx: DbOrTx,
  talentProfileId: number,
  block: { starts_on: string; ends_on: string; kind: string; confirm?: boolean },
  now = new Date(),
): Promise<number[]> {
  const held = await heldLines(tx, talentProfileId, block.starts_on, block.ends_on, now);
  if (!held.length) return [];
  const contexts = (await Promise.all(held.map((h) => loadLineContext(tx, h.id)))).filter((c) => c !== null);
  const work = await Promise.all(contexts.map(async (ctx) => `${ctx.line.state === "confirmed" ? "Confirmed" : "On option"}: ${await describeLine(tx, ctx)}`));
  if (!block.confirm) {
    const days = block.starts_on === block.ends_on ? "that day" : "those days";
    throw new AppError(
      "CONFLICT",
      `You have work on ${days}: ${work.join("; ")}. Blocking ${days} tells your booker, who will call you about it. Send again with confirm to block anyway.`,
      { work },
      undefined,
      WORK_ON_BLOCKED_DAYS,
    );
  }
  const agency = await agencyIn(tx);
  const when = block.starts_on === block.ends_on ? formatDayInZone(startOfDayInZone(block.starts_on, agency.timeZone), agency.timeZone) : `${formatDayInZone(startOfDayInZone(block.starts_on, agency.timeZone), agency.timeZone)} to ${formatDayInZone(startOfDayInZone(block.ends_on, agency.timeZone), agency.timeZone)}`;
  // One mail per booker, listing their lines on those days.
  const byBooker = new Map<string, { name: string; lines: string[]; talent: string }>();
  for (const [i, ctx] of contexts.entries()) {
    const booker = await bookerOfLine(tx, ctx);
    const entry = byBooker.get(booker.email) ?? { name: booker.name, lines: [], talent: ctx.stageName };
    entry.lines.push(`${work[i]} (job ${formatJobReference(ctx.job.reference)})`);
    byBooker.set(booker.email, entry);
  }
  const ids: number[] = [];
  for (const [email, b] of byBooker) {
    ids.push(...(await enqueueMail(tx, jobMails.blockedOverWork(email, { bookerName: b.name, talentName: b.talent, days: when, kind: block.kind, lines: b.lines }))));
  }
  return ids;
}
