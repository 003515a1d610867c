/**
 * The vocabulary of jobs and their lines (issue 28): a job is one client brief, a line one talent for one time range.
 * The database enums (db/schema/jobs.ts), the validation and the response schemas all read these tuples. Browser-safe.
 */

export const jobStatuses = ["draft", "active", "completed", "cancelled"] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const jobStatusLabels: Record<JobStatus, string> = { draft: "Draft", active: "Active", completed: "Completed", cancelled: "Cancelled" };

/** The status moves a job allows; a cancelled or completed job is closed. */
const jobMoves: Record<JobStatus, readonly JobStatus[]> = {
  draft: ["active", "cancelled"],
  active: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};
export const canMoveJob = (from: JobStatus, to: JobStatus): boolean => from === to || jobMoves[from].includes(to);
/** Whether lines may still be placed on, or moved in, a job of this status. */
export const isOpenJob = (status: JobStatus): boolean => status === "draft" || status === "active";

export const lineKinds = ["casting", "fitting", "job", "travel"] as const;
export type LineKind = (typeof lineKinds)[number];
export const lineKindLabels: Record<LineKind, string> = { casting: "Casting", fitting: "Fitting", job: "Job", travel: "Travel" };

/**
 * A line's state. "option" and "confirmed" are live (they hold the talent's time and count for ranks); the others
 * have left. An option whose `option_expires_at` has passed reads as "expired", and one whose challenge deadline has
 * passed reads as "released", at once, before any background work writes it (lib/services/job-line-state.ts).
 */
export const lineStates = ["option", "confirmed", "released", "expired", "cancelled"] as const;
export type LineState = (typeof lineStates)[number];
export const lineStateLabels: Record<LineState, string> = {
  option: "Option",
  confirmed: "Confirmed",
  released: "Released",
  expired: "Expired",
  cancelled: "Cancelled",
};
const liveLineStates = ["option", "confirmed"] as const satisfies readonly LineState[];
export const isLiveLine = (state: LineState): boolean => (liveLineStates as readonly LineState[]).includes(state);

/** The moves a line can make, the clock's too, and whether each is allowed: lib/domain/job-line-life.ts. */

/** The longest line, and the longest calendar read, in days: anything longer is a typing mistake or a scrape. */
export const MAX_RANGE_DAYS = 60;

/** How many talents a talent picker (a line's talent, a move's new talent) lists at once; its search, on the server, narrows them. */
export const TALENT_PICKER_SIZE = 50;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** "1st", "2nd", "3rd", "4th", "11th", "21st": how a booker says an option's rank (the job page, the board). */
export function rankLabel(rank: number): string {
  const tens = rank % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[rank % 10] ?? "th";
  return `${rank}${suffix}`;
}

/** A job's reference as stored: 8 hexadecimal digits, made by the database (db/schema/jobs.ts). */
export const JOB_REFERENCE_DIGITS = 8;

/** "7F3A9C21" -> "7F3A-9C21", how a job's reference is read aloud and printed. */
export const formatJobReference = (reference: string): string => reference.match(/.{1,4}/g)?.join("-") ?? reference;

/** The refusal when a job id names no job (every jobs service answers 404 with it). */
export const JOB_NOT_FOUND = "Job not found.";
