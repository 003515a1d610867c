/**
 * The back office's work queue (issue 30): what is waiting for staff today, section by section. The one home of each
 * section's rule in words, its limits and where it leads; `lib/services/work-queue.ts` holds the SQL. Browser-safe.
 */
import type { Permission } from "@/lib/domain/permissions";

/**
 * The sections in the order the dashboard shows them (issue 39, the morning view): who works today and tomorrow, then
 * what runs out or clashes on the calendar, then the new work it listed before.
 */
export const workSectionKeys = ["today", "tomorrow", "options", "challenged", "conflicts", "requests", "applications", "guardians", "packages"] as const;
/** The agenda: who works when. Not "waiting": they never count as things that need attention. */
export const agendaSectionKeys = ["today", "tomorrow"] as const satisfies readonly (typeof workSectionKeys)[number][];
/** Options lapsing within this many hours are listed. */
export const OPTION_EXPIRY_SOON_HOURS = 24;
export type WorkSectionKey = (typeof workSectionKeys)[number];

/** How many lines a section shows on the dashboard; its count says how many there are in all. */
export const WORK_ITEMS_SHOWN = 5;
/** An application is late once it has waited this long for a review. */
export const APPLICATION_WAIT_HOURS = 48;
/** A package link is "expiring this week" when it stops working within this many days. */
export const PACKAGE_EXPIRY_DAYS = 7;

export interface WorkSectionInfo {
  title: string;
  /** What the section holds, one short line under its title. */
  rule: string;
  /** The screen with every item of the section. */
  href: string;
  /** A sub-admin sees the section when they hold any of these (an admin always). */
  anyOf: readonly Permission[];
}

/** The sections in the order the dashboard shows them: new work first, then what runs out. */
export const workSections: Record<WorkSectionKey, WorkSectionInfo> = {
  today: {
    title: "Working today",
    rule: "Confirmed work today (the agency's time zone): talent, client, call time and place.",
    href: "/admin/calendar",
    anyOf: ["bookings"],
  },
  tomorrow: {
    title: "Working tomorrow",
    rule: "Confirmed work tomorrow (the agency's time zone).",
    href: "/admin/calendar",
    anyOf: ["bookings"],
  },
  challenged: {
    title: "Challenged options",
    rule: "1st options another client challenged: released at their deadline unless confirmed.",
    href: "/admin/calendar",
    anyOf: ["bookings"],
  },
  conflicts: {
    title: "Conflicts",
    rule: "A talent blocked a day she is confirmed or on option for.",
    href: "/admin/calendar",
    anyOf: ["bookings"],
  },
  requests: {
    title: "New requests",
    rule: "Booking requests, shortlists and package selections waiting for an answer.",
    href: "/admin/bookings",
    anyOf: ["bookings"],
  },
  applications: {
    title: `Applications waiting over ${APPLICATION_WAIT_HOURS} hours`,
    rule: "Talent applications not yet reviewed, oldest first.",
    href: "/admin/pending-approval",
    anyOf: ["pending-approval"],
  },
  guardians: {
    title: "Guardians not yet confirmed",
    rule: "Minors whose parent or guardian has not confirmed consent.",
    href: "/admin/talents",
    anyOf: ["talents", "pending-approval"],
  },
  packages: {
    title: "Packages expiring this week",
    rule: `Client links that stop working within ${PACKAGE_EXPIRY_DAYS} days.`,
    href: "/admin/packages",
    anyOf: ["packages"],
  },
  options: {
    title: `Options expiring in ${OPTION_EXPIRY_SOON_HOURS} hours`,
    rule: `Held options that lapse within ${OPTION_EXPIRY_SOON_HOURS} hours unless confirmed or extended.`,
    href: "/admin/calendar",
    anyOf: ["bookings"],
  },
};

/** One line of the queue: what it is, a detail, where it opens and the time it is about (ISO). */
export interface WorkItem {
  key: string;
  label: string;
  detail: string;
  href: string;
  at: string;
  /** How `at` reads: when it came in ("received"), or when it runs out ("expires"). */
  at_kind: "received" | "expires";
  /** Issue 39: how `at` reads in the agency's zone, written by the server ("call 7:00 PM EST", "answer by ..."). */
  when?: string;
}

export interface WorkSection {
  key: WorkSectionKey;
  count: number;
  /** True when the count stopped at its cap (issue 38: "100+" new requests instead of counting every one). */
  capped?: boolean;
  items: WorkItem[];
}

/** The admin menu's count badges: the number waiting in each section the badge stands for, by the menu's href. */
export type NavCounts = Partial<Record<string, number>>;

/**
 * How far the booking requests waiting for an answer are counted (issue 38): the menu's badge, Today's work, the stat
 * card and the bookings page read at most this many plus one, so a count never reads every pending booking of a large
 * agency; past it they say "100+" (`cappedCount`).
 */
export const REQUESTS_COUNT_CAP = 100;

/** A count read up to `cap + 1`, in figures: "100+" past the cap. */
export function cappedCount(n: number, cap = REQUESTS_COUNT_CAP): string {
  return n > cap ? `${cap.toLocaleString("en-GB")}+` : n.toLocaleString("en-GB");
}

/** The latest birth date (YYYY-MM-DD) of someone still under `adultAge` on `now`'s UTC day is after this one. */
export function minorBornAfter(now: Date, adultAge: number): string {
  const y = now.getUTCFullYear() - adultAge;
  const mm = String(now.getUTCMonth() + 1).padStart(2, "0");
  const dd = String(now.getUTCDate()).padStart(2, "0");
  return `${String(y).padStart(4, "0")}-${mm}-${dd}`;
}
