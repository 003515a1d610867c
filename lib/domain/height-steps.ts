/**
 * The heights a height filter offers (the listing's, components/site/height-range-fields.tsx). Apart from
 * `height-units.ts`, which every talent card imports: these lists are only for the filter's own chunk.
 * Browser-safe.
 */
import { CM_PER_INCH, cmFromFeetInches, formatFeetInches } from "./height-units";

/** The shortest and tallest height of a set of talent, in centimetres. */
export interface HeightRange {
  low: number;
  high: number;
}

/** The heights a height filter offers at most: every centimetre from 140 to 210, or every inch from 4′ 7″ to 6′ 11″. */
const EVERY_CM = Array.from({ length: 71 }, (_, i) => 140 + i);
const EVERY_INCH = Array.from({ length: 29 }, (_, i) => cmFromFeetInches(4, 7 + i));

/**
 * The heights (in cm) a height filter offers in a unit: those of `EVERY_CM` or `EVERY_INCH` that span the talent of
 * `range`, widened to whole fives of centimetres (173 to 182 is offered as 170 to 185), or by an inch either side,
 * plus the `current` choice if it is none of them. Without a range, all of them.
 */
export function heightSteps(imperial: boolean, range: HeightRange | null, current?: number): number[] {
  const all = imperial ? EVERY_INCH : EVERY_CM;
  const [from, to] = !range
    ? [-Infinity, Infinity]
    : imperial
      ? [range.low - CM_PER_INCH, range.high + CM_PER_INCH]
      : [Math.floor(range.low / 5) * 5, Math.ceil(range.high / 5) * 5];
  const inRange = all.filter((cm) => cm >= from - 0.5 && cm <= to + 0.5);
  const steps = inRange.length ? inRange : all;
  return current !== undefined && !steps.includes(current) ? [...steps, current].sort((a, b) => a - b) : steps;
}

/** Which end of a range a height filter's select sets. */
export type HeightEdge = "from" | "to";

/**
 * The whole centimetres a card shows as the inch of `cm` (`feetInchesOf` rounds to the nearest inch): 5′ 11″ is
 * 71 in, read from 70.5 to 71.5 in, so 179.07 to 181.61 cm, that is 180 to 181 whole centimetres.
 */
export function inchSpanCm(cm: number): { first: number; last: number } {
  const inches = Math.round(cm / CM_PER_INCH);
  return { first: Math.ceil((inches - 0.5) * CM_PER_INCH), last: Math.ceil((inches + 0.5) * CM_PER_INCH) - 1 };
}

export interface HeightOption {
  /** Centimetres, the URL's unit whichever unit is shown. */
  value: number;
  label: string;
}

/**
 * A height filter's options for one end of the range. In feet and inches an option stands for the whole inch a card
 * would show: "from 5′ 11″" sends its first centimetre (180) and "to 5′ 11″" its last (181), so a 181 cm talent
 * whose card says 5′ 11″ is inside "to 5′ 11″". A current value that is none of the options (chosen in the other
 * unit) is kept, with its centimetres beside the inches.
 */
export function heightOptions(imperial: boolean, edge: HeightEdge, range: HeightRange | null, current?: number): HeightOption[] {
  const steps = heightSteps(imperial, range).map((cm) =>
    !imperial ? { value: cm, label: `${cm} cm` } : { value: edge === "from" ? inchSpanCm(cm).first : inchSpanCm(cm).last, label: formatFeetInches(cm) },
  );
  if (current === undefined || steps.some((o) => o.value === current)) return steps;
  const extra = { value: current, label: imperial ? `${formatFeetInches(current)} (${current} cm)` : `${current} cm` };
  return [...steps, extra].sort((a, b) => a.value - b.value);
}
