import { DAY_MS, MAX_RANGE_DAYS } from "./jobs";
import { nextDay, startOfDayInZone, zonedWallTimeToUtc } from "./zoned-time";

/**
 * How a line's time arrives (issue 36): instants with an offset, wall times read in the job's zone, or whole days
 * (`all_day` with `start_date` and `end_date`, both included). Stored as UTC instants either way. Browser-safe.
 */

/** "2026-03-08T00:00" (seconds allowed): a wall-clock time with no offset. */
const WALL_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/** Whether `value` is a wall time of a real day and hour ("2026-02-30T10:00" and "2026-03-08T24:00" are not). */
export function isWallTime(value: string): boolean {
  if (!WALL_TIME_PATTERN.test(value)) return false;
  const [y, mo, d, h, mi, sec = 0] = value.split(/[-T:]/).map(Number);
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && sec < 60;
}

/** A time as the API parsed it: an instant, or a wall time still to be read in the job's zone. */
export type LineTime = Date | { wall: string };

type TimeFields = { starts_at?: LineTime; ends_at?: LineTime; all_day?: boolean; start_date?: string; end_date?: string };

const toInstant = (time: LineTime | undefined, timeZone: string): Date | undefined =>
  time === undefined ? undefined : time instanceof Date ? time : (zonedWallTimeToUtc(time.wall, timeZone) ?? undefined);

/**
 * The UTC instants of a line's time in `timeZone`: an all-day line runs from midnight of its first day to midnight
 * after its last, so across a DST change a day is 23 or 25 hours, as the clocks there say.
 */
export function lineInstants(input: TimeFields, timeZone: string): { starts_at?: Date; ends_at?: Date } {
  if (input.all_day) {
    return {
      starts_at: input.start_date ? startOfDayInZone(input.start_date, timeZone) : undefined,
      ends_at: input.end_date ? startOfDayInZone(nextDay(input.end_date), timeZone) : undefined,
    };
  }
  return { starts_at: toInstant(input.starts_at, timeZone), ends_at: toInstant(input.ends_at, timeZone) };
}

/** What is wrong with a line's resolved range, by field, or null: the end after the start, at most 60 days (+ a DST hour). */
export function rangeProblem(startsAt: Date, endsAt: Date): { field: "ends_at"; problem: "reversed" | "tooLong" } | null {
  if (endsAt.getTime() <= startsAt.getTime()) return { field: "ends_at", problem: "reversed" };
  if (endsAt.getTime() - startsAt.getTime() > MAX_RANGE_DAYS * DAY_MS + 3_600_000) return { field: "ends_at", problem: "tooLong" };
  return null;
}
