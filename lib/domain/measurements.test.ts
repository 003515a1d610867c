import { describe, expect, it } from "vitest";
import { canonicalLengthText, formatBothUnits, isBareNumber, joinLength, parseMeasurementCm, readLength, splitLength } from "./measurements";

describe("reading a length", () => {
  it("reads a bare number as centimetres, whatever its size", () => {
    expect(parseMeasurementCm("60")).toBe(60);
    expect(parseMeasurementCm("58")).toBe(58);
    expect(parseMeasurementCm("86")).toBe(86);
    expect(parseMeasurementCm("60,5")).toBe(60.5);
  });

  it("reads inches only when the unit is written: 24in and 24\" are 61 cm", () => {
    for (const text of ["24in", '24"', "24 in", "24 inches", "24″", "24''"]) expect(Math.round(parseMeasurementCm(text) ?? 0)).toBe(61);
    expect(parseMeasurementCm("84 cm")).toBe(84);
    expect(parseMeasurementCm("84cm")).toBe(84);
  });

  it("refuses what is not a plausible length instead of guessing a unit", () => {
    expect(readLength("24")).toBeNull(); // 24 cm: no waist; the form asks for "24 in"
    expect(readLength("EU 38")).toBeNull();
    expect(readLength("900 cm")).toBeNull();
    expect(readLength("")).toBeNull();
  });

  it("tells a bare number from one with a unit", () => {
    expect(isBareNumber("24")).toBe(true);
    expect(isBareNumber("24 in")).toBe(false);
    expect(isBareNumber("EU 38")).toBe(false);
  });
});

describe("the canonical form", () => {
  it("writes every readable length with its unit", () => {
    expect(canonicalLengthText("60")).toBe("60 cm");
    expect(canonicalLengthText("24in")).toBe("24 in");
    expect(canonicalLengthText('24"')).toBe("24 in");
    expect(canonicalLengthText("60.50 cm")).toBe("60.5 cm");
    expect(canonicalLengthText("EU 38")).toBe("EU 38");
  });

  it("splits a stored value for a form and joins it back", () => {
    expect(splitLength("24 in")).toEqual({ number: "24", unit: "in" });
    expect(splitLength("60")).toEqual({ number: "60", unit: null });
    expect(splitLength("EU 38")).toEqual({ number: "EU 38", unit: null });
    expect(joinLength(" 60 ", "cm")).toBe("60 cm");
    expect(joinLength("23,5", "in")).toBe("23.5 in");
    expect(joinLength("", "in")).toBe("");
    expect(joinLength("abc", "cm")).toBe("abc");
  });

  it("previews both units", () => {
    expect(formatBothUnits(60)).toBe("60 cm / 23.6″");
    expect(formatBothUnits(readLength("24 in")?.cm ?? 0)).toBe("61 cm / 24″");
  });
});
