/**
 * The booking vocabulary, in one place: project types, the spec's budget ranges and purposes (section 9) and the
 * booking status machine. The database enums (`db/schema/enums.ts`), the schemas, the zod-free form rules, the
 * services and the admin screens all read these. Plain data, no zod: the public forms import it.
 */

export const projectTypes = ["runway", "commercial", "photoshoot", "campaign", "event", "other"] as const;
export type ProjectType = (typeof projectTypes)[number];

/**
 * The one label of each project type, wherever one is shown (the confirmation mail, the admin's booking cards and
 * detail, the talent's notification): the spec's purpose that maps to it ('Other' for other).
 */
export const projectTypeLabels: Record<ProjectType, string> = {
  runway: "Fashion Show",
  commercial: "Commercial Photography",
  photoshoot: "Editorial Photoshoot",
  campaign: "Brand Campaign",
  event: "Event Modeling",
  other: "Other",
};

/** A stored project type's label; an unknown value is shown as it is. */
export const projectTypeLabel = (type: string): string => projectTypeLabels[type as ProjectType] ?? type;

/** The project types whose stored value or label contains `search` (case-insensitive): what a search by type finds. */
export function projectTypesMatching(search: string): ProjectType[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [];
  return projectTypes.filter((t) => t.includes(needle) || projectTypeLabels[t].toLowerCase().includes(needle));
}

/** The spec's budget ranges: budget_min and budget_max are the range's two numbers ('$50,000+' has no max). */
export const budgetRanges = [
  { label: "$1,000 - $5,000", min: 1000, max: 5000 },
  { label: "$5,000 - $10,000", min: 5000, max: 10000 },
  { label: "$10,000 - $25,000", min: 10000, max: 25000 },
  { label: "$25,000 - $50,000", min: 25000, max: 50000 },
  { label: "$50,000+", min: 50000, max: null },
] as const;
export type BudgetRange = (typeof budgetRanges)[number]["label"];
export const budgetRangeLabels: BudgetRange[] = budgetRanges.map((b) => b.label);

/** budget_min and budget_max of a range; both null with no selection. */
export function budgetOf(label: string | null | undefined): { budget_min: number | null; budget_max: number | null } {
  const range = budgetRanges.find((b) => b.label === label);
  return { budget_min: range?.min ?? null, budget_max: range?.max ?? null };
}

/** The range whose bounds these are, or undefined when they are none of the five. */
export const budgetRangeOf = (min: number | null, max: number | null): BudgetRange | undefined =>
  budgetRanges.find((b) => b.min === min && b.max === max)?.label;

/** The spec's purposes and the project type each is stored as. */
export const purposes = [
  { label: "Fashion Show", projectType: "runway" },
  { label: "Commercial Photography", projectType: "commercial" },
  { label: "Editorial Photoshoot", projectType: "photoshoot" },
  { label: "Brand Campaign", projectType: "campaign" },
  { label: "Event Modeling", projectType: "event" },
  { label: "Video/Film", projectType: "other" },
  { label: "Other", projectType: "other" },
] as const satisfies readonly { label: string; projectType: ProjectType }[];
export type Purpose = (typeof purposes)[number]["label"];
export const purposeLabels: Purpose[] = purposes.map((p) => p.label);

export const projectTypeOf = (purpose: string): ProjectType | undefined => purposes.find((p) => p.label === purpose)?.projectType;

/** What a booking stores and shows for a request sent without notes (the spec's payload says so too). */
export const NO_DESCRIPTION = "No description";
/** The location of a booking request: the form does not ask, the agency agrees it later. */
export const LOCATION_TBD = "TBD";

export const bookingStatuses = ["pending", "confirmed", "completed", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

/**
 * The booking status machine (DESIGN): pending -> confirmed | cancelled, confirmed -> completed. Completed and
 * cancelled are final. The service refuses any other move with a 409.
 */
export const bookingTransitions: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed"],
  completed: [],
  cancelled: [],
};

export const canMoveBooking = (from: BookingStatus, to: BookingStatus) => bookingTransitions[from].includes(to);
