import type { z } from "zod";
import { canonicalLengthText, lengthErrorMessage, readLength } from "@/lib/domain/measurements";

/** What the OpenAPI document says of bust, waist and hips. */
export const LENGTH_DESCRIPTION =
  'A length in centimetres or inches. A bare number is centimetres ("60" is 60 cm); inches carry their unit ("24 in", "24in" or `24"`). ' +
  'Stored and answered in the canonical form "60 cm" or "24 in". Empty clears it.';

/**
 * Bust, waist or hips on top of a field's own text rules (`base`, which trims and bounds): empty stays empty,
 * anything else must be a plausible length and is written the canonical way, so nothing stored is ambiguous later.
 * The one home of that rule for the dashboard, the admin and the API.
 */
export const lengthText = (label: string, base: z.ZodString) =>
  base
    .refine((v) => v === "" || readLength(v) !== null, { error: lengthErrorMessage(label) })
    .transform((v) => (v === "" ? v : canonicalLengthText(v)))
    .meta({ description: LENGTH_DESCRIPTION });
