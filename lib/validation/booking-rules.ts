/**
 * The booking request's rules without zod: the messages, limits and the forms' own check. The three forms that send
 * a booking request (the booking form, the shortlist inquiry, a client package's selection) import this file and
 * the vocabulary (`@/lib/domain/booking`) only, so no schema library ships with the public pages; the server checks
 * the payload with the zod schemas of `./booking.ts`, which use the same constants and messages.
 */

import {
  budgetOf,
  budgetRanges,
  LOCATION_TBD,
  NO_DESCRIPTION,
  projectTypeOf,
} from "@/lib/domain/booking";
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

/**
 * The project's fields, which every booking request has (the booking form, the shortlist inquiry, a package's
 * selection); optional ones are empty strings when left blank.
 */
export interface BookingBriefValues {
  budgetRange: string;
  purpose: string;
  preferredDate: string;
  notes: string;
}

/** The booking form's and the shortlist's fields: the client's details, then the brief. */
export interface BookingFormValues extends BookingBriefValues {
  fullName: string;
  companyName: string;
  email: string;
  phone: string;
}
export type BookingFormField = keyof BookingFormValues;
export type BookingFormErrors = Partial<Record<BookingFormField, string>>;

/** The brief's check, shared by the three forms, with the same messages as the server (spec section 5). */
export function validateBookingBrief(values: BookingBriefValues, tomorrow = tomorrowLocal()): BookingFormErrors {
  const errors: BookingFormErrors = {};
  if (!budgetRanges.some((b) => b.label === values.budgetRange)) errors.budgetRange = bookingMessages.budget;
  if (!projectTypeOf(values.purpose)) errors.purpose = bookingMessages.purpose;
  if (values.preferredDate) {
    if (!isRealDay(values.preferredDate)) errors.preferredDate = bookingMessages.invalidDate;
    else if (values.preferredDate < tomorrow) errors.preferredDate = bookingMessages.dateTooEarly;
  }
  if (values.notes.trim().length > bookingMaxLengths.notes) errors.notes = tooLongMessage(bookingMaxLengths.notes);
  return errors;
}

/** A phone number's check: required on the booking form and the shortlist, optional on a package's selection. */
export function phoneError(phone: string, required: boolean): string | undefined {
  if (!required && !phone.trim()) return undefined;
  return isPhoneInput(phone) ? undefined : bookingMessages.phone;
}

/** The booking form's and the shortlist's check, field by field, with the same messages as the server. */
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
  const phone = phoneError(values.phone, true);
  if (phone) errors.phone = phone;
  return { ...errors, ...validateBookingBrief(values, tomorrow) };
}

/**
 * The brief as the shortlist inquiry and a package's selection send it (`bookingRequestSchema`'s fields): the budget
 * and purpose as the form's labels, no notes as null.
 */
export function bookingBriefPayloadFrom(values: BookingBriefValues) {
  return {
    project_date: values.preferredDate || null,
    budget_range: values.budgetRange,
    purpose: values.purpose,
    notes: values.notes.trim() || null,
  };
}

/** The shortlist inquiry's client and brief (`bookingRequestSchema`), from the form's (valid) values. */
export function bookingRequestPayloadFrom(values: BookingFormValues) {
  return {
    client_name: values.fullName.trim(),
    client_email: values.email.trim(),
    client_phone: values.phone.trim(),
    company_name: values.companyName.trim() || null,
    ...bookingBriefPayloadFrom(values),
  };
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
    project_description: values.notes.trim() || NO_DESCRIPTION,
    project_date: values.preferredDate || null,
    project_duration: null,
    location: LOCATION_TBD,
    ...budgetOf(values.budgetRange),
  };
}
