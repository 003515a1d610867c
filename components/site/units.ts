/**
 * Measurements are free text ("5'10\"", "178 cm", "33\"", "84 cm", "EU 38"). For the profile's cm / ft-in switch
 * we read the lengths we can and leave everything else as written.
 */

export type UnitSystem = "metric" | "imperial";

const INCH = 2.54;

/** A height in centimetres from `5'10"`, `5 ft 10 in`, `5'10`, `178 cm`, `178cm`, `1.78 m` or a bare `178`. */
export function parseHeightCm(text: string | null | undefined): number | null {
  if (!text) return null;
  const s = text.trim().toLowerCase().replace(/[’′]/g, "'").replace(/[”″]/g, '"');
  const feet = s.match(/^(\d)\s*(?:'|ft|feet|foot)\s*(?:(\d{1,2}(?:\.\d+)?)\s*(?:"|''|in|inch|inches)?)?$/);
  if (feet) {
    const cm = (Number(feet[1]) * 12 + Number(feet[2] ?? 0)) * INCH;
    return cm >= 90 && cm <= 250 ? Math.round(cm) : null;
  }
  const metres = s.match(/^(\d[.,]\d{1,2})\s*m$/);
  if (metres) return Math.round(Number(metres[1].replace(",", ".")) * 100);
  const cm = s.match(/^(\d{2,3}(?:[.,]\d+)?)\s*(?:cm)?$/);
  if (cm) {
    const n = Math.round(Number(cm[1].replace(",", ".")));
    return n >= 90 && n <= 250 ? n : null;
  }
  return null;
}

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
  const cm = unit === "cm" ? n : n * INCH;
  return cm >= 30 && cm <= 200 ? cm : null;
}

export const formatCm = (cm: number) => `${Math.round(cm)} cm`;

export function formatFeetInches(cm: number): string {
  const total = Math.round(cm / INCH);
  return `${Math.floor(total / 12)}′ ${total % 12}″`;
}

export const formatInches = (cm: number) => `${Math.round(cm / INCH)}″`;

export interface MeasurementRow {
  label: string;
  /** As the talent wrote it, shown when it cannot be converted. */
  text: string;
  metric: string | null;
  imperial: string | null;
}

type Kind = "height" | "length" | "other";

/** One row of Model Details with both unit systems worked out where the value is a length. */
export function measurementRow(label: string, value: string | null | undefined, kind: Kind, heightCm?: number | null): MeasurementRow {
  const text = value?.trim() || "—";
  if (kind === "height") {
    const cm = heightCm ?? parseHeightCm(value);
    return { label, text, metric: cm ? formatCm(cm) : null, imperial: cm ? formatFeetInches(cm) : null };
  }
  if (kind === "length") {
    const cm = parseMeasurementCm(value);
    return { label, text, metric: cm ? formatCm(cm) : null, imperial: cm ? formatInches(cm) : null };
  }
  return { label, text, metric: null, imperial: null };
}
