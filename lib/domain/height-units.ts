/**
 * Heights in centimetres and in feet and inches: the conversion and the ways a height is written. Kept apart from
 * the reader of free text (`height.ts`), so a form that only converts does not ship the reader's patterns.
 * Browser-safe: no imports.
 */

export const CM_PER_INCH = 2.54;

/** Whole feet and inches of a height in centimetres (rounded to the nearest inch). */
export function feetInchesOf(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

/** Centimetres of a height in feet and inches, rounded. */
export function cmFromFeetInches(feet: number, inches: number): number {
  return Math.round((feet * 12 + inches) * CM_PER_INCH);
}

export const formatCm = (cm: number) => `${Math.round(cm)} cm`;

/** `5′ 10″`, the profile page's typographic form. */
export function formatFeetInches(cm: number): string {
  const { feet, inches } = feetInchesOf(cm);
  return `${feet}′ ${inches}″`;
}

/** `175 cm / 5'9"`, both units in plain ASCII (comp cards, print). */
export function formatHeightBothUnits(cm: number): string {
  const { feet, inches } = feetInchesOf(cm);
  return `${Math.round(cm)} cm / ${feet}'${inches}"`;
}
