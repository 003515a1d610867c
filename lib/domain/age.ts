/**
 * Age from a date of birth: the one home of "how old" and "is a minor", for the registration rules, the review queue
 * and the admin lists. Browser-safe: no imports.
 */

/** The youngest an applicant may be (spec: "You must be at least 13 years old"). */
export const MIN_AGE = 13;
/** Under this age a talent is a minor: a parent or guardian's name, email and consent are required. */
export const ADULT_AGE = 18;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as a calendar date, or null when it is not one (2024-02-30 is not). */
export function parseIsoDate(value: string): { y: number; m: number; d: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Whole years between a `YYYY-MM-DD` birth date and `now`; null for a date that does not parse. */
export function ageOn(dob: string, now = new Date()): number | null {
  const date = parseIsoDate(dob);
  if (!date) return null;
  let age = now.getFullYear() - date.y;
  const beforeBirthday = now.getMonth() + 1 < date.m || (now.getMonth() + 1 === date.m && now.getDate() < date.d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Under 18 on `now`. No date, or one that does not parse, is not a minor (nothing says so). */
export function isMinor(dob: string | undefined | null, now = new Date()): boolean {
  const age = dob ? ageOn(dob, now) : null;
  return age !== null && age >= 0 && age < ADULT_AGE;
}
