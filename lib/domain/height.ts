/**
 * Heights are free text on a profile ("175", "1,78 m", "5′10″", "6 foot"). This is the one reader of that text: the
 * services store its answer in `height_cm` (which the search filters and sorts on), the profile page and the comp
 * card show it in both units (`height-units.ts`, which the listing's filter form also converts with). Browser-safe.
 */

import { CM_PER_INCH } from "./height-units";

/** Heights outside this range (in cm) are typos, not people. */
export const HEIGHT_MIN_CM = 90;
export const HEIGHT_MAX_CM = 250;

const inRange = (cm: number): number | null => {
  const rounded = Math.round(cm);
  return rounded >= HEIGHT_MIN_CM && rounded <= HEIGHT_MAX_CM ? rounded : null;
};

const num = (text: string): number => Number(text.replace(",", "."));

const FEET = String.raw`(?:'|ft\.?|feet|foot)`;
const INCHES = String.raw`(?:"|''|in\.?|inch|inches)`;
const NUMBER = String.raw`\d+(?:[.,]\d+)?`;

const patterns: [RegExp, (m: RegExpMatchArray) => number][] = [
  // 5'9", 5 ft 9, 5 feet 9 inches, 5'9.5", 6 foot, 6', 5ft9in, 5' 9'', 5 foot 9
  [new RegExp(String.raw`^(\d)\s*${FEET}\s*(?:(${NUMBER})\s*${INCHES}?)?$`), (m) => (num(m[1]) * 12 + num(m[2] ?? "0")) * CM_PER_INCH],
  // 69", 69 in, 69 inches
  [new RegExp(String.raw`^(${NUMBER})\s*${INCHES}$`), (m) => num(m[1]) * CM_PER_INCH],
  // 1.75 m, 1,78 m, 1.75 metres, 1.75 meters
  [new RegExp(String.raw`^(\d[.,]\d{1,2})\s*(?:m|metres?|meters?)$`), (m) => num(m[1]) * 100],
  // 1 m 75, 1m75
  [/^(\d)\s*m\s*(\d{2})(?:\s*cm)?$/, (m) => num(m[1]) * 100 + num(m[2])],
  // 175, 175 cm, 175cm, 175.5 cm, 175 centimetres
  [new RegExp(String.raw`^(\d{2,3}(?:[.,]\d+)?)\s*(?:cm|centimet(?:re|er)s?)?$`), (m) => num(m[1])],
  // 1.75, 1,78 (a bare number of metres)
  [/^(\d[.,]\d{1,2})$/, (m) => num(m[1]) * 100],
];

function parseOne(part: string): number | null {
  const s = part
    .trim()
    .toLowerCase()
    .replace(/[‘’′´`]/g, "'")
    .replace(/[“”″]/g, '"')
    .replace(/\s*\.$/, "")
    .replace(/\s+/g, " ");
  for (const [pattern, toCm] of patterns) {
    const m = s.match(pattern);
    if (m) return inRange(toCm(m));
  }
  return null;
}

/**
 * A height in whole centimetres from free text, or null when it cannot be read or is outside 90-250 cm. A text
 * giving both units ("175 cm / 5'9\"", "5'9\" (175 cm)") is read from its first readable part.
 */
export function parseHeightCm(text: string | null | undefined): number | null {
  if (!text) return null;
  for (const part of text.split(/[/()|;]/)) {
    const cm = parseOne(part);
    if (cm !== null) return cm;
  }
  return null;
}
