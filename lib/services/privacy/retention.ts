import "server-only";
import { count, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { settingsDefault } from "@/lib/domain/settings-defaults";
import { isAppError } from "@/lib/errors";
import { getSettingLive } from "@/lib/services/settings";
import { declinedApplicantsBefore, eraseTalent, finishErasures } from "./talent-erasure";

const DAY_MS = 86_400_000;
/** Applicants erased in one run at most; the next day's run takes the rest (each erasure is its own transaction). */
const ERASE_BATCH = 200;

/** The retention setting, or its defaults (180 and 365 days) until an admin saves one. Read live: the job runs outside any request. */
async function getRetentionSettings() {
  return (await getSettingLive("retention")) ?? settingsDefault("retention");
}

export interface RetentionResult {
  /** User ids of the declined applicants erased. */
  erased: number[];
  contactMessages: number;
}

/**
 * The daily retention run (the `retention` background task): declined applicants whose decline is older than the setting are
 * erased as an admin would erase them (the activity log says "System"), and contact messages older than theirs are
 * deleted. Idempotent: an erased applicant is no longer declined-and-not-erased, a deleted message is gone, and an
 * erasure that another run finished first (409) is skipped.
 */
export async function runRetention(now: Date = new Date()): Promise<RetentionResult> {
  const settings = await getRetentionSettings();
  const db = await getDb();
  const erased: number[] = [];
  const due = await declinedApplicantsBefore(db, new Date(now.getTime() - settings.declinedApplicantDays * DAY_MS), ERASE_BATCH);
  for (const userId of due) {
    try {
      await eraseTalent(userId, null);
      erased.push(userId);
    } catch (error) {
      if (isAppError(error) && (error.code === "CONFLICT" || error.code === "NOT_FOUND")) continue;
      throw error;
    }
  }
  // Files an earlier erasure left when its process stopped after the commit.
  await finishErasures();
  const cutoff = new Date(now.getTime() - settings.contactMessageDays * DAY_MS);
  const deleted = db.$with("deleted").as(db.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).returning({ one: sql<number>`1` }));
  const [row] = await db.with(deleted).select({ n: count() }).from(deleted);
  return { erased, contactMessages: row?.n ?? 0 };
}
