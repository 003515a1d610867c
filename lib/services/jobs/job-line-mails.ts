import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookings, settings, users } from "@/db/schema";
import { formatBookingReference } from "@/lib/domain/booking-reference";
import { formatJobReference } from "@/lib/domain/jobs";
import { settingsDefault } from "@/lib/domain/settings-defaults";
import { formatDayInZone, formatLineRangeInZone, formatMomentInZone, formatTimeInZone, timeInZone, zoneAbbreviation } from "@/lib/domain/zoned-time";
import { enqueueMail } from "@/lib/email";
import { jobMails, type Booker, type ClientLineChange, type LineMailFacts, type TalentLineChange } from "@/lib/email/job-mails";
import { agencySchema } from "@/lib/validation/settings";
import type { LineContext } from "./line-context";
import { timeZoneFor } from "@/lib/services/settings";
import { notifyUser } from "@/lib/services/notifications";

/*
 * The facts the mails of a line carry (issue 39), read inside the transaction of the change (the embedded database
 * would wait on a read outside it): the job's zone, the request's reference, the booker, the talent's address.
 */

type Agency = ReturnType<typeof agencySchema.parse>;

/** The agency setting read in `tx` (its defaults until an admin saves one). */
export async function agencyIn(tx: DbOrTx): Promise<Agency> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, "agency"));
  const parsed = agencySchema.safeParse(row?.value);
  return parsed.success ? parsed.data : settingsDefault("agency");
}

/** The job's clock (its own zone once jobs carry one, issue 36; else the agency's), with the setting read in the transaction. */
export const zoneOfJob = (job: object, agency: Agency): Promise<string> =>
  timeZoneFor({ timeZone: "timeZone" in job ? (job.timeZone as string | null) : null }, agency);

/** The bookings desk as a booker: the agency setting's contact. */
const deskOf = (agency: Agency): Booker => ({ name: "The bookings desk", email: agency.email, phone: agency.phone || null });

/**
 * Who signs a line's mail: the staff member who acted, else the one who made the job, else the bookings desk. A staff
 * member without a phone of their own gives the desk's.
 */
async function bookerOf(tx: DbOrTx, ctx: LineContext, actorId: number | null, agency: Agency): Promise<Booker> {
  for (const id of [actorId, ctx.job.createdBy]) {
    if (id == null) continue;
    const [u] = await tx.select({ name: users.name, email: users.email, phone: users.phone, role: users.role }).from(users).where(eq(users.id, id));
    if (u && u.role !== "talent") return { name: u.name, email: u.email, phone: u.phone || agency.phone || null };
  }
  return deskOf(agency);
}

/** The reference of the request the line came from: the talent's own request of the job, else the job's first. */
async function requestReferenceOf(tx: DbOrTx, ctx: LineContext): Promise<string | null> {
  const [found] = await tx
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.jobId, ctx.job.id))
    .orderBy(sql`${bookings.talentProfileId} = ${ctx.line.talentProfileId} desc`, asc(bookings.id))
    .limit(1);
  return found ? formatBookingReference(found.reference) : null;
}

/** "7:00 PM EST", or "All day" for a line from midnight to midnight in the zone. */
export function callTimeOf(startsAt: Date, endsAt: Date, zone: string): string {
  if (timeInZone(startsAt, zone) === "00:00" && timeInZone(endsAt, zone) === "00:00") return "All day";
  return `${formatTimeInZone(startsAt, zone)} ${zoneAbbreviation(startsAt, zone)}`;
}

interface LineMailSetting {
  facts: LineMailFacts;
  zone: string;
  agency: Agency;
  talentEmail: string;
  client: string;
}

/** Everything a line's mails say, in the job's zone. */
async function lineMailSetting(tx: DbOrTx, ctx: LineContext, actorId: number | null): Promise<LineMailSetting> {
  const agency = await agencyIn(tx);
  const zone = await zoneOfJob(ctx.job, agency);
  const [talent] = await tx.select({ email: users.email }).from(users).where(eq(users.id, ctx.talentUserId));
  const { startsAt, endsAt } = ctx.line;
  return {
    zone,
    agency,
    talentEmail: talent?.email ?? "",
    client: ctx.job.clientCompany ?? ctx.job.clientName,
    facts: {
      clientName: ctx.job.clientName,
      talentName: ctx.stageName,
      jobTitle: ctx.job.title,
      jobReference: formatJobReference(ctx.job.reference),
      requestReference: await requestReferenceOf(tx, ctx),
      date: formatDayInZone(startsAt, zone),
      callTime: callTimeOf(startsAt, endsAt, zone),
      when: formatLineRangeInZone(startsAt, endsAt, zone),
      place: ctx.job.location ?? null,
      booker: await bookerOf(tx, ctx, actorId, agency),
      agencyAddress: agency.address,
    },
  };
}

/** What a service hands over for a client's mail: moments as dates, written in the zone here. */
export type ClientMailInput =
  | { kind: "placed"; rank: number }
  | { kind: "promoted" }
  | { kind: "challenged"; deadline: Date; answerUrl: string | null }
  | { kind: "confirmed" }
  | { kind: "moved"; previous: { startsAt: Date; endsAt: Date } }
  /** The line went to another talent (`previousTalent`), and to `previous` times when they changed too. */
  | { kind: "reassigned"; previousTalent: string; previous: { startsAt: Date; endsAt: Date } | null; confirmed: boolean; rank: number | null }
  | { kind: "released" }
  | { kind: "expired" }
  | { kind: "cancelled"; confirmed: boolean };

/** Queues the client's mail of a line change in `tx` (none when the job has no client address); answers its ids. */
export async function mailClientLine(tx: DbOrTx, ctx: LineContext, input: ClientMailInput, actorId: number | null): Promise<number[]> {
  if (!ctx.job.clientEmail) return [];
  const s = await lineMailSetting(tx, ctx, actorId);
  const expires = ctx.line.optionExpiresAt ? formatMomentInZone(ctx.line.optionExpiresAt, s.zone) : null;
  const change: ClientLineChange =
    input.kind === "placed"
      ? { kind: "placed", rank: input.rank, expires }
      : input.kind === "promoted"
        ? { kind: "promoted", expires }
        : input.kind === "challenged"
          ? { kind: "challenged", deadline: formatMomentInZone(input.deadline, s.zone), answerUrl: input.answerUrl }
          : input.kind === "moved"
            ? { kind: "moved", previous: formatLineRangeInZone(input.previous.startsAt, input.previous.endsAt, s.zone) }
            : input.kind === "reassigned"
              ? {
                  kind: "reassigned",
                  previousTalent: input.previousTalent,
                  previous: input.previous ? formatLineRangeInZone(input.previous.startsAt, input.previous.endsAt, s.zone) : null,
                  confirmed: input.confirmed,
                  rank: input.rank,
                  expires,
                }
            : input.kind === "cancelled"
              ? { kind: "cancelled", confirmed: input.confirmed, terms: s.agency.cancellationTerms }
              : { kind: input.kind };
  return enqueueMail(tx, jobMails.clientLine(ctx.job.clientEmail, change, s.facts));
}

/** What the talent is told, and whether her notice is "Important" (only what asks something of her). */
export type TalentNews =
  | { kind: "optioned"; rank: number }
  | { kind: "confirmed" }
  | { kind: "moved"; previous: { startsAt: Date; endsAt: Date } }
  | { kind: "released" }
  | { kind: "cancelled" };

const importantFor: Record<TalentNews["kind"], boolean> = { optioned: false, confirmed: true, moved: true, released: false, cancelled: false };

/**
 * Tells the talent of her line: an in-app notice and a mail through the outbox, each with the place, the call time
 * and the client (never the fee or the client's contact). Answers the mail's ids.
 */
export async function tellTalentLine(tx: DbOrTx, ctx: LineContext, news: TalentNews, actorId: number | null): Promise<number[]> {
  const s = await lineMailSetting(tx, ctx, actorId);
  const f = s.facts;
  const where = f.place ? ` at ${f.place}` : "";
  const callTimeNote = f.callTime === "All day" ? "" : ` Call time ${f.callTime}.`;
  const notice = {
    optioned: { title: "You are on option", message: `${s.client} placed you on option for ${f.jobTitle} on ${f.when}${where}. Not confirmed yet: keep the time free if you can.` },
    confirmed: { title: "Booking confirmed", message: `You are confirmed for ${f.jobTitle} (${s.client}) on ${f.when}${where}.${callTimeNote}` },
    moved: { title: "Booking time changed", message: `${f.jobTitle} (${s.client}) is now on ${f.when}${where}.${callTimeNote}` },
    released: { title: "Option released", message: `Your option for ${f.jobTitle} (${s.client}) on ${f.when} has been released: the time is yours again.` },
    cancelled: { title: "Booking cancelled", message: `${f.jobTitle} (${s.client}) on ${f.when} has been cancelled.` },
  }[news.kind];
  await notifyUser(tx, ctx.talentUserId, { ...notice, createdBy: actorId, important: importantFor[news.kind] });
  if (!s.talentEmail) return [];
  const change: TalentLineChange = news.kind === "moved" ? { kind: "moved", previous: formatLineRangeInZone(news.previous.startsAt, news.previous.endsAt, s.zone) } : news;
  return enqueueMail(tx, jobMails.talentLine(s.talentEmail, change, { ...f, client: s.client }));
}

/** The booker of a line and the agency desk: who hears that the talent blocked a day she is held on. */
export async function bookerOfLine(tx: DbOrTx, ctx: LineContext): Promise<Booker> {
  return bookerOf(tx, ctx, null, await agencyIn(tx));
}

/** A job's line as the mails name it, for a list: "Spring campaign (Maison Ciel), Friday, ... EST". */
export async function describeLine(tx: DbOrTx, ctx: LineContext): Promise<string> {
  const zone = await zoneOfJob(ctx.job, await agencyIn(tx));
  return `${ctx.job.title} (${ctx.job.clientCompany ?? ctx.job.clientName}), ${formatLineRangeInZone(ctx.line.startsAt, ctx.line.endsAt, zone)}`;
}
