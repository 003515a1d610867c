import { AGENCY_NAME } from "@/lib/domain/brand";
import type { Booker } from "./job-mails";
import { compose } from "./templates";
import type { MailMessage } from "./types";

/*
 * The mails of a job's confirmation (issue 40), one family beside the line mails: sent (to the client contact),
 * accepted (to the job's creator and booker, a copy to the client), declined (to the booker), superseded (to the
 * client). Dates arrive already written in the job's time zone and amounts already formatted, so the previews and the
 * tests render them without a database.
 */

export interface ConfirmationMailFacts {
  clientName: string;
  jobTitle: string;
  /** "3496-39AE". */
  jobReference: string;
  version: number;
  /** "€8,712.00". */
  total: string;
  /** "Friday, January 15, 2027, 9:00 AM CET". */
  expires: string | null;
  booker: Booker;
}

const rowsOf = (f: ConfirmationMailFacts): [string, string][] => [
  ["Job", f.jobTitle],
  ["Job reference", f.jobReference],
  ["Version", String(f.version)],
  ["Total", f.total],
  ...(f.expires ? ([["Link valid until", f.expires]] as [string, string][]) : []),
];

const signature = (f: ConfirmationMailFacts) => [f.booker.name, `${f.booker.email}${f.booker.phone ? ` · ${f.booker.phone}` : ""}`, AGENCY_NAME, "Reply to this e-mail to reach your booker."];

export const confirmationMails = {
  /** To the client contact: the confirmation to review and accept, with its link and expiry. */
  sent(to: string, f: ConfirmationMailFacts & { link: string; message: string | null }): MailMessage {
    return compose(
      "confirmation-sent",
      to,
      `Please confirm: ${f.jobTitle} · Job ${f.jobReference} (version ${f.version})`,
      [
        `Hello ${f.clientName},`,
        ...(f.message ? [f.message] : []),
        `Here is the confirmation of ${f.jobTitle} (job ${f.jobReference}, version ${f.version}) for a total of ${f.total}: the schedule, the fees, the usage and the terms.`,
        `Please review it and accept it with the link below${f.expires ? ` by ${f.expires}` : ""}. You can also decline it there.`,
      ],
      { links: [["Review and accept the confirmation", f.link]], rows: rowsOf(f), footer: signature(f), replyTo: f.booker.email },
    );
  },

  /** To the job's creator and booker, and as a copy to the client: the confirmation was accepted. */
  accepted(to: string, f: ConfirmationMailFacts & { acceptedBy: string; acceptedAt: string; certificateLink: string; audience: "staff" | "client" }): MailMessage {
    const paragraphs =
      f.audience === "client"
        ? [`Hello ${f.clientName},`, `Thank you: ${f.acceptedBy} accepted version ${f.version} of the confirmation of ${f.jobTitle} (job ${f.jobReference}) on ${f.acceptedAt}.`, "Keep the certificate below: it is the document you accepted with the record of your acceptance."]
        : [`${f.acceptedBy} accepted version ${f.version} of the confirmation of ${f.jobTitle} (job ${f.jobReference}) on ${f.acceptedAt}.`, "The certificate PDF holds the document and the evidence of the acceptance."];
    return compose("confirmation-accepted", to, `Confirmation accepted: ${f.jobTitle} · Job ${f.jobReference} (version ${f.version})`, paragraphs, {
      links: [["Certificate (PDF)", f.certificateLink]],
      rows: rowsOf({ ...f, expires: null }),
      footer: f.audience === "client" ? signature(f) : undefined,
      replyTo: f.audience === "client" ? f.booker.email : null,
    });
  },

  /** To the booker: the client declined, with the reason when given. */
  declined(to: string, f: ConfirmationMailFacts & { reason: string | null; declinedAt: string }): MailMessage {
    return compose(
      "confirmation-declined",
      to,
      `Confirmation declined: ${f.jobTitle} · Job ${f.jobReference} (version ${f.version})`,
      [
        `The client declined version ${f.version} of the confirmation of ${f.jobTitle} (job ${f.jobReference}) on ${f.declinedAt}.`,
        f.reason ? `Their reason: ${f.reason}` : "They gave no reason.",
        "Call them to settle what changes, then send a new version from the job page.",
      ],
      { rows: rowsOf({ ...f, expires: null }) },
    );
  },

  /** To the client: an earlier version they hold a link to is replaced by a newer one. */
  superseded(to: string, f: ConfirmationMailFacts & { previousVersion: number }): MailMessage {
    return compose(
      "confirmation-superseded",
      to,
      `Replaced: confirmation of ${f.jobTitle} · Job ${f.jobReference} (version ${f.previousVersion})`,
      [
        `Hello ${f.clientName},`,
        `The previous version (${f.previousVersion}) of the confirmation of ${f.jobTitle} is replaced; please review version ${f.version}.`,
        "The link to the previous version no longer works. The new version comes in a separate e-mail.",
      ],
      { rows: rowsOf(f), footer: signature(f), replyTo: f.booker.email },
    );
  },

  /** To the booker: a sent confirmation's link lapsed with no answer. */
  expired(to: string, f: ConfirmationMailFacts): MailMessage {
    return compose(
      "confirmation-expired",
      to,
      `Confirmation link lapsed: ${f.jobTitle} · Job ${f.jobReference} (version ${f.version})`,
      [`The link of version ${f.version} of the confirmation of ${f.jobTitle} (job ${f.jobReference}) lapsed without an answer from the client.`, "Send a new version from the job page if the job still stands."],
      { rows: rowsOf({ ...f, expires: null }) },
    );
  },
};

/** Sample facts for the previews (`/admin/jobs/mail-previews`). */
export const confirmationMailSampleFacts: ConfirmationMailFacts = {
  clientName: "Anna López",
  jobTitle: "Spring campaign",
  jobReference: "3496-39AE",
  version: 2,
  total: "€8,712.00",
  expires: "Tuesday, January 26, 2027, 9:14 AM CET",
  booker: { name: "Nora Booker", email: "nora@agency.example", phone: "+31 20 555 0101" },
};
