import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { optionAnswerLinks } from "@/db/schema";
import { sha256 } from "@/lib/auth/tokens";
import { formatJobReference } from "@/lib/domain/jobs";
import { formatLineRangeInZone, formatMomentInZone } from "@/lib/domain/zoned-time";
import { deliverNow } from "@/lib/email";
import { AppError, conflict, gone, notFound } from "@/lib/errors";
import { loadLineContext } from "./job-line-effects";
import { agencyIn, zoneOfJob } from "./job-line-mails";
import { confirmInTx, leave } from "./job-line-moves";
import { readAt } from "@/lib/domain/job-line-life";
import { openLine } from "./job-line-life";

/*
 * The challenged client's answer (issue 39): the challenge mail carries `/o/{token}`, a page with no sign-in where the
 * client confirms or releases their 1st option. Like a package link the token is 32 random bytes, kept only as its
 * SHA-256; it works until the challenge's deadline and for one answer. Unknown is a 404; expired, used, or an option
 * no longer under challenge a 410 that says only that. The page shows no private data: the talent's public name, the
 * job's title and reference, the time and the deadline, never a fee, a contact or another client.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const LINK_GONE = "This link no longer works: the option was already answered, or its deadline has passed. Reply to the agency's e-mail or call your booker.";

async function findLink(tx: DbOrTx, token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [link] = await tx.select().from(optionAnswerLinks).where(eq(optionAnswerLinks.tokenHash, sha256(token)));
  return link ?? null;
}

export interface OptionAnswerView {
  job_title: string;
  job_reference: string;
  talent_name: string;
  when: string;
  deadline: string;
}

/** What the page shows, or the 404 / 410. The line must still be the challenged option the link was made for. */
async function openLink(tx: DbOrTx, token: string, now: Date) {
  const link = await findLink(tx, token);
  if (!link) throw notFound("This link is not known.");
  if (link.usedAt || link.expiresAt.getTime() <= now.getTime()) throw gone(LINK_GONE);
  const ctx = await loadLineContext(tx, link.lineId);
  if (!ctx || readAt(ctx.line, now).state !== "option" || !ctx.line.challengeDeadline) throw gone(LINK_GONE);
  return { link, ctx };
}

/** `GET /options/{token}`: the challenged option as its client may read it. */
export async function getOptionAnswer(token: string, now = new Date()): Promise<OptionAnswerView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { ctx } = await openLink(tx, token, now);
    const zone = await zoneOfJob(ctx.job, await agencyIn(tx));
    return {
      job_title: ctx.job.title,
      job_reference: formatJobReference(ctx.job.reference),
      talent_name: ctx.stageName,
      when: formatLineRangeInZone(ctx.line.startsAt, ctx.line.endsAt, zone),
      deadline: formatMomentInZone(ctx.line.challengeDeadline!, zone),
    };
  });
}

/** The page's first read: the view, or what the link is ("unknown", "gone"), without throwing. */
export async function optionAnswerPage(token: string): Promise<{ state: "open"; view: OptionAnswerView } | { state: "unknown" | "gone" }> {
  try {
    return { state: "open", view: await getOptionAnswer(token) };
  } catch (error) {
    if (error instanceof AppError && error.code === "GONE") return { state: "gone" };
    if (error instanceof AppError && error.code === "NOT_FOUND") return { state: "unknown" };
    throw error;
  }
}

/**
 * `POST /options/{token}/confirm` and `/release`: the client's answer, under the same rules as the booker's (the
 * talent's lock, the 1st-option rule, blocked days: a day she blocked is left to the booker, a 409). The link is spent
 * in the same transaction, so two answers at once make one move.
 */
export async function answerOption(token: string, answer: "confirm" | "release"): Promise<{ answer: "confirmed" | "released" }> {
  const db = await getDb();
  const now = new Date();
  const mailIds = await db.transaction(async (tx) => {
    const first = await findLink(tx, token);
    if (!first) throw notFound("This link is not known.");
    // The line's locks in their one order (the job, then the talent), as every move takes them.
    await openLine(tx, first.lineId).catch(() => null);
    const { link, ctx } = await openLink(tx, token, now);
    const [spent] = await tx
      .update(optionAnswerLinks)
      .set({ usedAt: now, answer: answer === "confirm" ? "confirmed" : "released" })
      .where(and(eq(optionAnswerLinks.id, link.id), isNull(optionAnswerLinks.usedAt), gt(optionAnswerLinks.expiresAt, now)))
      .returning();
    if (!spent) throw gone(LINK_GONE);
    if (answer === "release") return leave(tx, ctx, "released", null, now);
    try {
      return await confirmInTx(tx, ctx, null, now, false);
    } catch (error) {
      if (error instanceof AppError && error.code === "CONFLICT") {
        throw conflict("We could not confirm this option from the link: your booker needs to check the talent's calendar with you. Reply to the agency's e-mail or call your booker.");
      }
      throw error;
    }
  });
  await deliverNow(mailIds);
  return { answer: answer === "confirm" ? "confirmed" : "released" };
}
