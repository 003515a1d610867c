/**
 * The back office's work queue (issue 30): what is waiting for staff today, section by section. The one home of each
 * section's rule in words, its limits and where it leads; `lib/services/work-queue.ts` holds the SQL. Browser-safe.
 */
import type { Permission } from "@/lib/auth/permissions";

export const workSectionKeys = ["requests", "applications", "guardians", "packages", "options"] as const;
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
    title: "Options expiring today",
    rule: "Held options that lapse before midnight (UTC) unless confirmed or extended.",
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
}

export interface WorkSection {
  key: WorkSectionKey;
  count: number;
  items: WorkItem[];
}

/** The admin menu's count badges: the number waiting in each section the badge stands for, by the menu's href. */
export type NavCounts = Partial<Record<string, number>>;

/**
 * The end of the UTC day `now` falls in, the line "today" ends at (every date of the site is read in UTC, see
 * lib/domain/dates.ts).
 */
export function endOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** The latest birth date (YYYY-MM-DD) of someone still under `adultAge` on `now`'s UTC day is after this one. */
export function minorBornAfter(now: Date, adultAge: number): string {
  const y = now.getUTCFullYear() - adultAge;
  const mm = String(now.getUTCMonth() + 1).padStart(2, "0");
  const dd = String(now.getUTCDate()).padStart(2, "0");
  return `${String(y).padStart(4, "0")}-${mm}-${dd}`;
}
