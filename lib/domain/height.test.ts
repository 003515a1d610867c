import { describe, expect, it } from "vitest";
import { parseHeightCm } from "./height";
import { cmFromFeetInches, feetInchesOf, formatFeetInches, formatHeightBothUnits } from "./height-units";

describe("parseHeightCm", () => {
  it.each([
    ["175", 175],
    ["175 cm", 175],
    ["175cm", 175],
    ["175 CM", 175],
    ["175.5 cm", 176],
    ["175,4 cm", 175],
    ["175 centimetres", 175],
    ["175 centimeters", 175],
    ["1.75 m", 175],
    ["1,78 m", 178],
    ["1.78m", 178],
    ["1.8 m", 180],
    ["1.75 metres", 175],
    ["1.75 meters", 175],
    ["1,75", 175],
    ["1.75", 175],
    ["1 m 75", 175],
    ["1m75", 175],
    [`5'9"`, 175],
    [`5'9`, 175],
    [`5' 9"`, 175],
    [`5'9''`, 175],
    ["5 ft 9", 175],
    ["5 ft 9 in", 175],
    ["5ft9in", 175],
    ["5 ft. 9 in.", 175],
    ["5 feet 9 inches", 175],
    ["5 foot 9", 175],
    ["5′10″", 178],
    ["5′ 10″", 178],
    ["5’10”", 178],
    [`5'10.5"`, 179],
    ["6 foot", 183],
    ["6 feet", 183],
    ["6'", 183],
    ["6 ft", 183],
    [`69"`, 175],
    ["69 in", 175],
    ["69 inches", 175],
    ["  178 cm  ", 178],
    [`175 cm / 5'9"`, 175],
    [`5'9" (175 cm)`, 175],
  ])("reads %j as %i cm", (text, cm) => expect(parseHeightCm(text)).toBe(cm));

  it.each([["tall"], [""], [null], [undefined], [`9'9"`], ["30 cm"], ["300"], ["69"], ["5-9"], ["2.8 m"], ["175 kg"]])(
    "gives up on %j",
    (text) => expect(parseHeightCm(text)).toBeNull(),
  );
});

describe("the units", () => {
  it("converts both ways and formats", () => {
    expect(feetInchesOf(175)).toEqual({ feet: 5, inches: 9 });
    expect(feetInchesOf(183)).toEqual({ feet: 6, inches: 0 });
    expect(cmFromFeetInches(5, 9)).toBe(175);
    expect(cmFromFeetInches(6, 1)).toBe(185);
    expect(formatFeetInches(178)).toBe("5′ 10″");
    expect(formatHeightBothUnits(175)).toBe(`175 cm / 5'9"`);
  });

  it("reads back what it formats", () => {
    for (let cm = 140; cm <= 210; cm++) {
      expect(parseHeightCm(formatHeightBothUnits(cm).split(" / ")[1])).toBe(cmFromFeetInches(feetInchesOf(cm).feet, feetInchesOf(cm).inches));
      expect(parseHeightCm(formatHeightBothUnits(cm))).toBe(cm);
    }
  });
});
