/**
 * What a talent's profile needs before staff may publish it (issue 26), browser-safe: the admin page shows the same
 * checklist the service enforces. Approval gives the talent their dashboard; publication puts them on the site.
 */

/** Portfolio photos besides the profile photo: enough for a profile page and a comp card's back (four places). */
const MIN_PORTFOLIO_PHOTOS = 3;

export const checklistItems = ["profile_photo", "portfolio", "height", "bio", "guardian_consent"] as const;
type ChecklistItem = (typeof checklistItems)[number];

/** What the checklist is judged on, read by the service. */
export interface PublicationFacts {
  hasProfilePhoto: boolean;
  /** Photos of the portfolio other than the profile photo. */
  portfolioPhotos: number;
  hasHeight: boolean;
  hasBio: boolean;
  minor: boolean;
  guardianConsented: boolean;
}

export interface ChecklistEntry {
  item: ChecklistItem;
  label: string;
  done: boolean;
  /** Why it is not done, for the 409's `errors` and the admin page; null when done. */
  missing: string | null;
}

/** The checklist in display order; the guardian's line only for a minor. */
export function publicationChecklist(f: PublicationFacts): ChecklistEntry[] {
  const entries: ChecklistEntry[] = [
    { item: "profile_photo", label: "Profile photo", done: f.hasProfilePhoto, missing: "Choose a profile photo." },
    {
      item: "portfolio",
      label: `At least ${MIN_PORTFOLIO_PHOTOS} portfolio photos`,
      done: f.portfolioPhotos >= MIN_PORTFOLIO_PHOTOS,
      missing: `Add portfolio photos: ${f.portfolioPhotos} of ${MIN_PORTFOLIO_PHOTOS}.`,
    },
    { item: "height", label: "Height", done: f.hasHeight, missing: "Enter the height." },
    { item: "bio", label: "Bio", done: f.hasBio, missing: "Write a bio." },
  ];
  if (f.minor) {
    entries.push({
      item: "guardian_consent",
      label: "Guardian's confirmed consent",
      done: f.guardianConsented,
      missing: "The parent or guardian has not confirmed consent yet.",
    });
  }
  return entries.map((e) => ({ ...e, missing: e.done ? null : e.missing }));
}

/** The 409's message: what is still missing, in one sentence. */
export function missingSummary(entries: ChecklistEntry[]): string {
  const open = entries.filter((e) => !e.done).map((e) => e.label.toLowerCase());
  return `This profile cannot be published yet. Missing: ${open.join(", ")}.`;
}

/** A guardian's link works this long after it is sent. */
export const GUARDIAN_LINK_DAYS = 14;

export const guardianStates = ["not_required", "confirmed", "awaiting", "expired", "no_link"] as const;
export type GuardianState = (typeof guardianStates)[number];
