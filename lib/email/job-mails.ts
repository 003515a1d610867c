import { AGENCY_NAME } from "@/lib/domain/brand";
import { rankLabel } from "@/lib/domain/jobs";
import { availabilityKindLabels, type AvailabilityKind } from "@/lib/domain/availability";
import { compose } from "./templates";
import type { MailMessage } from "./types";

/*
 * The mails of a job's line (issue 39): one family, to the client who holds the line and to the talent on it. Every
 * one names the job and, when the line came from a request, the request's reference (the one the client's receipt
 * quoted), the talent, the day, the call time and the place in the job's time zone, and signs with the booker: their
 * name, e-mail and phone, the address a reply goes to (Reply-To). The words are read from plain facts the services
 * prepare (`lib/services/job-line-mails.ts`), so the previews and the tests render them without a database.
 */

/** Who signs a job mail and answers its replies: the staff member who acted, or the agency's bookings desk. */
export interface Booker {
  name: string;
  email: string;
  phone: string | null;
}

/** What every mail of a line says, already written in the job's zone. */
export interface LineMailFacts {
  clientName: string;
  talentName: string;
  jobTitle: string;
  /** "3496-39AE". */
  jobReference: string;
  /** The request's reference ("9373-6B1C-9E23") when the job was converted from one. */
  requestReference: string | null;
  /** "Friday, December 11, 2026". */
  date: string;
  /** "7:00 PM EST", or "All day". */
  callTime: string;
  /** The whole range: "Friday, December 11, 2026, 7:00 PM – 11:00 PM EST". */
  when: string;
  place: string | null;
  booker: Booker;
  /** The agency's postal address, under the signature; empty: left out. */
  agencyAddress: string;
}

/** The client's mails: what happened to the line they hold. */
export type ClientLineChange =
  | { kind: "placed"; rank: number; expires: string | null }
  | { kind: "promoted"; expires: string | null }
  | { kind: "challenged"; deadline: string; answerUrl: string | null }
  | { kind: "confirmed" }
  | { kind: "moved"; previous: string }
  /**
   * Another talent took the line (issue 39, the board's move to another talent): `f.talentName` is the new talent,
   * `previousTalent` the one the client held; `previous` the old time when it changed too; the new line's standing.
   */
  | { kind: "reassigned"; previousTalent: string; previous: string | null; confirmed: boolean; rank: number | null; expires: string | null }
  | { kind: "released" }
  | { kind: "expired" }
  /** `confirmed`: the line was a confirmed booking (then the agency's cancellation terms are named). */
  | { kind: "cancelled"; confirmed: boolean; terms: string };

/** The talent's mails: what she must know of her time. */
export type TalentLineChange = { kind: "optioned"; rank: number } | { kind: "confirmed" } | { kind: "moved"; previous: string } | { kind: "released" } | { kind: "cancelled" };

const clientSubjects: Record<ClientLineChange["kind"], string> = {
  placed: "Option placed",
  promoted: "Your option is now 1st",
  challenged: "Your 1st option has been challenged",
  confirmed: "Booking confirmed",
  moved: "Booking time changed",
  reassigned: "Talent changed",
  released: "Option released",
  expired: "Option expired",
  cancelled: "Option cancelled",
};

/** The rows every line mail ends with: what, when, where, and the references to quote. */
function factRows(f: LineMailFacts, client: string | null): [string, string][] {
  return [
    ["Job", f.jobTitle],
    ...(client ? ([["Client", client]] as [string, string][]) : []),
    ["Talent", f.talentName],
    ["Date", f.date],
    ["Call time", f.callTime],
    ["Time", f.when],
    ["Place", f.place ?? "To be confirmed"],
    ["Job reference", f.jobReference],
    ...(f.requestReference ? ([["Your request", f.requestReference]] as [string, string][]) : []),
  ];
}

/** The booker's signature: name, mail, phone, then the agency and its address. */
function signature(f: LineMailFacts): string[] {
  return [
    f.booker.name,
    `${f.booker.email}${f.booker.phone ? ` · ${f.booker.phone}` : ""}`,
    [AGENCY_NAME, f.agencyAddress].filter(Boolean).join(" · "),
    "Reply to this e-mail to reach your booker.",
  ];
}

const quote = (f: LineMailFacts) =>
  f.requestReference ? `Job ${f.jobReference} (your request ${f.requestReference})` : `Job ${f.jobReference}`;

export const jobMails = {
  /** To the client of a line: placed on option, promoted, challenged, confirmed, moved, reassigned (another talent), released, expired, cancelled. */
  clientLine(to: string, change: ClientLineChange, f: LineMailFacts): MailMessage {
    const what = `${f.talentName} on ${f.when}`;
    const at = f.place ? ` at ${f.place}` : "";
    const body: Record<ClientLineChange["kind"], () => string[]> = {
      placed: () => {
        const c = change as Extract<ClientLineChange, { kind: "placed" }>;
        return [
          `We have placed ${f.talentName} on ${rankLabel(c.rank)} option for you on ${f.when}${at}.`,
          c.rank === 1
            ? `The option holds the time for you${c.expires ? ` until ${c.expires}` : ""}. Confirm it with your booker before then, or tell us to release it.`
            : `${c.rank - 1 === 1 ? "Another client holds" : `${c.rank - 1} other clients hold`} an earlier option on this time; we will tell you at once if yours moves up.${c.expires ? ` Your option runs until ${c.expires}.` : ""}`,
        ];
      },
      promoted: () => {
        const c = change as Extract<ClientLineChange, { kind: "promoted" }>;
        return [`Your option on ${what}${at} is now the 1st option: the time is held for you.`, `It holds${c.expires ? ` until ${c.expires}` : " until you confirm or release it"}. Confirm it with your booker, or tell us to release it.`];
      },
      challenged: () => {
        const c = change as Extract<ClientLineChange, { kind: "challenged" }>;
        return [
          `Another client would like to book ${what}, where you hold the 1st option.`,
          `Please confirm or release your option by ${c.deadline}. If we hear nothing by then, it will be released and the time offered to the other client.`,
          ...(c.answerUrl ? ["You can answer with the link below, without signing in, or reply to this e-mail."] : []),
        ];
      },
      confirmed: () => [`${what}${at} is confirmed for you.`, "Your booker will send the final details (call sheet, contacts on the day) before the date."],
      moved: () => {
        const c = change as Extract<ClientLineChange, { kind: "moved" }>;
        return [`The time of ${f.talentName} for you has changed: it is now ${f.when}${at}.`, `It was ${c.previous}.`];
      },
      reassigned: () => {
        const c = change as Extract<ClientLineChange, { kind: "reassigned" }>;
        const standing = c.confirmed
          ? `The booking is confirmed with ${f.talentName}.`
          : c.rank === 1
            ? `${f.talentName} is on 1st option for you: the time is held${c.expires ? ` until ${c.expires}` : ""}. Confirm it with your booker, or tell us to release it.`
            : `${f.talentName} is on ${c.rank ? rankLabel(c.rank) : "a later"} option for you: another client holds an earlier option on this time; we will tell you at once if yours moves up.${c.expires ? ` Your option runs until ${c.expires}.` : ""}`;
        return [
          `Your booker has changed the talent on your ${c.confirmed ? "booking" : "option"}: ${f.talentName} takes the place of ${c.previousTalent} on ${f.when}${at}.`,
          ...(c.previous ? [`It was ${c.previousTalent} on ${c.previous}.`] : []),
          standing,
          `${c.previousTalent} no longer holds this time for you.`,
        ];
      },
      released: () => [`Your option on ${what} has been released: the time is no longer held for you.`, "If you still need this talent, reply to this e-mail and we will check the calendar again."],
      expired: () => [`Your option on ${what} has expired and no longer holds the time.`, "If you still need this talent, reply to this e-mail and we will check the calendar again."],
      cancelled: () => {
        const c = change as Extract<ClientLineChange, { kind: "cancelled" }>;
        return c.confirmed
          ? [`Your confirmed booking of ${what}${at} has been cancelled.`, ...(c.terms ? [`Our cancellation terms apply: ${c.terms}`] : []), "Your booker will be in touch about what follows."]
          : [`Your option on ${what} has been cancelled: the time is no longer held for you.`];
      },
    };
    const subjectKind = change.kind === "cancelled" && change.confirmed ? "Booking cancelled" : clientSubjects[change.kind];
    const subjectTalent = change.kind === "reassigned" ? `${f.talentName} instead of ${change.previousTalent}` : f.talentName;
    const links: [string, string][] = change.kind === "challenged" && change.answerUrl ? [["Confirm or release your option", change.answerUrl]] : [];
    return compose(`line-${change.kind}`, to, `${subjectKind}: ${subjectTalent}, ${f.date} · ${quote(f)}`, [`Hello ${f.clientName},`, ...body[change.kind]()], {
      links,
      rows: factRows(f, null),
      footer: signature(f),
      replyTo: f.booker.email,
    });
  },

  /** To a line's booker: the talent blocked days she is held on, having been warned (issue 39). */
  blockedOverWork(to: string, b: { bookerName: string; talentName: string; days: string; kind: string; lines: string[] }): MailMessage {
    const kind = availabilityKindLabels[b.kind as AvailabilityKind] ?? b.kind;
    return compose(
      "booker-blocked-over-work",
      to,
      `${b.talentName} blocked ${b.days}, where she has work`,
      [
        `Hello ${b.bookerName},`,
        `${b.talentName} has just marked ${b.days} as "${kind}" in her availability, after being warned that she has work there:`,
        ...b.lines,
        "Call her to settle it, then confirm, move or release the work. The morning view lists the conflict until then.",
      ],
    );
  },

  /** To the talent of a line: on option, confirmed, moved, released (an option given to another talent), cancelled; with place, call time and client. */
  talentLine(to: string, change: TalentLineChange, f: LineMailFacts & { client: string }): MailMessage {
    const at = f.place ? ` at ${f.place}` : "";
    const body: Record<TalentLineChange["kind"], string[]> = {
      optioned: [
        `${f.client} has placed you on ${change.kind === "optioned" ? rankLabel(change.rank) : ""} option for ${f.jobTitle} on ${f.when}${at}.`,
        "An option is not a booking yet: keep the time free if you can, and tell your booker if you cannot. We will tell you when it is confirmed or released.",
      ],
      confirmed: [`You are confirmed for ${f.jobTitle} (${f.client}) on ${f.when}${at}.`, `Call time: ${f.callTime}. Please be there on time; reply to this e-mail if anything stands in the way.`],
      moved: [`The time of ${f.jobTitle} (${f.client}) has changed: it is now ${f.when}${at}.`, ...(change.kind === "moved" ? [`It was ${change.previous}.`] : [])],
      released: [`Your option for ${f.jobTitle} (${f.client}) on ${f.when} has been released: the time is yours again.`],
      cancelled: [`${f.jobTitle} (${f.client}) on ${f.when} has been cancelled: the time is yours again.`],
    };
    const subjects: Record<TalentLineChange["kind"], string> = {
      optioned: "You are on option",
      confirmed: "You are confirmed",
      moved: "Your booking time changed",
      released: "Option released",
      cancelled: "Booking cancelled",
    };
    return compose(`talent-line-${change.kind}`, to, `${subjects[change.kind]}: ${f.client}, ${f.date}`, [`Hello ${f.talentName},`, ...body[change.kind]], {
      rows: factRows(f, f.client).filter(([k]) => k !== "Your request"),
      footer: signature(f),
      replyTo: f.booker.email,
    });
  },
};
