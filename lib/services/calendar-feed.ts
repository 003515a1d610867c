import "server-only";
import ical, { ICalEventStatus } from "ical-generator";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { calendarFeedTokens } from "@/db/schema";
import { newOpaqueToken, sha256 } from "@/lib/auth/tokens";
import { requireTalent } from "@/lib/auth/guards";
import type { Viewer } from "@/lib/auth/viewer";
import { AGENCY_NAME } from "@/lib/domain/brand";
import { formatJobReference, lineKindLabels, rankLabel } from "@/lib/domain/jobs";
import { env } from "@/lib/env";
import { lockOwnAccount } from "./account-lock";
import { readScheduleLines } from "./schedule";
import { getOptionSettings } from "./job-settings";
import { consume, refund, type Limit } from "./rate-limit";

/*
 * A talent's private calendar feed (issue 28, item 11): `/calendar/{token}.ics`, which a phone's calendar subscribes
 * to. The token is random (32 bytes) and only its hash is stored; issuing a new one replaces it, so the old address
 * stops working at once. Confirmed lines always; options only while the options setting lets the feed list them.
 */

/** How far back the feed reaches: a calendar keeps what it has already shown, so a month of past lines is plenty. */
const FEED_PAST_DAYS = 30;
/** How often a subscribed calendar is asked to look again (a hint; phones decide for themselves). */
const FEED_REFRESH_SECONDS = 3600;

/**
 * Unknown tokens an address may try before it is refused (429): a calendar app asks for its one address every few
 * minutes, so 30 misses in 10 minutes is far past any honest client and far short of a useful search of 2^256.
 */
export const CALENDAR_FEED_GUESS_LIMIT = { max: 30, windowSeconds: 600 } as const satisfies Limit;

const feedUrl = (token: string) => new URL(`/calendar/${token}.ics`, env().APP_URL ?? "http://localhost:3000").toString();

/** When the talent's current link was issued, or null when they have none. */
export async function getOwnCalendarLink(viewer: Viewer | null): Promise<{ created_at: Date } | null> {
  const talent = requireTalent(viewer);
  const db = await getDb();
  const [row] = await db.select({ created_at: calendarFeedTokens.createdAt }).from(calendarFeedTokens).where(eq(calendarFeedTokens.talentProfileId, talent.talentProfileId));
  return row ?? null;
}

/** `POST /schedule/calendar-link`: a new private address for the talent's feed; any earlier one stops working. */
export async function issueCalendarLink(viewer: Viewer | null): Promise<{ url: string }> {
  const talent = requireTalent(viewer);
  const token = newOpaqueToken();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockOwnAccount(tx, talent.id);
    await tx
      .insert(calendarFeedTokens)
      .values({ talentProfileId: talent.talentProfileId, tokenHash: sha256(token) })
      .onConflictDoUpdate({ target: calendarFeedTokens.talentProfileId, set: { tokenHash: sha256(token), createdAt: new Date() } });
  });
  return { url: feedUrl(token) };
}

/** The feed of a token, as iCalendar text; null for a token that is not (or no longer) a talent's. */
async function renderCalendarFeed(token: string, now = new Date()): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const db = await getDb();
  const [owner] = await db.select({ talentProfileId: calendarFeedTokens.talentProfileId }).from(calendarFeedTokens).where(eq(calendarFeedTokens.tokenHash, sha256(token)));
  if (!owner) return null;
  const { optionsInCalendarFeed } = await getOptionSettings();
  const from = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const lines = await readScheduleLines(owner.talentProfileId, { from, includeOptions: optionsInCalendarFeed }, now);
  const calendar = ical({ name: AGENCY_NAME, prodId: { company: AGENCY_NAME, product: "schedule" }, ttl: FEED_REFRESH_SECONDS });
  const host = new URL(env().APP_URL ?? "http://localhost:3000").hostname;
  for (const line of lines) {
    const option = line.state === "option";
    calendar.createEvent({
      id: `job-line-${line.id}@${host}`,
      start: line.starts_at,
      end: line.ends_at,
      // When the line last changed, not the time of the request: the same schedule is the same text, so its ETag holds.
      stamp: line.updated_at,
      summary: `${option ? `${rankLabel(line.rank ?? 1)} option: ` : ""}${line.job_title} (${lineKindLabels[line.kind]})`,
      description: `Job ${formatJobReference(line.job_reference)}${option ? ". An option, not confirmed yet." : ""}`,
      status: option ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

export type FeedAnswer = { kind: "feed"; ics: string } | { kind: "unknown" } | { kind: "limited"; retryAfter: number };

/**
 * The feed for a request from `ip`. Every request takes a place under the address's guess limit first, in one
 * statement (`consume`), so a concurrent burst of guesses is looked at only as far as the limit goes; a token that
 * turns out to be a talent's gives its place back, so a calendar app polling its own address never fills the limit.
 */
export async function serveCalendarFeed(token: string | null, ip: string, now = new Date()): Promise<FeedAnswer> {
  const place = await consume(`calendar-feed:ip:${ip}`, CALENDAR_FEED_GUESS_LIMIT);
  if (!place.allowed) return { kind: "limited", retryAfter: place.retryAfter };
  const ics = token === null ? null : await renderCalendarFeed(token, now);
  if (ics === null) return { kind: "unknown" };
  await refund(place.slot);
  return { kind: "feed", ics };
}
