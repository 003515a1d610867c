import { describe, expect, it } from "vitest";
import { heightOptions, heightSteps, inchSpanCm } from "./height-steps";
import { formatFeetInches } from "./height-units";

describe("heightSteps", () => {
  it("offers every centimetre from 140 to 210 and every inch from 4′ 7″ to 6′ 11″ without a range", () => {
    const cm = heightSteps(false, null);
    expect([cm.length, cm[0], cm.at(-1)]).toEqual([71, 140, 210]);
    const inches = heightSteps(true, null).map(formatFeetInches);
    expect([inches.length, inches[0], inches.at(-1)]).toEqual([29, "4′ 7″", "6′ 11″"]);
  });

  it("spans a board's shortest to tallest talent, in whole fives of centimetres or an inch either side", () => {
    expect(heightSteps(false, { low: 173, high: 182 })).toEqual(Array.from({ length: 16 }, (_, i) => 170 + i));
    expect(heightSteps(false, { low: 170, high: 180 })).toEqual(Array.from({ length: 11 }, (_, i) => 170 + i));
    // 173 to 182 cm is 5′ 8″ to 6′ 0″: one inch more each side, so "from" and "to" can take in both ends.
    expect(heightSteps(true, { low: 173, high: 182 }).map(formatFeetInches)).toEqual(["5′ 7″", "5′ 8″", "5′ 9″", "5′ 10″", "5′ 11″", "6′ 0″", "6′ 1″"]);
  });

  it("keeps the list's ends, and adds the current choice when it is none of the steps", () => {
    expect(heightSteps(false, { low: 120, high: 250 })).toEqual(heightSteps(false, null));
    expect(heightSteps(false, { low: 175, high: 178 }, 190)).toEqual([175, 176, 177, 178, 179, 180, 190]);
    expect(heightSteps(false, { low: 175, high: 178 }, 177)).toEqual([175, 176, 177, 178, 179, 180]);
    // A range outside every step (a board of one 250 cm talent) falls back to all of them.
    expect(heightSteps(false, { low: 240, high: 250 })).toEqual(heightSteps(false, null));
  });
});

describe("heightOptions", () => {
  it("in feet and inches, covers the whole inch a card shows: to 5′ 11″ takes in 181 cm, from 5′ 11″ starts at 180", () => {
    const to = heightOptions(true, "to", null).find((o) => o.label === "5′ 11″");
    const from = heightOptions(true, "from", null).find((o) => o.label === "5′ 11″");
    expect([from?.value, to?.value]).toEqual([180, 181]);
    expect(formatFeetInches(181)).toBe("5′ 11″");
    expect(formatFeetInches(182)).toBe("6′ 0″");
    expect(formatFeetInches(179)).toBe("5′ 10″");
  });

  it("gives every centimetre exactly one inch: the options of one end never overlap or leave a gap", () => {
    for (const cm of Array.from({ length: 71 }, (_, i) => 140 + i)) {
      const { first, last } = inchSpanCm(cm);
      expect(first).toBeLessThanOrEqual(cm);
      expect(last).toBeGreaterThanOrEqual(cm);
      for (let c = first; c <= last; c++) expect(formatFeetInches(c)).toBe(formatFeetInches(cm));
      expect(formatFeetInches(first - 1)).not.toBe(formatFeetInches(cm));
      expect(formatFeetInches(last + 1)).not.toBe(formatFeetInches(cm));
    }
  });

  it("keeps a current value chosen in the other unit, with its centimetres", () => {
    const options = heightOptions(true, "to", { low: 175, high: 182 }, 178);
    expect(options.find((o) => o.value === 178)?.label).toBe("5′ 10″ (178 cm)");
    expect(heightOptions(false, "from", { low: 175, high: 178 }).map((o) => o.label)).toEqual(["175 cm", "176 cm", "177 cm", "178 cm", "179 cm", "180 cm"]);
  });
});
