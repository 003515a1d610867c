import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { GENDERS } from "@/lib/domain/genders";
import { TALENT_CATEGORIES } from "@/lib/domain/talent-categories";
import { oneLine } from "./common";
import { instagramHandleOf } from "@/lib/domain/instagram";
import { canonicalLengthText } from "@/lib/domain/measurements";
import { ADULT_AGE, MIN_AGE, ageOn, registerMessages, selectionChecks, todayIso } from "./register-rules";

export {
  ageOn,
  isMinor,
  parseIsoDate,
  profileImageRules,
  registerMessages,
  stateError,
  todayIso,
} from "./register-rules";

export const DEFAULT_PHONE_COUNTRY = "US";

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

/** An optional phone number: none (or an empty field) is null, a typed one must be valid. */
const optionalPhoneField = (message: string) =>
  z
    .string({ error: message })
    .prefault("")
    .refine((value) => !value.trim() || normalizePhone(value) !== null, message)
    .transform((value) => (value.trim() ? (normalizePhone(value) ?? value) : null));

/**
 * One of the fields the agency selects on: optional (an older client sends none), checked by the same function as
 * the form's (`selectionChecks`), then stored as `normalize` writes it. An empty field is null.
 */
const selectionField = (check: (text: string) => string | null, normalize: (text: string) => string = (t) => t) =>
  z
    .string()
    .max(2000)
    .optional()
    .transform((value, ctx) => {
      const trimmed = value?.trim();
      if (!trimmed) return null;
      const message = check(trimmed);
      if (message) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return normalize(trimmed);
    });

const text = (message: string, { required }: { required: boolean }) =>
  oneLine(
    z
      .string({ error: message })
      .trim()
      .min(required ? 1 : 0, message)
      .max(120, message),
  ).prefault("");

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
const registerFields = z.object({
  name: oneLine(
    z
      .string({ error: registerMessages.name })
      .trim()
      .min(2, registerMessages.name)
      .max(120, registerMessages.nameTooLong),
  ).prefault(""),
  email: emailField,
  phone: phoneField(registerMessages.phone),
  // Optional since the form asks for it as an extra; an older client's number is still checked and stored.
  whatsapp: optionalPhoneField(registerMessages.whatsapp),
  country: text(registerMessages.country, { required: true }),
  // Required when the country has states listed: checked against the lists (see `locationErrors`).
  state: text(registerMessages.state, { required: false }),
  city: text(registerMessages.city, { required: true }),
  gender: choice(GENDERS, registerMessages.gender),
  category: choice(TALENT_CATEGORIES, registerMessages.category),
  dob: z.string({ error: registerMessages.dobMissing }).trim().prefault(""),
  password: z
    .string({ error: registerMessages.password })
    .min(8, registerMessages.password)
    .max(200, registerMessages.passwordTooLong)
    .prefault(""),
  confirmPassword: z
    .string({ error: registerMessages.confirmPassword })
    .max(200, registerMessages.passwordTooLong)
    .prefault(""),
  guardian_name: oneLine(z.string().trim().max(120, registerMessages.nameTooLong)).optional(),
  guardian_email: z.string().trim().toLowerCase().max(254, registerMessages.email).optional(),
  guardian_consent: truthy,
  height: selectionField(selectionChecks.height),
  bust: selectionField(selectionChecks.bust, canonicalLengthText),
  waist: selectionField(selectionChecks.waist, canonicalLengthText),
  hips: selectionField(selectionChecks.hips, canonicalLengthText),
  shoe_size: selectionField(selectionChecks.shoe_size),
  hair_color: selectionField(selectionChecks.hair_color),
  eye_color: selectionField(selectionChecks.eye_color),
  /** A handle ("@name") or a profile link, stored as the bare handle. */
  instagram: selectionField(selectionChecks.instagram, (t) => instagramHandleOf(t) ?? t),
});

export const registerSchema = registerFields.superRefine((v, ctx) => {
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

const imageFile = z.instanceof(File).optional();

/**
 * The request as the OpenAPI document shows it: the fields plus the files, which the service reads from the form
 * itself (each checked by its bytes in `lib/storage`). The snapshots are required by the site's form only.
 */
export const registerDocument = registerFields.extend({
  profile_image: imageFile.describe("Optional profile picture (JPG, PNG, GIF or WebP, at most 10 MB)"),
  snapshot_head: imageFile.describe("Application snapshot: head and shoulders"),
  snapshot_full_length: imageFile.describe("Application snapshot: full length"),
  snapshot_profile: imageFile.describe("Application snapshot: profile (side on)"),
});
