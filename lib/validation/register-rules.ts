// The registration form's checks without zod or libphonenumber, so the /register page ships neither. The server
// validates the same request with `registerSchema` (register.ts), which re-exports the shared parts from here;
// register-rules.test.ts keeps the two in agreement over tables of inputs.
import { genderOptionsIn } from "@/lib/domain/genders";
import { talentCategoryOptions } from "@/lib/domain/talent-categories";
import { emailMessages, isEmail, normalizeEmail } from "./email-rules";
import { hasLineBreak, ONE_LINE_MESSAGE } from "@/lib/domain/one-line";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, mimeTypesOf, PHOTO_FORMATS } from "@/lib/domain/image-formats";
import { ADULT_AGE, MIN_AGE, ageOn } from "@/lib/domain/age";
import { parseHeightCm } from "@/lib/domain/height";
import { INSTAGRAM_MESSAGE, instagramHandleOf } from "@/lib/domain/instagram";
import { readLength } from "@/lib/domain/measurements";

/** The spec's messages (section 5, Registration), plus the guardian rules this product adds for minors. */
export const registerMessages = {
  name: "Name must be at least 2 characters",
  nameTooLong: "Name must be at most 120 characters",
  email: emailMessages.invalid,
  password: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 200 characters",
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
  height: "Please enter your height",
  heightUnreadable: "Enter your height in cm or inches (e.g. 175 cm)",
  bust: "Enter your bust / chest in cm or inches",
  waist: "Enter your waist in cm or inches",
  hips: "Enter your hips in cm or inches",
  shoeSize: "Shoe size must be at most 20 characters",
  colourTooLong: "Colour must be at most 40 characters",
  instagram: INSTAGRAM_MESSAGE,
} as const;

export { ADULT_AGE, MIN_AGE, ageOn, isMinor, parseIsoDate } from "@/lib/domain/age";

/** The registration form's choices: the categories in their order, then Female, Male, Other. */
export const categoryOptions = talentCategoryOptions();
export const genderOptions = genderOptionsIn(["female", "male", "other"]);

/** Today's date as `YYYY-MM-DD` in the local time zone (the date input's `max`). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A state is required only where the dataset lists states for the country (53 small countries and territories
 * have none): the form and the server both ask this with what they know of the lists.
 */
export function stateError(state: string | undefined, statesListed: boolean): string | null {
  return statesListed && !state?.trim() ? registerMessages.state : null;
}

/** Folds case and accents, so "sao paulo" matches "São Paulo" (the server compares the same way). */
export const foldPlace = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").trim().toLowerCase();

/** The profile picture's checks in the browser; the server checks the bytes again (`storeImage`). */
export const profileImageRules = {
  maxBytes: MAX_IMAGE_BYTES,
  accept: mimeTypesOf(PHOTO_FORMATS).join(","),
  /** The same words as the server's limit message (lib/storage). */
  tooLarge: IMAGE_TOO_LARGE,
  notImage: "Please choose an image file (JPG, PNG, GIF or WebP).",
} as const;

/**
 * A number as the form sends it: "+", the calling code, then the national number as typed (a leading trunk "0"
 * included; the server drops it when it reads the number). A number typed with its own "+" is kept as it is.
 */
export function composePhone(callingCode: string, national: string): string {
  const typed = national.trim();
  if (!/\d/.test(typed)) return "";
  if (typed.startsWith("+")) return "+" + typed.replace(/\D/g, "");
  return `+${callingCode}${typed.replace(/\D/g, "")}`;
}

/**
 * Whether a composed number could be a phone number at all (6 to 17 digits after the "+"). The full check, against
 * each country's numbering plan, is the server's: its 422 answer puts the message under the field.
 */
export const phoneLooksValid = (value: string): boolean => /^\+\d{6,17}$/.test(value);

export type RegisterFormValues = {
  name: string;
  email: string;
  phone: string;
  whatsapp: string;
  country: string;
  state: string;
  city: string;
  gender: string;
  category: string;
  dob: string;
  password: string;
  confirmPassword: string;
  guardian_name?: string;
  guardian_email?: string;
  guardian_consent?: boolean;
  /** What the agency selects on: optional for the API (an older client sends none), asked for by the site's form. */
  height?: string;
  bust?: string;
  waist?: string;
  hips?: string;
  shoe_size?: string;
  hair_color?: string;
  eye_color?: string;
  instagram?: string;
};
type RegisterField = keyof RegisterFormValues;
export type RegisterFormErrors = Partial<Record<RegisterField, string>>;

/** What the form knows of the place lists it loaded: whether the country has states, and the state's cities. */
export type PlaceLists = { statesListed: boolean; cities: readonly string[] };

function textError(value: string, message: string, { min, max = 120 }: { min: number; max?: number }) {
  const trimmed = value.trim();
  if (trimmed.length < min || trimmed.length > max) return message;
  return hasLineBreak(trimmed) ? ONE_LINE_MESSAGE : null;
}

function dobErrors(v: RegisterFormValues, email: string): RegisterFormErrors {
  const dob = v.dob.trim();
  const age = dob ? ageOn(dob) : null;
  if (age === null) return { dob: registerMessages.dobMissing };
  if (dob > todayIso()) return { dob: registerMessages.dobFuture };
  if (age < MIN_AGE) return { dob: registerMessages.dob };
  if (age >= ADULT_AGE) return {};
  const errors: RegisterFormErrors = {};
  const guardianName = v.guardian_name?.trim() ?? "";
  const guardianEmail = normalizeEmail(v.guardian_email ?? "");
  if (guardianName.length < 2) errors.guardian_name = registerMessages.guardianName;
  else if (guardianName.length > 120) errors.guardian_name = registerMessages.nameTooLong;
  else if (hasLineBreak(guardianName)) errors.guardian_name = ONE_LINE_MESSAGE;
  if (!guardianEmail) errors.guardian_email = registerMessages.guardianEmail;
  else if (!isEmail(guardianEmail)) errors.guardian_email = registerMessages.email;
  else if (guardianEmail === email) errors.guardian_email = registerMessages.guardianEmailSame;
  if (!v.guardian_consent) errors.guardian_consent = registerMessages.guardianConsent;
  return errors;
}

/**
 * The checks of what the agency selects on, each field optional: the server's schema runs the same functions
 * (register.ts), so the form and the API agree on every value.
 */
export const selectionChecks = {
  height: (text: string) => (parseHeightCm(text) === null ? registerMessages.heightUnreadable : null),
  bust: (text: string) => (readLength(text) === null ? registerMessages.bust : null),
  waist: (text: string) => (readLength(text) === null ? registerMessages.waist : null),
  hips: (text: string) => (readLength(text) === null ? registerMessages.hips : null),
  shoe_size: (text: string) => textError(text, registerMessages.shoeSize, { min: 0, max: 20 }),
  hair_color: (text: string) => textError(text, registerMessages.colourTooLong, { min: 0, max: 40 }),
  eye_color: (text: string) => textError(text, registerMessages.colourTooLong, { min: 0, max: 40 }),
  instagram: (text: string) => (instagramHandleOf(text) === null ? registerMessages.instagram : null),
} as const satisfies Partial<Record<RegisterField, (text: string) => string | null>>;

function selectionErrors(v: RegisterFormValues): RegisterFormErrors {
  const errors: RegisterFormErrors = {};
  for (const [field, check] of Object.entries(selectionChecks) as [keyof typeof selectionChecks, (t: string) => string | null][]) {
    const value = v[field]?.trim();
    const message = value ? check(value) : null;
    if (message) errors[field] = message;
  }
  return errors;
}

/** What only the site's form requires (the API takes an older client's payload without them). */
export function siteFormErrors(v: RegisterFormValues): RegisterFormErrors {
  return v.height?.trim() ? {} : { height: registerMessages.height };
}

/** Field messages for the registration form, in the schema's words; places are checked against the loaded lists. */
export function validateRegisterForm(v: RegisterFormValues, places: PlaceLists): RegisterFormErrors {
  const email = normalizeEmail(v.email);
  const found: Record<string, string | null> = {
    name: v.name.trim().length > 120 ? registerMessages.nameTooLong : textError(v.name, registerMessages.name, { min: 2 }),
    email: isEmail(email) ? null : registerMessages.email,
    phone: phoneLooksValid(v.phone) ? null : registerMessages.phone,
    // Optional: a number typed is checked, none is fine.
    whatsapp: !v.whatsapp || phoneLooksValid(v.whatsapp) ? null : registerMessages.whatsapp,
    country: textError(v.country, registerMessages.country, { min: 1 }),
    state: textError(v.state, registerMessages.state, { min: 0 }) ?? stateError(v.state, places.statesListed),
    // Any typed city is accepted: one the state's list lacks is kept as typed and flagged (lib/domain/places.ts).
    city: textError(v.city, registerMessages.city, { min: 1 }),
    gender: genderOptions.some((o) => o.value === v.gender) ? null : registerMessages.gender,
    category: categoryOptions.some((o) => o.value === v.category) ? null : registerMessages.category,
    password: v.password.length < 8 ? registerMessages.password : v.password.length > 200 ? registerMessages.passwordTooLong : null,
    confirmPassword:
      v.confirmPassword.length > 200
        ? registerMessages.passwordTooLong
        : v.password !== v.confirmPassword
          ? registerMessages.confirmPassword
          : null,
  };
  const errors: RegisterFormErrors = {};
  for (const [field, message] of Object.entries(found)) if (message) errors[field as RegisterField] = message;
  return { ...errors, ...selectionErrors(v), ...dobErrors(v, email) };
}

