/**
 * Body lengths (bust or chest, waist, hips): the one reader of their text, used by the forms, the validation, the
 * profile, the client package and the comp card. The unit is explicit: a bare number is centimetres, inches are
 * written ("24 in", `24"`). Forms and the API store the canonical form ("60 cm", "24 in"), so a stored value is never
 * ambiguous. Browser-safe: imports only the conversion constant.
 */

import { CM_PER_INCH } from "./height-units";

export const lengthUnits = ["cm", "in"] as const;
export type LengthUnit = (typeof lengthUnits)[number];

/** A form's unit choice as sent: "in", else centimetres. */
export const unitOf = (choice: string): LengthUnit => (choice === "in" ? "in" : "cm");

/** The three measurements that are lengths; the other measurements are sizes, colours or heights. */
export const lengthFields = ["bust", "waist", "hips"] as const;
export type LengthField = (typeof lengthFields)[number];

/** Lengths outside this range (in cm) are typos or the wrong unit, not people. */
export const LENGTH_MIN_CM = 30;
export const LENGTH_MAX_CM = 200;

export interface Length {
  /** The number as written, in its own unit. */
  value: number;
  unit: LengthUnit;
  cm: number;
}

const PATTERN = /^(\d{1,3}(?:[.,]\d+)?)\s*("|''|in\.?|inch|inches|cm|centimet(?:re|er)s?)?$/;

/** The number and unit of a text, whether or not the length is plausible; null when it is not a length at all. */
function readNumberAndUnit(text: string | null | undefined): { value: number; unit: LengthUnit | null } | null {
  if (!text) return null;
  const m = text.trim().toLowerCase().replace(/[”″]/g, '"').match(PATTERN);
  if (!m) return null;
  const value = Number(m[1].replace(",", "."));
  return { value, unit: m[2] === undefined ? null : m[2].startsWith("c") ? "cm" : "in" };
}

export const cmOf = (value: number, unit: LengthUnit): number => (unit === "cm" ? value : value * CM_PER_INCH);

const plausible = (cm: number) => cm >= LENGTH_MIN_CM && cm <= LENGTH_MAX_CM;

/** `60`, `60 cm`, `24 in`, `24"`, `24in`: the length, or null when it is not one or is out of range. */
export function readLength(text: string | null | undefined): Length | null {
  const read = readNumberAndUnit(text);
  if (!read) return null;
  const unit = read.unit ?? "cm";
  const cm = cmOf(read.value, unit);
  return plausible(cm) ? { value: read.value, unit, cm } : null;
}

/** The length in centimetres (not rounded), or null. */
export const parseMeasurementCm = (text: string | null | undefined): number | null => readLength(text)?.cm ?? null;

/** Whether the text carries a number without a unit: the only kind of value whose reading ever changed. */
export const isBareNumber = (text: string | null | undefined): boolean => readNumberAndUnit(text)?.unit === null;

/** A number as a form writes it: at most one decimal, no trailing zero. */
const numberText = (n: number) => String(Math.round(n * 10) / 10);

/** The stored, unambiguous form: "60 cm", "24 in", "60.5 cm". */
export const canonicalLength = (value: number, unit: LengthUnit): string => `${numberText(value)} ${unit}`;

/** The text written the canonical way when it is a plausible length, else as it came (validation then says why). */
export function canonicalLengthText(text: string): string {
  const length = readLength(text);
  return length ? canonicalLength(length.value, length.unit) : text;
}

/** `60 cm / 23.6″`: both units, to a tenth of an inch, for the forms' live preview. */
export const formatBothUnits = (cm: number): string => `${Math.round(cm)} cm / ${numberText(cm / CM_PER_INCH)}″`;

/** The message when a length cannot be read, naming the field and the two ways to write it. */
export const lengthErrorMessage = (label: string) => `Enter the ${label.toLowerCase()} in cm or inches, e.g. 60 cm or 24 in.`;

/**
 * Centimetre values that are plausible for each field on an adult or teen: the backfill (`measurement-reread.ts`)
 * keeps a bare number as centimetres when it falls in here and otherwise keeps the inches the old reader showed.
 */
export const plausibleCm: Record<LengthField, [number, number]> = {
  bust: [60, 150],
  waist: [45, 130],
  hips: [60, 160],
};

/**
 * A form's view of a stored value: the number as typed and its unit (null for no unit). Text that is not a number
 * comes back whole, so the field shows what was stored and validation says what is wrong.
 */
export function splitLength(text: string): { number: string; unit: LengthUnit | null } {
  const read = readNumberAndUnit(text);
  return read ? { number: numberText(read.value), unit: read.unit } : { number: text, unit: null };
}

/** What a form stores from its number box and unit choice: "60 cm", "" when empty, the text itself when not a number. */
export function joinLength(number: string, unit: LengthUnit): string {
  const typed = number.trim();
  if (typed === "") return "";
  return /^\d{1,3}(?:[.,]\d+)?$/.test(typed) ? canonicalLength(Number(typed.replace(",", ".")), unit) : typed;
}
