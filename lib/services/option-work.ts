import "server-only";
import { and, asc, eq, lte, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobLines } from "@/db/schema";
import { deliverNow } from "@/lib/email";
import { lineFacts } from "@/lib/domain/audit-events";
import { logEvent } from "./activity";
import { lineChanges, loadLineContext, mailClient, mailPromotions } from "./job-line-effects";
import { lockTalent, ranksOverlapping, stateAt } from "./job-line-state";

/**
 * The timed work of options (issue 28, item 6), for the queue to run (or anything else on a clock): every option whose
 * expiry or challenge deadline is at or before `now` is written as what it already reads as (expired, or released),
 * its client is mailed, and the options it held back that are now 1st are mailed too.
 *
 * Idempotent: each line moves in its own transaction with a write conditional on its still being an option, so a second
 * run, or two runners at once, move it and mail about it once. Answers the ids of the lines it moved.
 */
export async function runDueOptionWork(now: Date = new Date()): Promise<number[]> {
  const db = await getDb();
  const due = await db
    .select({ id: jobLines.id, talentProfileId: jobLines.talentProfileId })
    .from(jobLines)
    .where(and(eq(jobLines.state, "option"), or(lte(jobLines.optionExpiresAt, now), lte(jobLines.challengeDeadline, now))))
    .orderBy(asc(jobLines.id));
  const moved: number[] = [];
  for (const { id, talentProfileId } of due) {
    const mailIds = await db.transaction(async (tx) => {
      await lockTalent(tx, talentProfileId);
      const ctx = await loadLineContext(tx, id);
      if (!ctx || ctx.line.state !== "option") return [];
      const to = stateAt(ctx.line, now);
      if (to !== "expired" && to !== "released") return [];
      // The ranks before: as if the line were still live a moment before its time ran out.
      const before = await ranksOverlapping(tx, talentProfileId, ctx.line, new Date(Math.min(ctx.line.optionExpiresAt?.getTime() ?? Infinity, ctx.line.challengeDeadline?.getTime() ?? Infinity) - 1));
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
      const ids = await mailClient(tx, ctx, to);
      ids.push(...(await mailPromotions(tx, before, talentProfileId, ctx.line, now)));
      return ids;
    });
    await deliverNow(mailIds);
  }
  return moved;
}
