/**
 * The measurements a talent's card shows, as one field table: each field's key, how its value is read (its
 * formatter) and the order, the spec's order of Model Details; the labels follow the board (`measurement-labels.ts`).
 * The public profile, the client package page (`/p/{token}`) and the comp card (rows built by lib/services/comp-card.ts
 * for the PDF worker) all read it. Browser-safe.
 *
 * Measurements are free text ("5'10\"", "178 cm", "60 cm", "24 in", "EU 38"). For the cm / ft-in switch we read the
 * lengths we can and leave everything else as written. Heights are read by `lib/domain/height.ts`, bust, waist and
 * hips by `lib/domain/measurements.ts`.
 */

import { parseHeightCm } from "./height";
import { CM_PER_INCH, formatCm, formatFeetInches } from "./height-units";
import { measurementLabelsFor, type MeasurementLabels } from "./measurement-labels";
import { parseMeasurementCm } from "./measurements";

export type UnitSystem = "metric" | "imperial";

const formatInches = (cm: number) => `${Math.round(cm / CM_PER_INCH)}″`;

export interface MeasurementRow {
  label: string;
  /** As the talent wrote it, shown when it cannot be converted. */
  text: string;
  metric: string | null;
  imperial: string | null;
}

/** How a field's value is read: a height, a body length, or text shown as written. */
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
  /** The board (category, and gender for influencers and teens) names bust and dress size: chest and suit for men. */
  category?: string | null;
  gender?: string | null;
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

type TextField = keyof MeasurementLabels;

export interface ProfileMeasurement extends MeasurementRow {
  key: TextField;
  /** The value in centimetres where it is a length that could be read. */
  cm: number | null;
}

/** The field table, in the spec's order of Model Details; the labels come from `measurement-labels.ts`. */
const measurementFields: readonly { key: TextField; kind: Kind }[] = [
  { key: "height", kind: "height" },
  { key: "dress_size", kind: "other" },
  { key: "bust", kind: "length" },
  { key: "waist", kind: "length" },
  { key: "hips", kind: "length" },
  { key: "shoe_size", kind: "other" },
  { key: "hair_color", kind: "other" },
  { key: "eye_color", kind: "other" },
];

/**
 * Every row of the table for a talent, in its order, an empty field as a dash (the client package, the comp card);
 * `labels` are the board's full labels unless given (the comp card's short ones).
 */
export function measurementRows(talent: MeasuredTalent, labels: MeasurementLabels = measurementLabelsFor(talent)): ProfileMeasurement[] {
  return measurementFields.map(({ key, kind }) => ({
    ...measurementRow(labels[key], talent[key], kind, talent.height_cm),
    key,
    cm: centimetresOf(talent[key], kind, talent.height_cm),
  }));
}

/**
 * The rows of a profile's Model Details, in the table's order, leaving out every field the talent has not filled in:
 * a profile shows what is known, never a dash.
 */
export function profileMeasurements(talent: MeasuredTalent): ProfileMeasurement[] {
  return measurementRows(talent).filter((row) => !!talent[row.key]?.trim());
}
