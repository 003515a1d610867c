/**
 * A measurement as an application writes it: a number and its unit, stored as text with the unit ("84 cm",
 * "33 in"). A bare number is centimetres. Kept apart from the profile's display (`components/site/units.ts`) so the
 * unit work of branch `meas` can replace this reader in one place. Browser-safe.
 */

import { CM_PER_INCH } from "./height-units";

export const lengthUnits = ["cm", "in"] as const;
type LengthUnit = (typeof lengthUnits)[number];

/** Body lengths (bust, waist, hips) outside this range in cm are typos. */
const LENGTH_MIN_CM = 30;
const LENGTH_MAX_CM = 200;

const LENGTH = /^(\d{1,3}(?:[.,]\d{1,2})?)\s*(cm|in|inch|inches|"|″)?$/i;

/** The form's number and unit as stored text: "84" and "cm" -> "84 cm"; empty stays empty. */
export function withUnit(value: string, unit: string): string {
  const number = value.trim().replace(",", ".");
  if (!number) return "";
  return /^\d+(?:\.\d+)?$/.test(number) ? `${number} ${unit === "in" ? "in" : "cm"}` : value.trim();
}

/** A body length as stored text ("84 cm", "33 in"), or null when it is not a plausible length. */
export function normalizeLength(text: string): string | null {
  const match = LENGTH.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1].replace(",", "."));
  const unit: LengthUnit = !match[2] || match[2].toLowerCase() === "cm" ? "cm" : "in";
  const cm = unit === "cm" ? value : value * CM_PER_INCH;
  if (cm < LENGTH_MIN_CM || cm > LENGTH_MAX_CM) return null;
  return `${value} ${unit}`;
}
