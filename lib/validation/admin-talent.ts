import { z } from "zod";
import { emailSchema } from "./email";
import { approvedStatuses } from "@/lib/domain/talent-status";
import { GENDERS } from "@/lib/domain/genders";
import { TALENT_CATEGORIES } from "@/lib/domain/talent-categories";
import { dbId, oneLine, pagingSchema } from "./common";
import { LENGTH_DESCRIPTION, lengthText } from "./measurement-length";

/**
 * Inputs of the admin talent screens. The routes read JSON or multipart (where every value is a string), so blank
 * strings mean "not given" on create and "clear it" on update, and booleans may arrive as "true"/"false".
 */

const blank = (v: unknown) => typeof v === "string" && v.trim() === "";
const blankToUndefined = (v: unknown) => (blank(v) ? undefined : v);
const blankToNull = (v: unknown) => (blank(v) ? null : v);

/** Free text, line breaks allowed: the bio. */
const paragraph = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
/** Every other text field is one line: a name, a place, a measurement. */
const text = (label: string, max: number) => oneLine(paragraph(label, max));

/** Bust, waist and hips: a length with an explicit unit (a bare number is centimetres), stored as "60 cm" / "24 in". */
const length = (label: string) => lengthText(label, text(label, 40));

/** Optional on create: a blank value is left out. */
const optionalText = (label: string, max = 60) => z.preprocess(blankToUndefined, text(label, max).optional());
const optionalLength = (label: string) => z.preprocess(blankToUndefined, length(label).optional()).meta({ description: LENGTH_DESCRIPTION });
/** On update: a blank value clears the field (null); a missing key leaves it as it is. */
const clearableText = (label: string, max = 60, field = text) => z.preprocess(blankToNull, field(label, max).nullable().optional());
const clearableLength = (label: string) =>
  z.preprocess(blankToNull, length(label).nullable().optional()).meta({ description: LENGTH_DESCRIPTION });

const PHONE_INVALID = "Please enter a valid phone number";
const phone = z
  .string()
  .trim()
  .max(32, PHONE_INVALID)
  .regex(/^\+?[0-9][0-9 ().-]{4,30}$/, PHONE_INVALID);

const emailField = emailSchema();

const PASSWORD_TOO_SHORT = "Password must be at least 8 characters";
const DOB_RANGE = "Date of birth must be between 1900-01-01 and today";
export const MIN_DOB = "1900-01-01";

/** Today as YYYY-MM-DD (UTC), the latest date of birth accepted. */
const todayIso = () => new Date().toISOString().slice(0, 10);

const dob = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a valid date of birth")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    message: "Please enter a valid date of birth",
  })
  .refine((v) => v >= MIN_DOB && v <= todayIso(), { message: DOB_RANGE });

const category = z.enum(TALENT_CATEGORIES, { error: "Please choose a category: male, female, influencer or teen" });
const gender = z.enum(GENDERS, { error: "Please choose a gender: male, female or other" });

const booleanish = z.preprocess(
  (v) => (v === "true" || v === "1" || v === "on" ? true : v === "false" || v === "0" ? false : v),
  z.boolean({ error: "Must be true or false" }),
);

const imageFile = z.preprocess(
  // A file input left empty is sent as an empty, nameless part.
  (v) => (v instanceof File && v.size === 0 ? undefined : blankToUndefined(v)),
  z.instanceof(File, { error: "Please choose an image file" }).optional(),
);

/** The measurement and detail fields both the create dialog and the edit form send. */
const detailFields = {
  country: optionalText("Country", 80),
  state: optionalText("State/Province", 80),
  city: optionalText("City", 80),
  height: optionalText("Height", 40),
  waist: optionalLength("Waist"),
  bust: optionalLength("Bust"),
  hips: optionalLength("Hips"),
  shoe_size: optionalText("Shoe size", 40),
  dress_size: optionalText("Dress size", 40),
  hair_color: optionalText("Hair color", 40),
  eye_color: optionalText("Eye color", 40),
  experience_level: optionalText("Years of experience", 100),
};

const createShape = {
  email: emailField,
  password: z.preprocess(blankToUndefined, z.string().min(8, PASSWORD_TOO_SHORT).max(200, "Password is too long").optional()),
  category: z.preprocess(blankToUndefined, category.optional()),
  gender: z.preprocess(blankToUndefined, gender.optional()),
  dob: z.preprocess(blankToUndefined, dob.optional()),
  phone: z.preprocess(blankToUndefined, phone.optional()),
  whatsapp: z.preprocess(blankToUndefined, phone.optional()),
  ...detailFields,
};

/**
 * `POST /admin/talents` (and `/auth/register` from a staff member): every field optional except the email, which an
 * account cannot do without (docs/decisions.md). `name` is the first and last name joined.
 */
export const adminTalentCreateSchema = z.object({
  name: optionalText("Name", 120),
  ...createShape,
  profile_image: imageFile,
});

/** A form value that may be left empty, else must pass `check`. */
const emptyOr = (schema: z.ZodType<unknown>, label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine((v, ctx) => {
      if (v === "") return;
      const result = schema.safeParse(v);
      if (!result.success) ctx.addIssue({ code: "custom", message: result.error.issues[0]?.message ?? "Invalid value" });
    });

/** The fields both admin talent forms edit as plain strings: contact, place, profile and measurements. */
const talentFormFields = {
  phone: emptyOr(phone, "Phone", 32),
  whatsapp: emptyOr(phone, "WhatsApp", 32),
  gender: emptyOr(gender, "Gender", 10),
  category: emptyOr(category, "Category", 20),
  dob: emptyOr(dob, "Date of birth", 10),
  country: text("Country", 80),
  state: text("State/Province", 80),
  city: text("City", 80),
  height: text("Height", 40),
  waist: length("Waist"),
  bust: length("Bust"),
  hips: length("Hips"),
  shoe_size: text("Shoe size", 40),
  dress_size: text("Dress size", 40),
  hair_color: text("Hair color", 40),
  eye_color: text("Eye color", 40),
};

/** The create dialog's fields, all plain strings (the image is handled beside the form). */
export const adminTalentCreateFormSchema = z.object({
  first_name: text("First name", 60),
  last_name: text("Last name", 60),
  email: emailField,
  password: z.string().refine((v) => v === "" || v.length >= 8, PASSWORD_TOO_SHORT).refine((v) => v.length <= 200, "Password is too long"),
  ...talentFormFields,
  experience_level: text("Years of experience", 100),
});
export type AdminTalentCreateFormInput = z.input<typeof adminTalentCreateFormSchema>;

const clearable = {
  country: clearableText("Country", 80),
  state: clearableText("State/Province", 80),
  city: clearableText("City", 80),
  height: clearableText("Height", 40),
  waist: clearableLength("Waist"),
  bust: clearableLength("Bust"),
  hips: clearableLength("Hips"),
  shoe_size: clearableText("Shoe size", 40),
  dress_size: clearableText("Dress size", 40),
  hair_color: clearableText("Hair color", 40),
  eye_color: clearableText("Eye color", 40),
  experience_level: clearableText("Experience", 100),
  bio: clearableText("Bio", 2000, paragraph),
  stage_name: clearableText("Stage name", 120),
  portfolio_url: z.preprocess(blankToNull, z.url("Please enter a valid URL").max(500).nullable().optional()),
  phone: z.preprocess(blankToNull, phone.nullable().optional()),
  whatsapp: z.preprocess(blankToNull, phone.nullable().optional()),
  dob: z.preprocess(blankToNull, dob.nullable().optional()),
  category: z.preprocess(blankToNull, category.nullable().optional()),
  gender: z.preprocess(blankToNull, gender.nullable().optional()),
  hourly_rate: z.preprocess(
    (v) => (blank(v) ? null : typeof v === "string" ? Number(v) : v),
    z.number({ error: "Hourly rate must be a number" }).min(0, "Hourly rate cannot be negative").max(1_000_000).nullable().optional(),
  ),
};

/**
 * `POST /admin/talents/{id}`: a partial update. A key left out keeps its value; a blank optional field is cleared.
 * The name and email cannot be cleared.
 */
export const adminTalentUpdateSchema = z.object({
  name: z.preprocess(blankToUndefined, oneLine(z.string().trim().min(2, "Name must be at least 2 characters").max(120)).optional()),
  email: z.preprocess(blankToUndefined, emailField.optional()),
  ...clearable,
  is_featured: booleanish.optional(),
  is_available: booleanish.optional(),
  profile_image: imageFile,
});
export type AdminTalentUpdateInput = z.output<typeof adminTalentUpdateSchema>;

/** The edit form's fields: first and last name separately, joined into `name` when sent. */
export const adminTalentEditFormSchema = z.object({
  first_name: oneLine(z.string().trim().min(1, "First name is required").max(60, "First name must be at most 60 characters")),
  last_name: text("Last name", 60),
  email: emailField,
  ...talentFormFields,
  experience_level: text("Experience", 100),
  bio: paragraph("Bio", 2000),
});
export type AdminTalentEditFormInput = z.input<typeof adminTalentEditFormSchema>;

export const talentVisibilitySchema = z.object({
  status: z.enum(approvedStatuses, { error: "Status must be 'active' or 'hidden'" }),
});

/** `all` lists every status; no status lists the approved roster (active and hidden). */
const talentStatusFilters = ["pending", "active", "hidden", "declined", "all"] as const;

/** `GET /admin/talents?category&search&status&page&limit` (the screen asks for 50 a page). */
export const adminTalentsQuerySchema = pagingSchema.extend({
  category: z.preprocess((v) => (v === "" || v === "all" ? undefined : v), category.optional()),
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  status: z.preprocess(blankToUndefined, z.enum(talentStatusFilters, { error: "Unknown talent status" }).optional()),
});
export type AdminTalentsQuery = z.output<typeof adminTalentsQuerySchema>;

export const mediaUploadSchema = z.object({
  file: z.instanceof(File, { error: "Please choose an image to upload" }),
});

export const talentMediaParamsSchema = z.object({
  id: dbId(),
  mediaId: dbId(),
});

/** 12 characters from letters, digits and !@#$%^&* (spec section 9), from a cryptographic source. */
const PASSWORD_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*";
export function generatePassword(length = 12): string {
  const bytes = new Uint32Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (n) => PASSWORD_ALPHABET[n % PASSWORD_ALPHABET.length]).join("");
}
