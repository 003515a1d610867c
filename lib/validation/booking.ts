import { z } from "zod";

/**
 * The booking request: the form's fields (what the visitor fills in) and the API payload of spec section 3 (what
 * `POST /bookings` receives), with the mapping between them. Messages are the spec's where it gives them.
 */

export const PHONE_PATTERN = /^\+?\d{7,15}$/;
export const PHONE_MAX_LENGTH = 15;
export const INVALID_PHONE = {
  title: "Invalid Phone Number",
  description: "Please enter a valid phone number (7–15 digits, numbers only).",
} as const;

/** What the phone input keeps of a keystroke or a paste: digits and plus, at most 15 characters. */
export function cleanPhoneInput(value: string): string {
  return value.replace(/[^\d+]/g, "").slice(0, PHONE_MAX_LENGTH);
}

export const budgetRanges = [
  { label: "$1,000 - $5,000", min: 1000, max: 5000 },
  { label: "$5,000 - $10,000", min: 5000, max: 10000 },
  { label: "$10,000 - $25,000", min: 10000, max: 25000 },
  { label: "$25,000 - $50,000", min: 25000, max: 50000 },
  { label: "$50,000+", min: 50000, max: null },
] as const;
export type BudgetRange = (typeof budgetRanges)[number]["label"];
const budgetLabels = budgetRanges.map((b) => b.label) as [BudgetRange, ...BudgetRange[]];

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
const purposeLabels = purposes.map((p) => p.label) as [Purpose, ...Purpose[]];

export const projectTypeOf = (purpose: Purpose): ProjectType => purposes.find((p) => p.label === purpose)!.projectType;

export const projectTypeLabels: Record<ProjectType, string> = {
  runway: "Fashion Show",
  commercial: "Commercial Photography",
  photoshoot: "Editorial Photoshoot",
  campaign: "Brand Campaign",
  event: "Event Modeling",
  other: "Other",
};

/** YYYY-MM-DD of a date in the given UTC offset (minutes). */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
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

const isRealDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && isoDay(d) === v;
};

export const DATE_TOO_EARLY = "The preferred date must be tomorrow or later";

const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

const email = z
  .string({ error: "Invalid email address" })
  .trim()
  .max(254, { error: "Invalid email address" })
  .pipe(z.email({ error: "Invalid email address" }));

const phone = z
  .string({ error: INVALID_PHONE.description })
  .trim()
  .regex(PHONE_PATTERN, { error: INVALID_PHONE.description });

/** The visitor's form (react-hook-form + zodResolver). Optional fields are empty strings when left blank. */
export const bookingFormSchema = z.object({
  fullName: requiredText(120, "Please enter your full name"),
  companyName: z.string().trim().max(160, { error: "Must be at most 160 characters" }),
  email,
  phone,
  budgetRange: z.enum(budgetLabels, { error: "Please select a budget range" }),
  purpose: z.enum(purposeLabels, { error: "Please select a purpose" }),
  preferredDate: z
    .string()
    .refine((v) => v === "" || isRealDay(v), { error: "Enter a valid date" })
    .refine((v) => v === "" || v >= tomorrowLocal(), { error: DATE_TOO_EARLY }),
  notes: z.string().trim().max(5000, { error: "Must be at most 5000 characters" }),
});
export type BookingFormValues = z.input<typeof bookingFormSchema>;

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));

const money = z.number({ error: "Must be a number" }).int().min(0).max(100_000_000).nullish().transform((v) => v ?? null);

/** `POST /bookings`, the payload of spec section 3. */
export const bookingPayloadSchema = z
  .object({
    talent_profile_id: z.coerce.number({ error: "Please choose a talent" }).int().positive({ error: "Please choose a talent" }),
    client_name: requiredText(120, "Please enter your full name"),
    client_email: email,
    client_phone: phone,
    company_name: nullableText(160),
    project_type: z.enum(projectTypes, { error: "Please select a purpose" }),
    project_description: nullableText(5000).transform((v) => v ?? "No description"),
    project_date: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isRealDay(v), { error: "Enter a valid date" })
      .refine((v) => v === null || v >= earliestProjectDate(), { error: DATE_TOO_EARLY }),
    project_duration: nullableText(120),
    location: nullableText(200).transform((v) => v ?? "TBD"),
    budget_min: money,
    budget_max: money,
  })
  .superRefine((value, ctx) => {
    // The budget range is required, and budget_min/budget_max must be one of the five ranges.
    const known = budgetRanges.some((b) => b.min === value.budget_min && b.max === value.budget_max);
    if (!known) ctx.addIssue({ code: "custom", path: ["budget_min"], message: "Please select a budget range" });
  });
export type BookingPayload = z.input<typeof bookingPayloadSchema>;
export type BookingInput = z.output<typeof bookingPayloadSchema>;

/** The form's values as the API payload (spec section 3). */
export function bookingPayloadFrom(talentProfileId: number, values: z.output<typeof bookingFormSchema>): BookingPayload {
  return {
    talent_profile_id: talentProfileId,
    client_name: values.fullName,
    client_email: values.email,
    client_phone: values.phone,
    company_name: values.companyName || null,
    project_type: projectTypeOf(values.purpose),
    project_description: values.notes || "No description",
    project_date: values.preferredDate || null,
    project_duration: null,
    location: "TBD",
    ...budgetOf(values.budgetRange),
  };
}
