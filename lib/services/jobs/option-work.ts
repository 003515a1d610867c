import "server-only";
import { and, asc, eq, inArray, lte, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobLines } from "@/db/schema";
import { deliverNow } from "@/lib/email";
import { lineFacts } from "@/lib/domain/audit-events";
import { logEvent } from "@/lib/services/audit";
import { lineChanges, mailClient, mailPromotions } from "./job-line-effects";
import { decide, lapsesAt, readAt } from "@/lib/domain/job-line-life";
import { openLine, talentStanding } from "./job-line-life";
import { ranksOverlapping } from "./job-line-state";

/**
 * The timed work of options (issue 28, item 6), for the queue to run (or anything else on a clock): every option whose
 * expiry or challenge deadline is at or before `now` is written as what it already reads as (expired, or released),
 * its client is mailed, and the options it held back that are now 1st are mailed too.
 *
 * Idempotent: each line moves in its own transaction with a write conditional on its still being an option, so a second
 * run, or two runners at once, move it and mail about it once. Answers the ids of the lines it moved. `lineIds` limits it
 * to those lines (a line's own `line-deadline` task, lib/tasks/line-deadlines.ts).
 */
export async function runDueOptionWork(now: Date = new Date(), only: { lineIds?: number[] } = {}): Promise<number[]> {
  const db = await getDb();
  const due = await db
    .select({ id: jobLines.id })
    .from(jobLines)
    .where(
      and(
        eq(jobLines.state, "option"),
        or(lte(jobLines.optionExpiresAt, now), lte(jobLines.challengeDeadline, now)),
        only.lineIds ? inArray(jobLines.id, only.lineIds) : undefined,
      ),
    )
    .orderBy(asc(jobLines.id));
  const moved: number[] = [];
  for (const { id } of due) {
    const mailIds = await db.transaction(async (tx) => {
      const ctx = await openLine(tx, id).catch(() => null);
      if (!ctx) return [];
      const move = readAt(ctx.line, now).due;
      if (!move) return [];
      const standing = (await talentStanding(tx, ctx.line.talentProfileId)) ?? { bookable: false, erased: false };
      const decision = decide(ctx.line, move, { job: ctx.job, talent: { name: ctx.stageName, ...standing } }, now);
      if (!decision.allowed) return [];
      const to = decision.to;
      const talentProfileId = ctx.line.talentProfileId;
      // The ranks before: as if the line were still live a moment before its time ran out.
      const before = await ranksOverlapping(tx, talentProfileId, ctx.line, new Date(lapsesAt(ctx.line)!.getTime() - 1));
      const [written] = await tx
        .update(jobLines)
        .set({ state: to, updatedAt: now })
        .where(and(eq(jobLines.id, id), eq(jobLines.state, "option")))
        .returning();
      if (!written) return [];
      moved.push(id);
      await logEvent(tx, null, to === "expired" ? "job_line.expired" : "job_line.challenge_lapsed", {
        subject: { type: "job_line", id },
        payload: lineFacts(ctx.line, ctx.job),
        changes: lineChanges(ctx.line, written),
      });
      // An erased talent's lines were released with the erasure; nothing mails about them afterwards.
      const ids = standing.erased || (to !== "expired" && to !== "released") ? [] : await mailClient(tx, ctx, to);
      ids.push(...(await mailPromotions(tx, before, talentProfileId, ctx.line, now)));
      return ids;
    });
    await deliverNow(mailIds);
  }
  return moved;
}
