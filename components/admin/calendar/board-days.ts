import { dayRangeInZone, wallTimeInZone, zonedWallTimeToUtc } from "@/lib/domain/zoned-time";

/**
 * The board's days: a week (Monday to Sunday) or a calendar month around an anchor day, moved by a view at a time.
 * Days are calendar days `YYYY-MM-DD` (the days `GET /admin/calendar` takes); a line sits on the days it covers in its
 * job's time zone (issue 36), so a cell shows the same lines for every booker wherever they sit.
 */
export type BoardView = "week" | "month";

const pad = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM-DD` of an instant, in UTC. */
export function dayKey(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The UTC midnight of a `YYYY-MM-DD` day. */
function dayDate(key: string): Date {
  const [y, m, d] = key.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function addDays(key: string, days: number): string {
  const date = dayDate(key);
  date.setUTCDate(date.getUTCDate() + days);
  return dayKey(date);
}

/** The days a view shows around `anchor`: the week from its Monday, or the whole month. */
export function boardDays(view: BoardView, anchor: string): string[] {
  const start = dayDate(anchor);
  if (view === "week") {
    // getUTCDay(): Sunday 0; the agency's week starts on Monday.
    const monday = addDays(anchor, -((start.getUTCDay() + 6) % 7));
    return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  }
  const first = dayKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1)));
  const length = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => addDays(first, i));
}

/** The anchor one view earlier (`-1`) or later (`1`). */
export function shiftAnchor(view: BoardView, anchor: string, direction: -1 | 1): string {
  if (view === "week") return addDays(anchor, 7 * direction);
  const date = dayDate(anchor);
  return dayKey(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + direction, 1)));
}

/**
 * The days of `days` a time range touches in `timeZone`: from the day it starts to the day it ends, an end at midnight
 * sharp belonging to the day before (a line 09:00 Monday to 00:00 Tuesday is Monday's; an all-day line its days only).
 */
export function daysTouched(startsAt: string, endsAt: string, days: readonly string[], timeZone: string): string[] {
  const { first, last } = dayRangeInZone(new Date(startsAt), new Date(endsAt), timeZone);
  return days.filter((d) => d >= first && d <= last);
}

const weekday = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Mon" and "4" for a column's head. */
export function dayHead(key: string): { weekday: string; day: number; weekend: boolean } {
  const date = dayDate(key);
  return { weekday: weekday.format(date), day: date.getUTCDate(), weekend: date.getUTCDay() === 0 || date.getUTCDay() === 6 };
}

/** "March 2026" for a month, "Mar 2 – Mar 8, 2026" for a week. */
export function viewTitle(view: BoardView, days: readonly string[]): string {
  const first = dayDate(days[0]);
  if (view === "month") return monthYear.format(first);
  const last = dayDate(days[days.length - 1]);
  return `${shortDay.format(first)} – ${shortDay.format(last)}, ${last.getUTCFullYear()}`;
}

/** A line's times moved by whole days, from the day it was picked up on to the day it is dropped on (issue 39). */
export function shiftLine(line: { starts_at: string; ends_at: string; time_zone?: string }, fromDay: string, toDay: string): { starts_at: string; ends_at: string } {
  const delta = dayDate(toDay).getTime() - dayDate(fromDay).getTime();
  // Whole days on the job's clock: a 7 PM line stays at 7 PM on its new day, across a daylight-saving change too.
  const zone = line.time_zone ?? "UTC";
  const move = (iso: string) => {
    const wall = wallTimeInZone(new Date(iso), zone);
    const day = new Date(Date.parse(`${wall.slice(0, 10)}T00:00:00Z`) + delta).toISOString().slice(0, 10);
    return (zonedWallTimeToUtc(`${day}${wall.slice(10)}`, zone) ?? new Date(new Date(iso).getTime() + delta)).toISOString();
  };
  return { starts_at: move(line.starts_at), ends_at: move(line.ends_at) };
}

/** "Thu, Nov 26" for the move dialog. */
export function dayLabel(key: string): string {
  return `${weekday.format(dayDate(key))}, ${shortDay.format(dayDate(key))}`;
}
