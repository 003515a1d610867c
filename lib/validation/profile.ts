import { z } from "zod";
import { oneLine } from "./common";
import { LENGTH_DESCRIPTION, lengthText } from "./measurement-length";

/** Measurements are free text (spec section 5), bounded so a profile stays readable. */
const MEASUREMENT_MAX = 40;
const MEASUREMENT_TOO_LONG = `Keep this to ${MEASUREMENT_MAX} characters or fewer.`;
const NOTHING_TO_UPDATE = "Send at least one measurement to update.";

const measurementText = oneLine(z.string().trim().max(MEASUREMENT_MAX, MEASUREMENT_TOO_LONG));
/** Bust, waist and hips: a length with an explicit unit, a bare number being centimetres. */
const lengthMeasurement = (label: string) => lengthText(label, measurementText);

/**
 * One measurement in `PUT /profile`: text (a number is taken as its text), `null` or "" to clear it, left out to
 * keep it as it is.
 */
const measurementValue = (text: z.ZodType<string, string> = measurementText, description?: string) =>
  z
    .union([z.string(), z.number().finite(), z.null()], { error: "Enter text, or leave it empty." })
    .transform((v) => (v === null ? "" : String(v)))
    .pipe(text)
    .transform((v) => (v === "" ? null : v))
    .optional()
    .meta({ description });
/** Bust, waist and hips in `PUT /profile`, documented with their unit rule. */
const lengthValue = (label: string) => measurementValue(lengthMeasurement(label), LENGTH_DESCRIPTION);

/** The measurement keys of the API. */
export type MeasurementKey = "height" | "waist" | "bust" | "hips" | "shoe_size" | "hair_color" | "eye_color" | "dress_size";

/** `PUT /profile`: the spec's eight measurements (plus weight, which the API also knows). */
export const measurementsBodySchema = z
  .object({
    height: measurementValue(),
    waist: lengthValue("Waist"),
    bust: lengthValue("Bust"),
    hips: lengthValue("Hips"),
    shoe_size: measurementValue(),
    hair_color: measurementValue(),
    eye_color: measurementValue(),
    dress_size: measurementValue(),
    weight: measurementValue(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: NOTHING_TO_UPDATE });
export type MeasurementsBody = z.output<typeof measurementsBodySchema>;

/** The Measurement Settings form (spec: height, waist, bust, hips, shoeSize, hairColor, eyeColor, dressSize). */
export const measurementsFormSchema = z.object({
  height: measurementText,
  waist: lengthMeasurement("Waist"),
  bust: lengthMeasurement("Bust"),
  hips: lengthMeasurement("Hips"),
  shoeSize: measurementText,
  hairColor: measurementText,
  eyeColor: measurementText,
  dressSize: measurementText,
});
export type MeasurementsForm = z.infer<typeof measurementsFormSchema>;

/**
 * Form field, API key and placeholder of each measurement, shared by the form and the Measurements panel. Labels
 * follow the talent's board (`measurementLabelsFor`); bust, waist and hips are lengths with a unit choice.
 */
export const measurementFields = [
  { field: "height", key: "height", placeholder: `e.g. 5'10" or 178 cm`, length: false },
  { field: "waist", key: "waist", placeholder: "", length: true },
  { field: "bust", key: "bust", placeholder: "", length: true },
  { field: "hips", key: "hips", placeholder: "", length: true },
  { field: "shoeSize", key: "shoe_size", placeholder: "e.g. US 8.5", length: false },
  { field: "hairColor", key: "hair_color", placeholder: "e.g. Brown", length: false },
  { field: "eyeColor", key: "eye_color", placeholder: "e.g. Hazel", length: false },
  { field: "dressSize", key: "dress_size", placeholder: "e.g. US 4", length: false },
] as const satisfies ReadonlyArray<{ field: keyof MeasurementsForm; key: MeasurementKey; placeholder: string; length: boolean }>;

/** The form's values as the `PUT /profile` body (empty fields clear the measurement). */
export function measurementsFormToBody(form: MeasurementsForm): Record<MeasurementKey, string> {
  return Object.fromEntries(measurementFields.map(({ field, key }) => [key, form[field].trim()])) as Record<MeasurementKey, string>;
}
