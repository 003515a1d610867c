/**
 * Time on the agency's clock (issue 36): every moment is stored in UTC and read in a job's time zone, which is the
 * agency's (the `agency` setting's `time_zone`, an IANA name) unless the job names its own. The one home of how a
 * zoned moment reads and of turning a wall-clock time entered in a zone into UTC. Browser-safe (Intl only).
 */

/** The demo agency is in New York; a fresh install reads its clock from here until an admin sets it. */
export const DEFAULT_AGENCY_TIME_ZONE = "America/New_York";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions, locale = "en-US"): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** Whether `name` is an IANA time zone this runtime knows ("America/New_York", "Europe/Paris", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function partsIn(at: Date, timeZone: string): Parts {
  const parts = formatter(timeZone, {
    year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** The zone's offset from UTC at `at`, in minutes (New York in winter: -300). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const p = partsIn(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "2026-12-11": the calendar day `at` falls on in the zone (the board's and the schedule's day of a line). */
export function dayInZone(at: Date, timeZone: string): string {
  const p = partsIn(at, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** "19:00": the wall-clock time of `at` in the zone, as a time input holds it. */
export function timeInZone(at: Date, timeZone: string): string {
  const p = partsIn(at, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** "2026-12-11T19:00": `at` as a `datetime-local` input shows it in the zone. */
export const wallTimeInZone = (at: Date, timeZone: string): string => `${dayInZone(at, timeZone)}T${timeInZone(at, timeZone)}`;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The UTC moment of a wall-clock time in a zone: "2026-12-11T19:00" in New York is 2026-12-12T00:00Z. A day alone is
 * its midnight. A time the clocks skip (02:30 on a spring-forward day) reads as the same distance past the change; a
 * time that happens twice (01:30 on a fall-back day) is the first of the two. Null for text that is not a wall time.
 */
export function zonedWallTimeToUtc(wallTime: string, timeZone: string): Date | null {
  const m = WALL_TIME.exec(wallTime);
  if (!m) return null;
  const [y, mo, d, h = "0", mi = "0", s = "0"] = m.slice(1);
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(asUtc)) return null;
  // Two passes settle the offset on either side of a change; the earlier candidate wins where both fit.
  const first = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  const second = asUtc - zoneOffsetMinutes(new Date(first), timeZone) * 60_000;
  const earlier = Math.min(first, second);
  return new Date(wallTimeInZone(new Date(earlier), timeZone) === wallTime.slice(0, 16) ? earlier : Math.max(first, second));
}

/** The UTC moment a calendar day starts in the zone (midnight there). */
export const startOfDayInZone = (day: string, timeZone: string): Date => zonedWallTimeToUtc(day, timeZone) as Date;

/** The day after a YYYY-MM-DD day, as YYYY-MM-DD (calendar arithmetic, no zone involved). */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** "EST", "CET", "GMT+1": the short name of the zone at `at` (it changes with daylight saving). */
export function zoneAbbreviation(at: Date, timeZone: string): string {
  const part = formatter(timeZone, { timeZoneName: "short" }).formatToParts(at).find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** "Friday, December 11, 2026": the day a person reads, in the zone. */
export const formatDayInZone = (at: Date, timeZone: string): string =>
  formatter(timeZone, { weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(at);

/** "7:00 PM": a time of day in the zone. */
export const formatTimeInZone = (at: Date, timeZone: string): string =>
  formatter(timeZone, { hour: "numeric", minute: "2-digit" }).format(at);

/** "Friday, December 11, 2026, 7:00 PM EST": a moment (an expiry, a deadline, a history entry) in the zone. */
export const formatMomentInZone = (at: Date, timeZone: string): string =>
  `${formatDayInZone(at, timeZone)}, ${formatTimeInZone(at, timeZone)} ${zoneAbbreviation(at, timeZone)}`;

/** "Dec 11, 2026, 7:00 PM EST": a moment in a dense table (the back office's lists and history). */
export const formatShortMomentInZone = (at: Date, timeZone: string): string =>
  `${formatter(timeZone, { dateStyle: "medium", timeStyle: "short" }).format(at)} ${zoneAbbreviation(at, timeZone)}`;

/**
 * Whether a range is whole days in the zone (midnight to midnight there): an all-day or multi-day line (issue 36.5).
 * Derived from the instants, so a line keeps one truth: its UTC start and end.
 */
export const isAllDayInZone = (startsAt: Date, endsAt: Date, timeZone: string): boolean =>
  timeInZone(startsAt, timeZone) === "00:00" && timeInZone(endsAt, timeZone) === "00:00";

/**
 * The calendar days a range covers in the zone, first to last: an end at midnight sharp belongs to the day before (a
 * line 09:00 Monday to 00:00 Tuesday is Monday's; an all-day Friday is Friday's alone).
 */
export function dayRangeInZone(startsAt: Date, endsAt: Date, timeZone: string): { first: string; last: string } {
  const first = dayInZone(startsAt, timeZone);
  const last = dayInZone(new Date(Math.max(startsAt.getTime(), endsAt.getTime() - 1)), timeZone);
  return { first, last };
}

/**
 * How a line's time reads in mails, notifications, schedules and conflict messages, in the job's zone:
 * "Friday, December 11, 2026, 7:00 PM – 11:00 PM EST"; across midnight or days
 * "Friday, December 11, 2026, 7:00 PM – Saturday, December 12, 2026, 2:00 AM EST"; a whole day (midnight to midnight
 * in the zone) "Friday, December 11, 2026 (all day)", several "Friday, December 11 – Sunday, December 13, 2026 (all day)".
 */
export function formatLineRangeInZone(startsAt: Date, endsAt: Date, timeZone: string): string {
  const lastInstant = new Date(endsAt.getTime() - 1);
  const firstDay = dayInZone(startsAt, timeZone);
  const lastDay = dayInZone(lastInstant, timeZone);
  if (isAllDayInZone(startsAt, endsAt, timeZone)) {
    return firstDay === lastDay
      ? `${formatDayInZone(startsAt, timeZone)} (all day)`
      : `${formatDayInZone(startsAt, timeZone)} – ${formatDayInZone(lastInstant, timeZone)} (all day)`;
  }
  const zone = zoneAbbreviation(endsAt, timeZone);
  const startZone = zoneAbbreviation(startsAt, timeZone);
  const start = `${formatDayInZone(startsAt, timeZone)}, ${formatTimeInZone(startsAt, timeZone)}${startZone === zone ? "" : ` ${startZone}`}`;
  if (firstDay === dayInZone(endsAt, timeZone) || firstDay === lastDay) {
    return `${start} – ${formatTimeInZone(endsAt, timeZone)} ${zone}`;
  }
  return `${start} – ${formatDayInZone(endsAt, timeZone)}, ${formatTimeInZone(endsAt, timeZone)} ${zone}`;
}

/**
 * "12 Jan 2027 09:14 CET": a moment on a document (a confirmation's acceptance, its certificate), in the zone, with
 * the zone's short name as Europeans read it (CET), else as Americans do (EST), else the offset.
 */
export function formatDocumentMomentInZone(at: Date, timeZone: string): string {
  const date = formatter(timeZone, { day: "numeric", month: "short", year: "numeric" }, "en-GB").format(at);
  const time = formatter(timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, "en-GB").format(at);
  const name = (locale: string) => formatter(timeZone, { timeZoneName: "short" }, locale).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "";
  const gb = name("en-GB");
  const zone = gb && !gb.startsWith("GMT") ? gb : name("en-US") || gb || timeZone;
  return `${date} ${time} ${zone}`;
}
