import { z } from "zod";
import { oneLine } from "./common";

/** Measurements are free text (spec section 5), bounded so a profile stays readable. */
const MEASUREMENT_MAX = 40;
const MEASUREMENT_TOO_LONG = `Keep this to ${MEASUREMENT_MAX} characters or fewer.`;
const NOTHING_TO_UPDATE = "Send at least one measurement to update.";

const measurementText = oneLine(z.string().trim().max(MEASUREMENT_MAX, MEASUREMENT_TOO_LONG));

/**
 * One measurement in `PUT /profile`: text (a number is taken as its text), `null` or "" to clear it, left out to
 * keep it as it is.
 */
const measurementValue = z
  .union([z.string(), z.number().finite(), z.null()], { error: "Enter text, or leave it empty." })
  .transform((v) => (v === null ? "" : String(v)))
  .pipe(measurementText)
  .transform((v) => (v === "" ? null : v))
  .optional();

/** The measurement keys of the API. */
export type MeasurementKey = "height" | "waist" | "bust" | "hips" | "shoe_size" | "hair_color" | "eye_color" | "dress_size";

/** `PUT /profile`: the spec's eight measurements (plus weight, which the API also knows). */
export const measurementsBodySchema = z
  .object({
    height: measurementValue,
    waist: measurementValue,
    bust: measurementValue,
    hips: measurementValue,
    shoe_size: measurementValue,
    hair_color: measurementValue,
    eye_color: measurementValue,
    dress_size: measurementValue,
    weight: measurementValue,
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: NOTHING_TO_UPDATE });
export type MeasurementsBody = z.output<typeof measurementsBodySchema>;

/** The Measurement Settings form (spec: height, waist, bust, hips, shoeSize, hairColor, eyeColor, dressSize). */
export const measurementsFormSchema = z.object({
  height: measurementText,
  waist: measurementText,
  bust: measurementText,
  hips: measurementText,
  shoeSize: measurementText,
  hairColor: measurementText,
  eyeColor: measurementText,
  dressSize: measurementText,
});
export type MeasurementsForm = z.infer<typeof measurementsFormSchema>;

/** Form field, API key and label of each measurement, shared by the form and the Measurements panel. */
export const measurementFields = [
  { field: "height", key: "height", label: "Height", placeholder: `e.g. 5'10" or 178 cm` },
  { field: "waist", key: "waist", label: "Waist", placeholder: `e.g. 24"` },
  { field: "bust", key: "bust", label: "Bust", placeholder: `e.g. 33"` },
  { field: "hips", key: "hips", label: "Hips", placeholder: `e.g. 35"` },
  { field: "shoeSize", key: "shoe_size", label: "Shoe Size", placeholder: "e.g. US 8.5" },
  { field: "hairColor", key: "hair_color", label: "Hair Color", placeholder: "e.g. Brown" },
  { field: "eyeColor", key: "eye_color", label: "Eye Color", placeholder: "e.g. Hazel" },
  { field: "dressSize", key: "dress_size", label: "Dress Size", placeholder: "e.g. US 4" },
] as const satisfies ReadonlyArray<{ field: keyof MeasurementsForm; key: MeasurementKey; label: string; placeholder: string }>;

/** The form's values as the `PUT /profile` body (empty fields clear the measurement). */
export function measurementsFormToBody(form: MeasurementsForm): Record<MeasurementKey, string> {
  return Object.fromEntries(measurementFields.map(({ field, key }) => [key, form[field].trim()])) as Record<MeasurementKey, string>;
}
