import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobLines, jobs, talentProfiles, users } from "@/db/schema";
import { mailClientLine, tellTalentLine, type ClientMailInput, type TalentNews } from "./job-line-mails";
import { createOptionAnswerLink } from "./option-answer-links";
import type { LineContext } from "./line-context";
import { ranksOverlapping } from "./job-line-state";
import { diffChanges } from "@/lib/services/audit";
import { jobTimeZoneSql } from "@/lib/services/settings";

/*
 * What a change of a line causes besides itself (issue 28, item 7; issue 39): the client of the line is mailed through
 * the outbox in the change's transaction (placed on option, promoted, challenged, confirmed, moved, released, expired,
 * cancelled), the talent is told (notice and mail) of options, confirms, cancels and time changes, and the options a
 * departure moves up to 1st are mailed. Every mail id is returned for `deliverNow` once the transaction has committed.
 */

export type { LineContext };

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

/** The changes a client hears of (issue 39: `lib/email/job-mails.ts`). */
type ClientChange = ClientMailInput["kind"];

/**
 * Mails the line's client about `change`, when the job has a client email: signed by `actorId` (the staff member who
 * acted; else the job's booker, else the bookings desk). A challenge's mail carries a link that answers it without
 * signing in, valid until `deadline`.
 */
export async function mailClient(
  tx: DbOrTx,
  ctx: LineContext,
  change: ClientChange,
  extra: { deadline?: Date; previous?: { startsAt: Date; endsAt: Date }; actorId?: number | null; rank?: number; confirmed?: boolean; previousTalent?: string; moved?: boolean } = {},
): Promise<number[]> {
  if (!ctx.job.clientEmail) return [];
  const actorId = extra.actorId ?? null;
  const input: ClientMailInput =
    change === "challenged"
      ? { kind: "challenged", deadline: extra.deadline!, answerUrl: await createOptionAnswerLink(tx, ctx.line.id, extra.deadline!) }
      : change === "moved"
        ? { kind: "moved", previous: extra.previous ?? ctx.line }
        : change === "reassigned"
          ? { kind: "reassigned", previousTalent: extra.previousTalent!, previous: extra.moved ? (extra.previous ?? null) : null, confirmed: extra.confirmed ?? false, rank: extra.rank ?? null }
          : change === "placed"
          ? { kind: "placed", rank: extra.rank ?? 1 }
          : change === "cancelled"
            ? { kind: "cancelled", confirmed: extra.confirmed ?? false }
            : { kind: change };
  return mailClientLine(tx, ctx, input, actorId);
}

/**
 * Tells the talent her line was placed on option, confirmed, cancelled or moved (never the fee or the client's email):
 * an in-app notice ("Important" only when it asks something of her) and a mail. Answers the mail's ids.
 */
export async function notifyTalent(
  tx: DbOrTx,
  ctx: LineContext,
  change: "optioned" | "confirmed" | "released" | "cancelled" | "moved",
  actorId: number | null,
  extra: { previous?: { startsAt: Date; endsAt: Date }; rank?: number } = {},
): Promise<number[]> {
  const news: TalentNews =
    change === "moved" ? { kind: "moved", previous: extra.previous ?? ctx.line } : change === "optioned" ? { kind: "optioned", rank: extra.rank ?? 1 } : { kind: change };
  return tellTalentLine(tx, ctx, news, actorId);
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
