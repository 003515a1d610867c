/**
 * A job line's life, in one place (issue 37, item 1): the moves a line can make (a booker's and the clock's), how a
 * stored line reads at an instant, its rank among the talent's live lines, and `decide`, which answers whether a move
 * is allowed given the facts gathered under the line's locks, or a typed reason whose words are made here only
 * (`refusalText`). Pure and browser-safe: the service that gathers the facts and writes the move is
 * lib/services/job-line-life.ts; the SQL forms of `readAt` and `ranksInMemory` (liveAt, rankAt in
 * lib/services/job-line-state.ts) are held equal to these by a property test.
 */
import { formatJobReference, isOpenJob, lineStateLabels, rankLabel, type JobStatus, type LineState } from "./jobs";
import { DEFAULT_AGENCY_TIME_ZONE, formatLineRangeInZone, formatMomentInZone } from "./zoned-time";

/** Every move a line can make: a booker's, or the clock's (an option's expiry, a challenge's deadline, and room for a client's acceptance lapsing). */
export type LineMove = "place" | "confirm" | "release" | "cancel" | "challenge" | "move" | "edit" | "expire" | "lapse_challenge" | "lapse_acceptance";

interface Transition {
  /** The states (as the line reads now) the move may start from. */
  from: readonly LineState[];
  /** The state it leaves the line in; null: the state does not change (a new time, a fee, a challenge of the line ahead). */
  to: LineState | null;
  /** Who makes it: a booker (needs an open job and a bookable talent) or the clock (due when the line reads as `to`). */
  by: "staff" | "clock";
}

const LIVE = ["option", "confirmed"] as const satisfies readonly LineState[];

/** The transition table. */
export const lineTransitions: Record<LineMove, Transition> = {
  place: { from: [], to: "option", by: "staff" },
  confirm: { from: ["option"], to: "confirmed", by: "staff" },
  release: { from: LIVE, to: "released", by: "staff" },
  cancel: { from: LIVE, to: "cancelled", by: "staff" },
  challenge: { from: ["option"], to: null, by: "staff" },
  move: { from: LIVE, to: null, by: "staff" },
  edit: { from: ["option", "confirmed", "released", "expired", "cancelled"], to: null, by: "staff" },
  expire: { from: ["option"], to: "expired", by: "clock" },
  lapse_challenge: { from: ["option"], to: "released", by: "clock" },
  /** Room for a confirmation the client must accept by a deadline (spec clients-and-confirmations): not yet scheduled. */
  lapse_acceptance: { from: ["option"], to: "released", by: "clock" },
};

/** What `readAt` and the rank need of a stored line. */
export interface StoredLine {
  state: LineState;
  optionExpiresAt: Date | null;
  challengeDeadline: Date | null;
}

/** How a stored line reads at `now`: an option past its expiry reads "expired", past its challenge deadline "released", before the clock writes it. */
export function readAt(line: StoredLine, now: Date): { state: LineState; live: boolean; due: LineMove | null } {
  if (line.state !== "option") return { state: line.state, live: line.state === "confirmed", due: null };
  const expiry = line.optionExpiresAt?.getTime() ?? Infinity;
  const deadline = line.challengeDeadline?.getTime() ?? Infinity;
  if (Math.min(expiry, deadline) > now.getTime()) return { state: "option", live: true, due: null };
  return deadline < expiry ? { state: "released", live: false, due: "lapse_challenge" } : { state: "expired", live: false, due: "expire" };
}

/** The instant a live option stops being live (its expiry or its challenge deadline, whichever is first), or null. */
export function lapsesAt(line: StoredLine): Date | null {
  if (line.state !== "option") return null;
  const first = Math.min(line.optionExpiresAt?.getTime() ?? Infinity, line.challengeDeadline?.getTime() ?? Infinity);
  return Number.isFinite(first) ? new Date(first) : null;
}

/** What a rank needs of a line. */
export type RankedLine = StoredLine & { id: number; talentProfileId: number; startsAt: Date; endsAt: Date; placedAt: Date };

/**
 * Each line's rank at `now`: 1 + the live lines of its talent that overlap it and were placed before it (ties by id),
 * null when not live. `lines` must hold, for every line to rank, all the lines of its talent that overlap it.
 */
export function ranksInMemory(lines: RankedLine[], now: Date): Map<number, number | null> {
  const live = lines.filter((l) => readAt(l, now).live).sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime() || a.id - b.id);
  const byTalent = new Map<number, RankedLine[]>();
  for (const l of live) byTalent.set(l.talentProfileId, [...(byTalent.get(l.talentProfileId) ?? []), l]);
  const ranks = new Map<number, number | null>(lines.map((l) => [l.id, null]));
  for (const queue of byTalent.values()) {
    queue.forEach((l, i) => {
      let ahead = 0;
      for (let j = 0; j < i; j++) if (queue[j].startsAt < l.endsAt && queue[j].endsAt > l.startsAt) ahead++;
      ranks.set(l.id, 1 + ahead);
    });
  }
  return ranks;
}

/** A line that holds the time another wants: the first live line placed before it, or a confirmed one whenever placed. */
export interface TimeHolder {
  state: LineState;
  startsAt: Date;
  endsAt: Date;
  challengeDeadline: Date | null;
  reference: string;
  client: string;
  /** The zone its times are read in (the moved line's job's, issue 36); the agency's default when not given. */
  timeZone?: string;
}

/** A day the talent blocked that a line touches. */
interface BlockedDayFact {
  block_kind: "out_of_town" | "unavailable" | "holiday";
  starts_on: string;
  ends_on: string;
}

/** What `decide` weighs, gathered by the service under the job's and the talent's locks. */
export interface LineFacts {
  job: { status: JobStatus; reference: string };
  talent: { name: string; bookable: boolean; erased: boolean };
  /** For confirm (and a confirmed line's move): the line holding the time, if any. For challenge: the line ahead. */
  holder?: TimeHolder | null;
  /** For confirm and a confirmed line's move: the blocked days the line touches. */
  blocked?: BlockedDayFact[];
  override?: boolean;
}

/** Why a move is refused. Each has its words in `refusalText` and its answer status in `refusalStatus`. */
export type LineRefusal =
  | { code: "already"; state: LineState }
  | { code: "wrong_state"; state: LineState; move: LineMove }
  | { code: "job_closed"; reference: string; status: JobStatus }
  | { code: "talent_erased" }
  | { code: "talent_not_bookable" }
  | { code: "time_held"; talent: string; holder: TimeHolder }
  | { code: "blocked_days"; talent: string; days: BlockedDayFact[] }
  | { code: "nothing_to_challenge" }
  | { code: "holder_confirmed"; holder: TimeHolder }
  | { code: "holder_challenged"; holder: TimeHolder }
  | { code: "not_due" }
  | { code: "double_confirm"; talent: string; startsAt: Date; endsAt: Date; timeZone?: string }
  | { code: "stale" };

export type LineDecision = { allowed: true; from: LineState; to: LineState } | { allowed: false; reason: LineRefusal };

/**
 * Whether `move` may be made on `line` (as it reads at `now`) given `facts`. A clock move is allowed only once due; a
 * booker's needs the state the table allows, an open job, a talent still on the books (an erased talent's lines never
 * move again), and for a confirm: nothing holding the time and no blocked day (unless overridden).
 */
export function decide(line: StoredLine, move: LineMove, facts: LineFacts, now: Date): LineDecision {
  const rule = lineTransitions[move];
  const { state: from, due } = readAt(line, now);
  const refuse = (reason: LineRefusal): LineDecision => ({ allowed: false, reason });
  if (rule.by === "clock") {
    if (line.state !== "option" || due !== move) return refuse({ code: "not_due" });
    return { allowed: true, from: "option", to: rule.to! };
  }
  if (facts.talent.erased && move !== "release" && move !== "cancel" && move !== "place") return refuse({ code: "talent_erased" });
  if (move === "place") {
    if (!isOpenJob(facts.job.status)) return refuse({ code: "job_closed", reference: facts.job.reference, status: facts.job.status });
    if (!facts.talent.bookable) return refuse({ code: "talent_not_bookable" });
    return { allowed: true, from: "option", to: "option" };
  }
  if (!rule.from.includes(from)) return refuse(rule.to === from ? { code: "already", state: from } : { code: "wrong_state", state: from, move });
  if (!isOpenJob(facts.job.status)) return refuse({ code: "job_closed", reference: facts.job.reference, status: facts.job.status });
  const to = rule.to ?? from;
  if (move === "confirm" || (move === "move" && from === "confirmed")) {
    if (facts.holder) return refuse({ code: "time_held", talent: facts.talent.name, holder: facts.holder });
    if (facts.blocked?.length && !facts.override) return refuse({ code: "blocked_days", talent: facts.talent.name, days: facts.blocked });
  }
  if (move === "challenge") {
    if (!facts.holder) return refuse({ code: "nothing_to_challenge" });
    if (facts.holder.state === "confirmed") return refuse({ code: "holder_confirmed", holder: facts.holder });
    if (facts.holder.challengeDeadline) return refuse({ code: "holder_challenged", holder: facts.holder });
  }
  return { allowed: true, from, to };
}

const blockKindLabel = { out_of_town: "out of town", unavailable: "unavailable", holiday: "on holiday" } as const;
const held = (h: TimeHolder) => `job ${formatJobReference(h.reference)} (${h.client})`;
const lower = (s: LineState) => lineStateLabels[s].toLowerCase();
const moveWords: Partial<Record<LineMove, string>> = { confirm: "confirmed", release: "released", cancel: "cancelled", challenge: "used to challenge", move: "moved", place: "placed" };

/** The words of a refusal: the one place they are made. */
export function refusalText(r: LineRefusal): string {
  switch (r.code) {
    case "already":
      return `The line is already ${lower(r.state)}.`;
    case "wrong_state":
      return r.move === "challenge" ? "Only an option can challenge the line ahead of it." : r.move === "move" ? `A line that is ${lower(r.state)} cannot move.` : `A line that is ${lower(r.state)} cannot be ${moveWords[r.move] ?? r.move}.`;
    case "job_closed":
      return `Job ${formatJobReference(r.reference)} is ${r.status}: its lines cannot change.`;
    case "talent_erased":
      return "This talent has been erased: their lines can no longer be confirmed, moved or challenged.";
    case "talent_not_bookable":
      return "This talent is not on the roster (hidden or not approved) and cannot be booked.";
    case "time_held":
      return `${r.talent} is not free: ${held(r.holder)} ${r.holder.state === "confirmed" ? "is confirmed" : "holds an earlier option"} on ${formatLineRangeInZone(r.holder.startsAt, r.holder.endsAt, r.holder.timeZone ?? DEFAULT_AGENCY_TIME_ZONE)}.`;
    case "blocked_days": {
      const days = r.days.map((b) => `${blockKindLabel[b.block_kind]} ${b.starts_on === b.ends_on ? b.starts_on : `${b.starts_on} to ${b.ends_on}`}`).join(", ");
      return `${r.talent} has blocked these days (${days}). Send override to confirm anyway.`;
    }
    case "nothing_to_challenge":
      return "This option is already 1st: there is nothing to challenge.";
    case "holder_confirmed":
      return `The time is confirmed for ${held(r.holder)}: a confirmed line cannot be challenged.`;
    case "holder_challenged":
      return `The option of ${held(r.holder)} is already challenged until ${formatMomentInZone(r.holder.challengeDeadline!, r.holder.timeZone ?? DEFAULT_AGENCY_TIME_ZONE)}.`;
    case "not_due":
      return "The line is not due for this move.";
    case "double_confirm":
      return `${r.talent} is already confirmed for part of ${formatLineRangeInZone(r.startsAt, r.endsAt, r.timeZone ?? DEFAULT_AGENCY_TIME_ZONE)}.`;
    case "stale":
      return "The line was changed by someone else. Reload it and try again.";
  }
}

/** The answer's status of a refusal (the rest are 409) and the field it belongs to, if any. */
export function refusalStatus(r: LineRefusal): { status: 409 | 422; field?: string } {
  if (r.code === "talent_not_bookable") return { status: 422, field: "talent_profile_id" };
  if (r.code === "blocked_days") return { status: 409, field: "override" };
  return { status: 409 };
}

/**
 * How a converted request stands, in words (the Bookings screen): "Converted to job 7F3A-9C21, 1st option",
 * "..., confirmed", "..., option expired", or "..., no line yet" for a request without a date.
 */
export function requestStanding(reference: string, line: { state: LineState; rank: number | null } | null): string {
  const job = `Converted to job ${formatJobReference(reference)}`;
  if (!line) return `${job}, no line yet`;
  if (line.state === "option") return `${job}, ${line.rank ? `${rankLabel(line.rank)} option` : "option"}`;
  if (line.state === "confirmed") return `${job}, confirmed`;
  return `${job}, ${line.state === "cancelled" ? "line cancelled" : `option ${lower(line.state)}`}`;
}
