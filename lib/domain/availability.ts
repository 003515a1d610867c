/**
 * A talent's blocked days (availability blocks): the kinds, their labels and the rules the validation, the services
 * and the screens share (browser-safe).
 */

export const availabilityKinds = ["out_of_town", "unavailable", "holiday"] as const;
export type AvailabilityKind = (typeof availabilityKinds)[number];

export const availabilityKindLabels: Record<AvailabilityKind, string> = {
  out_of_town: "Out of town",
  unavailable: "Unavailable",
  holiday: "Holiday",
};

/** The longest block, in days, both ends counted (a longer absence is several blocks). */
export const AVAILABILITY_MAX_DAYS = 60;
/** The longest note on a block. */
export const AVAILABILITY_NOTE_MAX = 500;

const DAY_MS = 86_400_000;

/** Days from `startsOn` to `endsOn` (YYYY-MM-DD), both included: the same day is 1. */
export function blockLengthDays(startsOn: string, endsOn: string): number {
  return Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Whether the day (YYYY-MM-DD) falls in the block (both ends included); plain string order is date order. */
export const blockCovers = (block: { starts_on: string; ends_on: string }, day: string): boolean =>
  block.starts_on <= day && day <= block.ends_on;
