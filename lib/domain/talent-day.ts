import { availabilityKindLabels, type AvailabilityKind } from "./availability";
import { rankLabel } from "./jobs";

/**
 * How a talent stands on one day (a package's project date, issue 28 item 10), for staff only: free, held by an option
 * (the best rank held that day), confirmed, or blocked by the talent. The strongest wins: a confirmed line, then a
 * blocked day, then an option.
 */
export const talentDayStates = ["free", "option", "confirmed", "blocked"] as const;
export type TalentDayState = (typeof talentDayStates)[number];

export interface TalentDay {
  state: TalentDayState;
  /** The best rank of the live options that day (1 = a 1st option is held), also under a block; null with none or confirmed. */
  rank: number | null;
  /** How many live options the talent has that day. */
  options: number;
  /** The kind of the block when `state` is "blocked". */
  block_kind: AvailabilityKind | null;
}

/** "Free", "1st option", "2nd option (3 options)", "Confirmed", "Blocked: holiday". */
export function talentDayLabel(day: TalentDay): string {
  if (day.state === "confirmed") return "Confirmed";
  if (day.state === "blocked") {
    // Issue 39: a 1st option under a block shows, not only the block.
    const held = day.rank != null ? `, ${rankLabel(day.rank)} option held` : "";
    return `Blocked: ${availabilityKindLabels[day.block_kind ?? "unavailable"].toLowerCase()}${held}`;
  }
  if (day.state === "option") return `${rankLabel(day.rank ?? 1)} option${day.options > 1 ? ` (${day.options} options)` : ""}`;
  return "Free";
}

/** Picks the day's state from what the talent has that day (the rule above). */
export function talentDayOf(held: { confirmed: boolean; ranks: number[]; blockKind: AvailabilityKind | null }): TalentDay {
  const options = held.ranks.length;
  if (held.confirmed) return { state: "confirmed", rank: null, options, block_kind: null };
  if (held.blockKind) return { state: "blocked", rank: options ? Math.min(...held.ranks) : null, options, block_kind: held.blockKind };
  if (options) return { state: "option", rank: Math.min(...held.ranks), options, block_kind: null };
  return { state: "free", rank: null, options: 0, block_kind: null };
}
