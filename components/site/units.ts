/**
 * Measurements are free text ("5'10\"", "178 cm", "33\"", "84 cm", "EU 38"). For the profile's cm / ft-in switch
 * we read the lengths we can and leave everything else as written. Heights are read by `lib/domain/height.ts`.
 */

import { parseHeightCm } from "@/lib/domain/height";
import { CM_PER_INCH, formatCm, formatFeetInches } from "@/lib/domain/height-units";

export type UnitSystem = "metric" | "imperial";

/**
 * A body measurement (bust, waist, hips) in centimetres from `33"`, `33 in`, `84 cm` or a bare number. A bare
 * number is read as inches up to 60 (nobody's waist is 60 cm) and as centimetres above.
 */
export function parseMeasurementCm(text: string | null | undefined): number | null {
  if (!text) return null;
  const s = text.trim().toLowerCase().replace(/[”″]/g, '"');
  const m = s.match(/^(\d{1,3}(?:[.,]\d+)?)\s*("|''|in|inch|inches|cm)?$/);
  if (!m) return null;
  const n = Number(m[1].replace(",", "."));
  const unit = m[2] ?? (n <= 60 ? "in" : "cm");
  const cm = unit === "cm" ? n : n * CM_PER_INCH;
  return cm >= 30 && cm <= 200 ? cm : null;
}

const formatInches = (cm: number) => `${Math.round(cm / CM_PER_INCH)}″`;

export interface MeasurementRow {
  label: string;
  /** As the talent wrote it, shown when it cannot be converted. */
  text: string;
  metric: string | null;
  imperial: string | null;
}

type Kind = "height" | "length" | "other";

const centimetresOf = (value: string | null | undefined, kind: Kind, heightCm?: number | null): number | null =>
  kind === "height" ? (heightCm ?? parseHeightCm(value)) : kind === "length" ? parseMeasurementCm(value) : null;

/** One row of Model Details with both unit systems worked out where the value is a length. */
export function measurementRow(label: string, value: string | null | undefined, kind: Kind, heightCm?: number | null): MeasurementRow {
  const text = value?.trim() || "—";
  const cm = centimetresOf(value, kind, heightCm);
  if (!cm) return { label, text, metric: null, imperial: null };
  return { label, text, metric: formatCm(cm), imperial: kind === "height" ? formatFeetInches(cm) : formatInches(cm) };
}

/** The measurements a public profile shows, as free text plus the height read into centimetres. */
export interface MeasuredTalent {
  height: string | null;
  height_cm: number | null;
  bust: string | null;
  waist: string | null;
  hips: string | null;
  dress_size: string | null;
  shoe_size: string | null;
  hair_color: string | null;
  eye_color: string | null;
}

type TextField = Exclude<keyof MeasuredTalent, "height_cm">;

export interface ProfileMeasurement extends MeasurementRow {
  key: TextField;
  /** The value in centimetres where it is a length that could be read. */
  cm: number | null;
}

const profileFields: [TextField, string, Kind][] = [
  ["height", "Height", "height"],
  ["dress_size", "Dress Size", "other"],
  ["bust", "Bust", "length"],
  ["waist", "Waist", "length"],
  ["hips", "Hips", "length"],
  ["shoe_size", "Shoe Size", "other"],
  ["hair_color", "Hair Colour", "other"],
  ["eye_color", "Eye Colour", "other"],
];

/**
 * The rows of a profile's Model Details, in the spec's order, leaving out every field the talent has not filled in:
 * a profile shows what is known, never a dash.
 */
export function profileMeasurements(talent: MeasuredTalent): ProfileMeasurement[] {
  return profileFields
    .filter(([key]) => !!talent[key]?.trim())
    .map(([key, label, kind]) => ({
      ...measurementRow(label, talent[key], kind, talent.height_cm),
      key,
      cm: centimetresOf(talent[key], kind, talent.height_cm),
    }));
}

/** The fields of the one-line summary, in the order agencies print them: height, bust, waist, hips, shoes, hair, eyes. */
const lineFields: TextField[] = ["height", "bust", "waist", "hips", "shoe_size", "hair_color", "eye_color"];

/**
 * The measurements as one line, `175 · 84 · 58 · 91 · EU 41 · Blonde · Hazel` in centimetres (bare numbers, as
 * agencies write them) or `5′ 9″ · 33″ · 23″ · 36″ · EU 41 · Blonde · Hazel` in feet and inches. A length that
 * could not be read stays as written. Empty when none of the fields is filled in.
 */
export function measurementLine(rows: ProfileMeasurement[], units: UnitSystem): string {
  return lineFields
    .map((key) => rows.find((row) => row.key === key))
    .filter((row): row is ProfileMeasurement => !!row)
    .map((row) => (row.cm === null ? row.text : units === "metric" ? String(Math.round(row.cm)) : (row.imperial ?? row.text)))
    .join(" · ");
}
