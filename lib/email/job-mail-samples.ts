import { confirmationMailSampleFacts as cf, confirmationMails } from "./confirmation-mails";
import { jobMails, type ClientLineChange, type LineMailFacts, type TalentLineChange } from "./job-mails";
import type { MailMessage } from "./types";

/*
 * Every mail of a job's line rendered with sample facts (issue 39): the staff preview (`/admin/jobs/mail-previews`)
 * shows these, so a booker reads exactly what a client and a talent get.
 */

const facts: LineMailFacts = {
  clientName: "Claire Dubois",
  talentName: "Sienna",
  jobTitle: "Spring lookbook",
  jobReference: "3496-39AE",
  requestReference: "9373-6B1C-9E23",
  date: "Friday, December 11, 2026",
  callTime: "7:00 PM EST",
  when: "Friday, December 11, 2026, 7:00 PM – 11:00 PM EST",
  place: "Studio 4, 21 Mercer Street, New York",
  booker: { name: "Nora Booker", email: "nora@agency.example", phone: "+1 212 555 0101" },
  agencyAddress: "100 Example Avenue, New York, NY 10001",
};

const expires = "Monday, December 7, 2026, 9:00 AM EST";
const clientChanges: [string, ClientLineChange][] = [
  ["Placed on option (2nd)", { kind: "placed", rank: 2, expires }],
  ["Promoted to 1st", { kind: "promoted", expires }],
  ["Challenged (with the answer link)", { kind: "challenged", deadline: "Saturday, December 5, 2026, 9:00 AM EST", answerUrl: "https://agency.example/o/preview-link" }],
  ["Confirmed", { kind: "confirmed" }],
  ["Time changed", { kind: "moved", previous: "Friday, December 11, 2026, 6:00 PM – 10:00 PM EST" }],
  ["Talent changed (option moved to another talent)", { kind: "reassigned", previousTalent: "Mara K.", previous: null, confirmed: false, rank: 1, expires }],
  ["Talent changed (confirmed booking, new day too)", { kind: "reassigned", previousTalent: "Mara K.", previous: "Thursday, December 10, 2026, 7:00 PM – 11:00 PM EST", confirmed: true, rank: null, expires: null }],
  ["Option released", { kind: "released" }],
  ["Option expired", { kind: "expired" }],
  ["Option cancelled", { kind: "cancelled", confirmed: false, terms: "" }],
  ["Confirmed booking cancelled (with the terms)", { kind: "cancelled", confirmed: true, terms: "Confirmed bookings cancelled less than 48 hours before the call time are charged at 100% of the agreed fee; 50% within 7 days." }],
];
const talentChanges: [string, TalentLineChange][] = [
  ["On option", { kind: "optioned", rank: 1 }],
  ["Confirmed", { kind: "confirmed" }],
  ["Time changed", { kind: "moved", previous: "Friday, December 11, 2026, 6:00 PM – 10:00 PM EST" }],
  ["Option released (given to another talent)", { kind: "released" }],
  ["Cancelled", { kind: "cancelled" }],
];

export interface MailSample {
  audience: "Client" | "Talent" | "Booker";
  name: string;
  mail: MailMessage;
}

export function jobMailSamples(): MailSample[] {
  return [
    ...clientChanges.map(([name, change]): MailSample => ({ audience: "Client", name, mail: jobMails.clientLine("claire@client.example", change, facts) })),
    ...talentChanges.map(([name, change]): MailSample => ({ audience: "Talent", name, mail: jobMails.talentLine("sienna@talent.example", change, { ...facts, client: "Maison Ciel" }) })),
    {
      audience: "Booker",
      name: "The talent blocked a day she has work on",
      mail: jobMails.blockedOverWork("nora@agency.example", {
        bookerName: "Nora Booker",
        talentName: "Sienna",
        days: "Friday, December 11, 2026",
        kind: "unavailable",
        lines: ["Confirmed: Spring lookbook (Maison Ciel), Friday, December 11, 2026, 7:00 PM – 11:00 PM EST (job 3496-39AE)"],
      }),
    },
  ];
}

/** The confirmation's mails (issue 40) with sample facts, previewed on the same page. */
export function confirmationMailSamples(): MailSample[] {
  return [
    { audience: "Client", name: "Confirmation to accept", mail: confirmationMails.sent("anna@client.example", { ...cf, link: "https://agency.example/c/preview-link", message: null }) },
    { audience: "Client", name: "Confirmation replaced by a newer version", mail: confirmationMails.superseded("anna@client.example", { ...cf, previousVersion: 1 }) },
    {
      audience: "Client",
      name: "Confirmation accepted (the client's copy)",
      mail: confirmationMails.accepted("anna@client.example", { ...cf, acceptedBy: "Anna López", acceptedAt: "Tuesday, January 12, 2027, 9:14 AM CET", certificateLink: "https://agency.example/api/v1/confirmations/preview-link/pdf", audience: "client" }),
    },
    {
      audience: "Booker",
      name: "Confirmation accepted",
      mail: confirmationMails.accepted("nora@agency.example", { ...cf, acceptedBy: "Anna López", acceptedAt: "Tuesday, January 12, 2027, 9:14 AM CET", certificateLink: "https://agency.example/api/v1/confirmations/preview-link/pdf", audience: "staff" }),
    },
    { audience: "Booker", name: "Confirmation declined", mail: confirmationMails.declined("nora@agency.example", { ...cf, reason: "Budget cut", declinedAt: "Tuesday, January 12, 2027, 9:14 AM CET" }) },
    { audience: "Booker", name: "Confirmation link lapsed", mail: confirmationMails.expired("nora@agency.example", cf) },
  ];
}
