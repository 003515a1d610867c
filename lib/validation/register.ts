import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { genders, talentCategories } from "./common";

/** The spec's messages (section 5, Registration), plus the guardian rules this product adds for minors. */
export const registerMessages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  password: "Password must be at least 8 characters",
  confirmPassword: "Passwords don't match",
  phone: "Enter a valid phone number",
  whatsapp: "Enter a valid WhatsApp number",
  country: "Please select a country",
  state: "Please select a state",
  city: "Please select a city",
  gender: "Please select your gender",
  category: "Please select a category",
  dob: "You must be at least 13 years old",
  dobMissing: "Please enter your date of birth",
  dobFuture: "Date of birth cannot be in the future",
  guardianName: "A parent or guardian's name is required for applicants under 18",
  guardianEmail: "A parent or guardian's email is required for applicants under 18",
  guardianEmailSame: "The parent or guardian's email must be different from yours",
  guardianConsent: "Parental or guardian consent is required for applicants under 18",
  emailTaken: "This email is already registered",
} as const;

export const MIN_AGE = 13;
export const ADULT_AGE = 18;
export const DEFAULT_PHONE_COUNTRY = "US";

export const categoryOptions = [
  { value: "female", label: "Female Model" },
  { value: "male", label: "Male Model" },
  { value: "influencer", label: "Influencer" },
  { value: "teen", label: "Teen Model" },
] as const satisfies readonly { value: (typeof talentCategories)[number]; label: string }[];

export const genderOptions = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
  { value: "other", label: "Other" },
] as const satisfies readonly { value: (typeof genders)[number]; label: string }[];

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

/** Today's date as `YYYY-MM-DD` in the local time zone (the date input's `max`). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
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

/** An applicant under 18 needs a parent or guardian's name, email and consent. */
export function isMinor(dob: string | undefined | null, now = new Date()): boolean {
  const age = dob ? ageOn(dob, now) : null;
  return age !== null && age >= MIN_AGE && age < ADULT_AGE;
}

/** A phone number in any common notation (E.164 preferred; national numbers read as US) -> E.164. */
export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > 32 || !isValidPhoneNumber(trimmed, DEFAULT_PHONE_COUNTRY)) return null;
  return parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_COUNTRY)?.number ?? null;
}

// A refinement (not an issue raised inside the transform) so that a bad number does not stop the checks that
// span fields (passwords, age) from running and reporting too.
const phoneField = (message: string) =>
  z
    .string({ error: message })
    .prefault("")
    .refine((value) => normalizePhone(value) !== null, message)
    .transform((value) => normalizePhone(value) ?? value);

const text = (message: string, { required }: { required: boolean }) =>
  z
    .string({ error: message })
    .trim()
    .min(required ? 1 : 0, message)
    .max(120, message)
    .prefault("");

/** One of a few values; an empty or unknown choice gets the message (and does not stop the other checks). */
const choice = <const T extends readonly string[]>(values: T, message: string) =>
  z
    .string({ error: message })
    .prefault("")
    .refine((v) => (values as readonly string[]).includes(v), message)
    .transform((v) => v as T[number]);

const emailField = z
  .string({ error: registerMessages.email })
  .trim()
  .toLowerCase()
  .max(254, registerMessages.email)
  .pipe(z.email(registerMessages.email))
  .prefault("");

const truthy = z
  .union([z.boolean(), z.string()], { error: registerMessages.guardianConsent })
  .optional()
  .transform((v) => v === true || v === "true" || v === "on" || v === "1" || v === "yes");

/**
 * The registration fields (multipart on the wire, the form's values in the browser). Country, state and city are
 * only checked for presence here: whether they name real places is checked against the location dataset, which
 * stays on the server (`lib/services/locations.ts`); the form checks them against the lists it loaded.
 */
export const registerSchema = z
  .object({
    name: z.string({ error: registerMessages.name }).trim().min(2, registerMessages.name).max(120).prefault(""),
    email: emailField,
    phone: phoneField(registerMessages.phone),
    whatsapp: phoneField(registerMessages.whatsapp),
    country: text(registerMessages.country, { required: true }),
    // Required when the country has states listed: checked against the lists (see `locationErrors`).
    state: text(registerMessages.state, { required: false }),
    city: text(registerMessages.city, { required: true }),
    gender: choice(genders, registerMessages.gender),
    category: choice(talentCategories, registerMessages.category),
    dob: z.string({ error: registerMessages.dobMissing }).trim().prefault(""),
    password: z.string({ error: registerMessages.password }).min(8, registerMessages.password).max(200).prefault(""),
    confirmPassword: z.string({ error: registerMessages.confirmPassword }).max(200).prefault(""),
    guardian_name: z.string().trim().max(120).optional(),
    guardian_email: z.string().trim().toLowerCase().max(254).optional(),
    guardian_consent: truthy,
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: registerMessages.confirmPassword });
    }
    if (!v.dob) {
      ctx.addIssue({ code: "custom", path: ["dob"], message: registerMessages.dobMissing });
      return;
    }
    const age = ageOn(v.dob);
    if (age === null) {
      ctx.addIssue({ code: "custom", path: ["dob"], message: registerMessages.dobMissing });
      return;
    }
    if (v.dob > todayIso()) {
      ctx.addIssue({ code: "custom", path: ["dob"], message: registerMessages.dobFuture });
      return;
    }
    if (age < MIN_AGE) {
      ctx.addIssue({ code: "custom", path: ["dob"], message: registerMessages.dob });
      return;
    }
    if (age >= ADULT_AGE) return;
    if (!v.guardian_name || v.guardian_name.length < 2) {
      ctx.addIssue({ code: "custom", path: ["guardian_name"], message: registerMessages.guardianName });
    }
    if (!v.guardian_email) {
      ctx.addIssue({ code: "custom", path: ["guardian_email"], message: registerMessages.guardianEmail });
    } else if (!z.email().safeParse(v.guardian_email).success) {
      ctx.addIssue({ code: "custom", path: ["guardian_email"], message: registerMessages.email });
    } else if (v.guardian_email === v.email) {
      ctx.addIssue({ code: "custom", path: ["guardian_email"], message: registerMessages.guardianEmailSame });
    }
    if (!v.guardian_consent) {
      ctx.addIssue({ code: "custom", path: ["guardian_consent"], message: registerMessages.guardianConsent });
    }
  });

export type RegisterFormValues = z.input<typeof registerSchema>;
export type RegisterInput = z.output<typeof registerSchema>;

/**
 * A state is required only where the dataset lists states for the country (53 small countries and territories
 * have none): the form and the server both ask this with what they know of the lists.
 */
export function stateError(state: string | undefined, statesListed: boolean): string | null {
  return statesListed && !state?.trim() ? registerMessages.state : null;
}

/** The profile picture's checks in the browser; the server checks the bytes again (`storeImage`). */
export const profileImageRules = {
  maxBytes: 10 * 1024 * 1024,
  accept: "image/jpeg,image/png,image/gif,image/webp",
  /** The same words as the server's limit message (lib/storage). */
  tooLarge: "The image is too large: the limit is 10 MB.",
  notImage: "Please choose an image file (JPG, PNG, GIF or WebP).",
} as const;
