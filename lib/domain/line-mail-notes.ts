/**
 * What a booker is told before a line move that mails the client (issue 39, item 5): the dialog names the mails that
 * will go out, and its buttons say what they do. Browser-safe; the mails themselves are `lib/email/job-mails.ts`.
 */
import type { LineState } from "./jobs";

export type MailedLineAction = "confirm" | "challenge" | "release" | "remove";

export interface LineMoveNote {
  title: string;
  description: string;
  /** The button that acts. */
  confirmLabel: string;
  /** The button that leaves everything as it is. */
  cancelLabel: string;
  busyLabel: string;
  destructive: boolean;
}

/** Who the client's mail goes to, as the dialog names them: "Maison Ciel (claire@maison-ciel.com)". */
function clientOf(client: { name: string; email: string | null }): string {
  return client.email ? `${client.name} (${client.email})` : `${client.name} (no e-mail on the job: no mail goes out)`;
}

export function lineMoveNote(
  action: MailedLineAction,
  line: { state: LineState; stage_name: string },
  client: { name: string; email: string | null },
  challengeWindowHours = 24,
): LineMoveNote {
  const to = clientOf(client);
  const talent = line.stage_name;
  const confirmed = line.state === "confirmed";
  switch (action) {
    case "confirm":
      return {
        title: `Confirm ${talent}?`,
        description: `The option becomes a booking. ${to} gets the mail "Booking confirmed", and ${talent} gets "You are confirmed" with the call time and place.`,
        confirmLabel: "Confirm and send",
        cancelLabel: "Keep as option",
        busyLabel: "Confirming...",
        destructive: false,
      };
    case "challenge":
      return {
        title: "Challenge the option ahead?",
        description: `The client holding the 1st option on ${talent}'s time gets the mail "Your 1st option has been challenged", with a link to confirm or release it within ${challengeWindowHours} hours. If they do not answer, it is released and this option moves up.`,
        confirmLabel: "Challenge and send",
        cancelLabel: "Don't challenge",
        busyLabel: "Challenging...",
        destructive: false,
      };
    case "release":
      return confirmed
        ? {
            title: `Release ${talent}'s confirmed booking?`,
            description: `This cancels a confirmed booking. ${to} gets the mail "Booking cancelled" naming the agency's cancellation terms, and ${talent} is told. The options behind it move up and their clients are mailed.`,
            confirmLabel: "Cancel booking and send",
            cancelLabel: "Keep booking",
            busyLabel: "Cancelling...",
            destructive: true,
          }
        : {
            title: `Release ${talent}'s option?`,
            description: `The time is no longer held. ${to} gets the mail "Option released". The options behind it move up and their clients are mailed.`,
            confirmLabel: "Release and send",
            cancelLabel: "Keep option",
            busyLabel: "Releasing...",
            destructive: true,
          };
    case "remove":
      return {
        title: "Cancel this line?",
        description: `${to} gets the mail "${confirmed ? "Booking cancelled" : "Option cancelled"}"${confirmed ? " naming the agency's cancellation terms" : ""}, and ${talent} is told. The line stays in the job's history; the options behind it move up.`,
        confirmLabel: "Cancel line",
        cancelLabel: "Keep line",
        busyLabel: "Cancelling...",
        destructive: true,
      };
  }
}

/**
 * Before a line moves to another day from the board (issue 39, item 4): the same edit as the job screen's "Edit line"
 * (`PUT /admin/job-lines/{id}`), so the client gets "Booking time changed" and the talent "Your booking time changed";
 * a moved option goes to the back of the queue of its new time.
 */
export function lineDayMoveNote(
  line: { state: LineState; stage_name: string },
  client: { name: string; email: string | null },
  from: string,
  to: string,
): LineMoveNote {
  const option = line.state === "option";
  return {
    title: `Move ${line.stage_name} to ${to}?`,
    description: `The line moves from ${from} to ${to}, at the same time of day. ${clientOf(client)} gets the mail "Booking time changed", and ${line.stage_name} gets "Your booking time changed".${option ? " An option moved goes behind the options already held on its new day." : ""}`,
    confirmLabel: "Move and send",
    cancelLabel: "Keep the day",
    busyLabel: "Moving...",
    destructive: false,
  };
}

/**
 * Before a line goes to another talent from the board (issue 39, item 4): `POST /admin/job-lines/{id}/move`. The
 * client gets one mail, "Talent changed", naming both talents; the first talent is told the time is hers again, the
 * new one that she is on option or confirmed. A confirmed booking goes only where the new talent is free.
 */
export function lineTalentMoveNote(
  line: { state: LineState; stage_name: string },
  client: { name: string; email: string | null },
  toTalent: string,
  from: string,
  to: string,
): LineMoveNote {
  const option = line.state === "option";
  const talent = line.stage_name;
  const day = from === to ? `on ${to}` : `on ${to} (from ${from})`;
  return {
    title: `Give ${talent}'s ${option ? "option" : "booking"} to ${toTalent}?`,
    description:
      `${toTalent} takes the line ${day}, at the same time of day; ${talent}'s line is ${option ? "released" : "cancelled"} and stays in the job's history. ` +
      `${clientOf(client)} gets the mail "Talent changed" naming both, ${talent} gets "${option ? "Option released" : "Booking cancelled"}", and ${toTalent} gets "${option ? "You are on option" : "You are confirmed"}".` +
      (option ? ` ${toTalent}'s option goes behind the options already held on that time.` : ` ${toTalent} must be free that day.`),
    confirmLabel: "Move and send",
    cancelLabel: `Keep ${talent}`,
    busyLabel: "Moving...",
    destructive: false,
  };
}
