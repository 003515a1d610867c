/**
 * The booking request's rules without zod: the constants, the mappings of spec section 9 and the form's own check.
 * The booking form imports this file only, so no schema library ships with the public page; the server checks the
 * payload with the zod schema in `./booking.ts`, which uses the same constants and messages.
 */

import { hasLineBreak, ONE_LINE_MESSAGE } from "@/lib/domain/one-line";
import { isEmail, normalizeEmail } from "./email-rules";

/**
 * A phone number as typed, pasted or autofilled: digits with an optional leading "+", and the separators people
 * write (spaces, dots, dashes, brackets). The limit of 7 to 15 digits counts digits only, so "+33 1 42 68 53 00" is
 * never cut; the server stores it as E.164 (`./phone.ts`).
 */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;
/** A bound on what the field holds (a paste with extra spacing still fits), not the digits' rule. */
export const PHONE_MAX_CHARACTERS = 32;
export const INVALID_PHONE = {
  title: "Invalid Phone Number",
  description: "Please enter a valid phone number (7–15 digits, numbers only).",
} as const;

export const bookingMessages = {
  fullName: "Please enter your full name",
  email: "Invalid email address",
  phone: INVALID_PHONE.description,
  budget: "Please select a budget range",
  purpose: "Please select a purpose",
  talent: "Please choose a talent",
  invalidDate: "Enter a valid date",
  dateTooEarly: "The preferred date must be tomorrow or later",
} as const;

/** The longest value of each free-text field, and the message past it (the form and the server say the same). */
export const bookingMaxLengths = { fullName: 120, companyName: 160, notes: 5000 } as const;
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

/** Whether a phone number as typed has the form and the 7 to 15 digits the booking forms take. */
export function isPhoneInput(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length > PHONE_MAX_CHARACTERS || !PHONE_PATTERN.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, "").length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

export const budgetRanges = [
  { label: "$1,000 - $5,000", min: 1000, max: 5000 },
  { label: "$5,000 - $10,000", min: 5000, max: 10000 },
  { label: "$10,000 - $25,000", min: 10000, max: 25000 },
  { label: "$25,000 - $50,000", min: 25000, max: 50000 },
  { label: "$50,000+", min: 50000, max: null },
] as const;
export type BudgetRange = (typeof budgetRanges)[number]["label"];

/** budget_min and budget_max of a range; both null with no selection. */
export function budgetOf(label: string | null | undefined): { budget_min: number | null; budget_max: number | null } {
  const range = budgetRanges.find((b) => b.label === label);
  return { budget_min: range?.min ?? null, budget_max: range?.max ?? null };
}

export const projectTypes = ["runway", "commercial", "photoshoot", "campaign", "event", "other"] as const;
export type ProjectType = (typeof projectTypes)[number];

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

export const projectTypeOf = (purpose: string): ProjectType | undefined => purposes.find((p) => p.label === purpose)?.projectType;

/**
 * The one label of each project type, wherever one is shown (the confirmation mail, the admin's booking cards and
 * detail, the talent's notification): the spec's purpose of section 9 that maps to it ('Other' for other).
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

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (2031-02-30 is not). */
export function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDay(d) === value;
}

/** Tomorrow in the visitor's own time zone: the `min` of the date input. */
export function tomorrowLocal(now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * The earliest preferred date the server accepts. The visitor's "tomorrow" depends on their time zone, which the
 * server does not know, so it takes the most lenient one: tomorrow in the westernmost zone (UTC-12). A date that is
 * today or earlier everywhere on earth is refused.
 */
export function earliestProjectDate(now = new Date()): string {
  const westernmost = new Date(now.getTime() - 12 * 3600_000);
  return isoDay(new Date(Date.UTC(westernmost.getUTCFullYear(), westernmost.getUTCMonth(), westernmost.getUTCDate() + 1)));
}

/** The form's fields; optional ones are empty strings when left blank. */
export interface BookingFormValues {
  fullName: string;
  companyName: string;
  email: string;
  phone: string;
  budgetRange: string;
  purpose: string;
  preferredDate: string;
  notes: string;
}
export type BookingFormField = keyof BookingFormValues;
export type BookingFormErrors = Partial<Record<BookingFormField, string>>;

/** The form's check, field by field, with the same messages as the server (spec section 5). */
export function validateBookingForm(values: BookingFormValues, tomorrow = tomorrowLocal()): BookingFormErrors {
  const errors: BookingFormErrors = {};
  const fullName = values.fullName.trim();
  if (!fullName) errors.fullName = bookingMessages.fullName;
  else if (fullName.length > bookingMaxLengths.fullName) errors.fullName = tooLongMessage(bookingMaxLengths.fullName);
  else if (hasLineBreak(fullName)) errors.fullName = ONE_LINE_MESSAGE;
  const companyName = values.companyName.trim();
  if (companyName.length > bookingMaxLengths.companyName) errors.companyName = tooLongMessage(bookingMaxLengths.companyName);
  else if (hasLineBreak(companyName)) errors.companyName = ONE_LINE_MESSAGE;
  if (!isEmail(normalizeEmail(values.email))) errors.email = bookingMessages.email;
  if (!isPhoneInput(values.phone)) errors.phone = bookingMessages.phone;
  if (!budgetRanges.some((b) => b.label === values.budgetRange)) errors.budgetRange = bookingMessages.budget;
  if (!projectTypeOf(values.purpose)) errors.purpose = bookingMessages.purpose;
  if (values.preferredDate) {
    if (!isRealDay(values.preferredDate)) errors.preferredDate = bookingMessages.invalidDate;
    else if (values.preferredDate < tomorrow) errors.preferredDate = bookingMessages.dateTooEarly;
  }
  if (values.notes.trim().length > bookingMaxLengths.notes) errors.notes = tooLongMessage(bookingMaxLengths.notes);
  return errors;
}

/** The API payload of spec section 3 from the form's (valid) values. */
export function bookingPayloadFrom(talentProfileId: number, values: BookingFormValues) {
  return {
    talent_profile_id: talentProfileId,
    client_name: values.fullName.trim(),
    client_email: values.email.trim(),
    client_phone: values.phone.trim(),
    company_name: values.companyName.trim() || null,
    project_type: projectTypeOf(values.purpose) ?? "other",
    project_description: values.notes.trim() || "No description",
    project_date: values.preferredDate || null,
    project_duration: null,
    location: "TBD",
    ...budgetOf(values.budgetRange),
  };
}
