/**
 * The heights a height filter offers (the listing's, components/site/height-range-fields.tsx). Apart from
 * `height-units.ts`, which every talent card imports: these lists are only for the filter's own chunk.
 * Browser-safe.
 */
import { CM_PER_INCH, cmFromFeetInches } from "./height-units";

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
